/**
 * The pure part of the script editor: where the variables and the issues are in a script, cut into the runs the
 * highlight layer draws, and what inserting a variable at the caret makes. The kit cannot read the contract's
 * parser, so variables are found here with the same writing rule (`{name}`; `{{` and `}}` are literal braces);
 * whether a name is known is the caller's list, and what is wrong is the caller's issues.
 */

export interface ScriptIssueRange {
  /** Offsets into the script, end exclusive. */
  start: number;
  end: number;
  message: string;
}

/** One run of the highlight layer: plain text, a variable (known or not), or text under an issue. */
export interface ScriptRun {
  /** Offset of the run's first character (its identity while the text stays). */
  start: number;
  text: string;
  variable: 'known' | 'unknown' | null;
  issue: boolean;
}

const TOKEN = /\{\{|\}\}|\{([^{}\s]*)\}/g;

/** The `{name}` variables of a script with their offsets (escaped braces are skipped). */
export function findVariables(script: string): { name: string; start: number; end: number }[] {
  const found: { name: string; start: number; end: number }[] = [];
  for (const match of script.matchAll(TOKEN)) {
    if (match[1] === undefined) continue;
    found.push({ name: match[1], start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** The script cut at every variable's and issue's edge, each run saying what covers it. */
export function scriptRuns(script: string, known: readonly string[], issues: readonly ScriptIssueRange[]): ScriptRun[] {
  const variables = findVariables(script);
  const clamp = (at: number) => Math.max(0, Math.min(script.length, at));
  const edges = new Set([0, script.length]);
  for (const range of [...variables, ...issues]) {
    edges.add(clamp(range.start));
    edges.add(clamp(range.end));
  }
  const cuts = [...edges].sort((a, b) => a - b);
  const runs: ScriptRun[] = [];
  for (let index = 0; index < cuts.length - 1; index++) {
    const start = cuts[index] ?? 0;
    const end = cuts[index + 1] ?? 0;
    if (end <= start) continue;
    const variable = variables.find((v) => v.start <= start && end <= v.end);
    const run: ScriptRun = {
      start,
      text: script.slice(start, end),
      variable: variable ? (known.includes(variable.name) ? 'known' : 'unknown') : null,
      issue: issues.some((issue) => issue.start <= start && end <= Math.max(issue.end, issue.start + 1)),
    };
    const previous = runs.at(-1);
    if (previous && previous.variable === run.variable && previous.issue === run.issue && !run.variable)
      previous.text += run.text;
    else runs.push(run);
  }
  return runs;
}

/** The script with `{name}` replacing the selection, and the caret just after it. */
export function insertVariable(
  script: string,
  selectionStart: number,
  selectionEnd: number,
  name: string,
): { script: string; caret: number } {
  const start = Math.max(0, Math.min(selectionStart, script.length));
  const end = Math.max(start, Math.min(selectionEnd, script.length));
  const token = `{${name}}`;
  return { script: script.slice(0, start) + token + script.slice(end), caret: start + token.length };
}
