/**
 * The diff behind DiffView, without the DOM (unit-tested in Node): two lists of text blocks are compared block by
 * block; a removed block followed by an added one of the same kind counts as one changed block, compared word by
 * word. Words come from Intl.Segmenter (its 'zh' word rules also split Latin text at spaces and punctuation), so
 * Chinese without spaces diffs by word rather than by whole sentence. The diff package (Myers) does the matching.
 */
import { diffArrays } from 'diff';

/** A paragraph, heading, list item, table row, media or product card, reduced to its text. */
export interface DiffBlock {
  /** The element it came from ('p', 'h2', 'li', 'img', 'figure', …) or a caller's own kind ('title'). */
  kind: string;
  text: string;
  /** A caption shown before the text (e.g. "Title"); media kinds get the kit's own. */
  label?: string;
}

export interface WordPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

export type DiffRow =
  | { type: 'same'; block: DiffBlock }
  | { type: 'added'; block: DiffBlock }
  | { type: 'removed'; block: DiffBlock }
  | { type: 'changed'; before: DiffBlock; after: DiffBlock; parts: WordPart[] };

export interface DiffSummary {
  /** Added blocks plus inserted runs inside changed blocks. */
  additions: number;
  removals: number;
  /** Rows that are not 'same': the stops of "next change". */
  changes: number;
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Words, spaces and punctuation as separate tokens; joined they give the text back. */
export function wordTokens(text: string): string[] {
  return Array.from(segmenter.segment(text), (segment) => segment.segment);
}

function commonSuffix(a: string, b: string): string {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length]) length += 1;
  return a.slice(a.length - length);
}

/**
 * Readable runs: a lone space between two changes joins them, and each run of changes becomes at most one removed
 * part followed by one added part ("medium → large", not word-by-word alternation).
 */
function runs(parts: WordPart[]): WordPart[] {
  const out: WordPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    // Spaces at the end of both sides are not part of the change.
    const tail = /\s*$/.exec(removed && added ? commonSuffix(removed, added) : '')?.[0] ?? '';
    removed = removed.slice(0, removed.length - tail.length);
    added = added.slice(0, added.length - tail.length);
    if (removed) out.push({ value: removed, removed: true });
    if (added) out.push({ value: added, added: true });
    if (tail) out.push({ value: tail });
    removed = '';
    added = '';
  };
  parts.forEach((part, index) => {
    const between = index > 0 && index < parts.length - 1 && (removed || added);
    if (part.removed) removed += part.value;
    else if (part.added) added += part.value;
    else if (between && /^\s+$/.test(part.value) && (parts[index + 1]?.added || parts[index + 1]?.removed)) {
      removed += part.value;
      added += part.value;
    } else {
      flush();
      out.push(part);
    }
  });
  flush();
  // A moved-out tail may sit beside an unchanged part: one part each.
  return out.reduce<WordPart[]>((merged, part) => {
    const last = merged.at(-1);
    if (last && !last.added && !last.removed && !part.added && !part.removed) last.value += part.value;
    else merged.push(part);
    return merged;
  }, []);
}

/** Word-level parts of one block's change: unchanged, removed and added runs, in reading order. */
export function diffWords(before: string, after: string): WordPart[] {
  return runs(
    diffArrays(wordTokens(before), wordTokens(after)).map((change) => {
      const part: WordPart = { value: change.value.join('') };
      if (change.added) part.added = true;
      if (change.removed) part.removed = true;
      return part;
    }),
  );
}

const key = (block: DiffBlock) => `${block.kind}\u0000${block.label ?? ''}\u0000${block.text}`;

/** Pairs a run of removed blocks with the added run after it: same kind, in order, become 'changed'. */
function pair(removed: DiffBlock[], added: DiffBlock[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let next = 0;
  for (const before of removed) {
    const index = added.findIndex((block, at) => at >= next && block.kind === before.kind);
    if (index < 0) {
      rows.push({ type: 'removed', block: before });
      continue;
    }
    for (const block of added.slice(next, index)) rows.push({ type: 'added', block });
    const after = added[index] as DiffBlock;
    rows.push({ type: 'changed', before, after, parts: diffWords(before.text, after.text) });
    next = index + 1;
  }
  for (const block of added.slice(next)) rows.push({ type: 'added', block });
  return rows;
}

export function diffBlocks(before: readonly DiffBlock[], after: readonly DiffBlock[]): DiffRow[] {
  const changes = diffArrays(before.map(key), after.map(key));
  const rows: DiffRow[] = [];
  let inBefore = 0;
  let inAfter = 0;
  let removed: DiffBlock[] = [];
  const flush = (added: DiffBlock[]) => {
    rows.push(...pair(removed, added));
    removed = [];
  };
  for (const change of changes) {
    if (change.removed) {
      removed = before.slice(inBefore, inBefore + change.count);
      inBefore += change.count;
    } else if (change.added) {
      flush(after.slice(inAfter, inAfter + change.count));
      inAfter += change.count;
    } else {
      flush([]);
      for (const block of after.slice(inAfter, inAfter + change.count)) rows.push({ type: 'same', block });
      inBefore += change.count;
      inAfter += change.count;
    }
  }
  flush([]);
  return rows;
}

export function summarise(rows: readonly DiffRow[]): DiffSummary {
  const summary: DiffSummary = { additions: 0, removals: 0, changes: 0 };
  for (const row of rows) {
    if (row.type === 'same') continue;
    summary.changes += 1;
    if (row.type === 'added') summary.additions += 1;
    else if (row.type === 'removed') summary.removals += 1;
    else
      for (const part of row.parts) {
        if (part.added) summary.additions += 1;
        if (part.removed) summary.removals += 1;
      }
  }
  return summary;
}
