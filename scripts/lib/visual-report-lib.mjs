/**
 * The pure half of the visual review page (scripts/visual-report.mjs): which stories' screenshots changed,
 * read from vitest's JSON report, and the self-contained HTML page that shows them.
 *
 * On a mismatch vitest 4's `toMatchScreenshot` fails the test with a message naming three files: the baseline
 * ("Reference screenshot"), the new capture ("Actual screenshot") and the difference ("Diff image"), the last two
 * written under .vitest-attachments/. A story without a baseline fails with "No existing reference screenshot
 * found" and names the new capture as its reference. The JSON report keeps those messages (with colour codes).
 */
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { storyNameFromExport, toId } from 'storybook/internal/csf';

const VISUAL_FILE = /\.visual\.test\.[jt]sx?$/;
const THEMED_TITLE = /^(.*) \((light|dark)\)$/;

/** The path printed on the line after `label` in a failure message, or null. */
function pathAfter(message, label) {
  const match = message.match(new RegExp(`${label}:\\n\\s*(.+)`));
  return match?.[1]?.trim() || null;
}

/** What a failed screenshot test says: its kind and the images it names (absolute paths or null). */
export function parseScreenshotFailure(rawMessage) {
  const message = stripVTControlCharacters(rawMessage);
  const reference = pathAfter(message, 'Reference screenshot');
  const actual = pathAfter(message, 'Actual screenshot');
  const diff = pathAfter(message, 'Diff image');
  if (message.includes('Screenshot does not match the stored reference')) {
    return { kind: 'changed', baseline: reference, current: actual, diff };
  }
  if (message.includes('No existing reference screenshot found')) {
    // The only image is the new capture (written as the baseline, or beside the diffs under CI=true).
    return { kind: 'new', baseline: null, current: reference, diff: null };
  }
  const kind = message.includes('Could not capture a stable screenshot') ? 'unstable' : 'error';
  return { kind, baseline: reference, current: null, diff: null, message: message.split('\n    at ')[0]?.trim() };
}

/** `s` as a JavaScript regular expression that matches exactly `s`. */
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `s` as one POSIX shell word. */
const shellQuote = (s) => `'${s.replaceAll("'", `'\\''`)}'`;

/** The command that accepts this one capture as the new baseline (vitest's `--update` with `-t`). */
export function acceptCommand(file, fullName) {
  return `npm run test:update-visual -- ${file} -t ${shellQuote(`^${escapeRegExp(fullName)}$`)}`;
}

/** Storybook's id of a story (`widgets-barchart--with-page-header`), from its meta title and export name. */
export const storyId = (metaTitle, exportName) => toId(metaTitle, storyNameFromExport(exportName));

/**
 * Every failed capture of the visual files in a vitest JSON report, in report order, or null without a report.
 * `area` is the story file under packages/ui/src (the test's describe), `exportName` and `theme` come from the
 * test's title `Name (theme)`, `file` and `name` (the baseline's file name without .png) are for the commands
 * and the copied images. A visual file that failed before its tests (an import error) is one row of kind 'error'.
 */
export function failedCaptures(report, root) {
  if (!report) return null;
  const rows = [];
  for (const file of report.testResults ?? []) {
    if (!VISUAL_FILE.test(file.name)) continue;
    const path = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) {
      rows.push({ kind: 'error', file: path, fullName: path, name: path, message: file.message || 'the file failed' });
    }
    for (const test of failed) {
      const failure = parseScreenshotFailure((test.failureMessages ?? []).join('\n'));
      const [, exportName = test.title, theme = null] = test.title.match(THEMED_TITLE) ?? [];
      const image = failure.baseline ?? failure.current;
      rows.push({
        ...failure,
        file: path,
        fullName: test.fullName,
        area: test.ancestorTitles.join('/'),
        exportName,
        theme,
        name: image
          ? image
              .split('/')
              .pop()
              .replace(/\.png$/, '')
          : test.fullName.replace(/\W+/g, '-').replace(/^-|-$/g, ''),
        accept: acceptCommand(path, test.fullName),
      });
    }
  }
  return rows;
}

/** How many captures of the visual files ran (passed or failed: a `-t` filter skips the others). */
export function captureCount(report) {
  return (report?.testResults ?? [])
    .filter((file) => VISUAL_FILE.test(file.name))
    .flatMap((file) => file.assertionResults ?? [])
    .filter((test) => test.status === 'passed' || test.status === 'failed').length;
}

/** The page's headline: never "nothing changed" for a run that failed or wrote no report. */
export function headline(rows, runOk, compared) {
  if (rows === null) return 'The visual run wrote no report: it stopped before its end';
  const review = rows.filter((row) => row.kind === 'changed' || row.kind === 'new').length;
  const broken = rows.length - review;
  const parts = [];
  if (review) parts.push(`${review} ${review === 1 ? 'screenshot' : 'screenshots'} changed`);
  if (broken) parts.push(`${broken} could not be compared`);
  if (parts.length) return parts.join(', ');
  if (compared === 0) return 'No screenshot was compared';
  return runOk ? 'Nothing changed' : 'The visual run failed, but no screenshot changed';
}

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const CSS = `
:root { color-scheme: light dark; --bg: #f7f7f8; --fg: #1d1d1f; --muted: #5c5c66; --card: #fff; --line: #d6d6dc;
  --accent: #0b57d0; --bad: #b3261e; --checker: #e9e9ee; }
@media (prefers-color-scheme: dark) { :root { --bg: #141416; --fg: #ececf1; --muted: #a8a8b3; --card: #1f1f23;
  --line: #3a3a42; --accent: #8ab4f8; --bad: #f2b8b5; --checker: #2a2a30; } }
* { box-sizing: border-box; }
body { margin: 0; padding: 1.5rem; background: var(--bg); color: var(--fg);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", sans-serif; }
main { max-width: 110rem; margin: 0 auto; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .75rem; }
h3 { font-size: 1.05rem; margin: 0; overflow-wrap: anywhere; }
p { margin: .25rem 0; }
.muted { color: var(--muted); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
article { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 1rem; margin: 0 0 1.25rem; }
.meta { display: flex; flex-wrap: wrap; gap: .25rem 1.5rem; margin: .25rem 0 .75rem; }
.images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; }
@media (max-width: 60rem) { .images { grid-template-columns: 1fr; } }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: .25rem; }
figure a { display: block; }
img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line);
  background: repeating-conic-gradient(var(--checker) 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
.none { border: 1px dashed var(--line); padding: 2rem 1rem; text-align: center; color: var(--muted); }
.accept { display: flex; gap: .5rem; align-items: flex-start; margin-top: .75rem; }
code { font: .9rem/1.4 ui-monospace, "Noto Sans Mono", monospace; }
.accept code { flex: 1; display: block; padding: .5rem .75rem; border-radius: 6px; background: var(--bg);
  border: 1px solid var(--line); overflow-wrap: anywhere; white-space: pre-wrap; }
button { font: inherit; padding: .4rem .9rem; border-radius: 6px; border: 1px solid var(--line);
  background: var(--bg); color: var(--fg); cursor: pointer; }
.error { color: var(--bad); white-space: pre-wrap; }
.ok { font-size: 1.1rem; }
`;

// Copy buttons: the only script, inline; the commands stay selectable text without it.
const SCRIPT = `document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-copy]');
  if (!button) return;
  try { await navigator.clipboard.writeText(document.getElementById(button.dataset.copy).textContent);
    button.textContent = 'Copied'; } catch { button.textContent = 'Select the command to copy it'; }
});`;

function figure(label, src, alt) {
  if (!src) return `<figure><figcaption>${label}</figcaption><p class="none">none</p></figure>`;
  return `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy"></a></figure>`;
}

/** One changed (or new) capture: the story, its three images side by side, and the command that accepts it. */
function changedRow(row, index) {
  const what = `${row.area} › ${row.exportName}${row.theme ? `, ${row.theme}` : ''}`;
  const id = `accept-${index}`;
  const storybook = row.storyId
    ? `<span>Story id <code>${escapeHtml(row.storyId)}</code> (<a href="http://localhost:6006/?path=/story/${escapeHtml(row.storyId)}${row.theme ? `&amp;globals=theme:${row.theme}` : ''}">open in Storybook</a>, started by <code>npm run storybook</code>)</span>`
    : '';
  return `<article aria-labelledby="story-${index}">
<h3 id="story-${index}">${escapeHtml(what)}${row.kind === 'new' ? ' — new, no baseline yet' : ''}</h3>
<div class="meta muted">${storybook}<span>Baseline <code>${escapeHtml(row.name)}.png</code></span><span>Test file <code>${escapeHtml(row.file)}</code></span></div>
<div class="images">
${figure('Baseline', row.images.baseline, `Baseline of ${what}`)}
${figure('New', row.images.current, `New screenshot of ${what}`)}
${figure('Difference', row.images.diff, `Pixels that differ in ${what}, in red`)}
</div>
<div class="accept"><code id="${id}">${escapeHtml(row.accept)}</code><button type="button" data-copy="${id}" aria-label="Copy the command that accepts ${escapeHtml(what)}">Copy</button></div>
<p class="muted">Run it from the repository root to make the new screenshot the baseline, then commit the PNG.</p>
</article>`;
}

function brokenRow(row) {
  const what = row.area ? `${row.area} › ${row.exportName}${row.theme ? `, ${row.theme}` : ''}` : row.file;
  const why =
    row.kind === 'unstable' ? 'The story never rendered the same twice in a row (animation, time, randomness).' : '';
  return `<li><strong>${escapeHtml(what)}</strong> <span class="muted">(${escapeHtml(row.file)})</span> ${why}
<div class="error">${escapeHtml(row.message ?? '')}</div></li>`;
}

/**
 * The whole page. `rows` are failedCaptures() rows (null: no report) with `images` ({ baseline, current, diff }:
 * paths relative to the page, or null) and optionally `storyId`.
 */
export function renderReport({ rows, runOk, compared, generatedAt, command }) {
  const title = headline(rows, runOk, compared);
  const review = (rows ?? []).filter((row) => row.kind === 'changed' || row.kind === 'new');
  const broken = (rows ?? []).filter((row) => row.kind !== 'changed' && row.kind !== 'new');
  const body = [];
  if (rows === null) {
    body.push('<p class="error">Nothing can be listed: see the terminal output of the run.</p>');
  } else if (!review.length && !broken.length) {
    body.push(
      compared === 0
        ? '<p class="error">The report holds no visual test: did the filter match a visual file?</p>'
        : runOk
          ? `<p class="ok">Every one of the ${compared} screenshots matches its baseline.</p>`
          : '<p class="error">No screenshot differs, yet the run failed: see the terminal output of the run.</p>',
    );
  }
  if (review.length) {
    body.push(
      `<h2>Changed screenshots</h2><p class="muted">Baseline (committed), new (this run) and difference (changed pixels in red). Select an image to see it at full size.</p>`,
      ...review.map(changedRow),
    );
  }
  if (broken.length) body.push(`<h2>Could not be compared</h2><ul>${broken.map(brokenRow).join('\n')}</ul>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Visual review: ${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<h1>Visual review: ${escapeHtml(title)}</h1>
<p class="muted">${compared} screenshots compared · ${escapeHtml(generatedAt)} · <code>${escapeHtml(command)}</code></p>
${body.join('\n')}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
