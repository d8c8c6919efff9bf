/**
 * `npm run test:visual`: runs the `visual` vitest project (arguments go to vitest, e.g. one visual file), then
 * writes a review page a designer can read: packages/ui/visual-report/index.html (git-ignored), every story
 * whose screenshot changed with its baseline, new and difference images side by side and the command that
 * accepts it, or "Nothing changed". The page is written whether the run passed or failed, and the script exits
 * with the run's code.
 * `node scripts/visual-report.mjs --from <vitest JSON report>` only writes the page, from a report an earlier
 * run wrote (e.g. `npm test`'s node_modules/.cache/vitest-suites.json).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { captureCount, failedCaptures, renderReport, storyId } from './lib/visual-report-lib.mjs';
import { readReport } from './lib/vitest-report.mjs';

const root = process.cwd();
const out = 'packages/ui/visual-report';
const args = process.argv.slice(2);

let reportPath = 'node_modules/.cache/vitest-visual.json';
let status = 0;
let command = `node scripts/visual-report.mjs ${args.join(' ')}`.trim();
if (args[0] === '--from') {
  reportPath = args[1] ?? reportPath;
} else {
  mkdirSync('node_modules/.cache', { recursive: true });
  rmSync(reportPath, { force: true });
  const vitest = ['vitest', 'run', '--project', 'visual', '--reporter=default', '--reporter=json'];
  const run = spawnSync('npx', [...vitest, `--outputFile.json=${reportPath}`, ...args], { stdio: 'inherit' });
  status = run.status ?? 1;
  command = ['npx', 'vitest', 'run', '--project', 'visual', ...args].join(' ');
}

const report = readReport(reportPath);
const rows = failedCaptures(report, root);

/** The story file's meta title (`title: 'Widgets/BarChart'`), for Storybook's story id. */
function metaTitle(area) {
  const file = join('packages/ui/src', `${area}.stories.tsx`);
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8').match(/^\s*title:\s*['"`]([^'"`]+)['"`]/m)?.[1] ?? null;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'images'), { recursive: true });
/** Copies one image beside the page; its path relative to the page, or null when vitest wrote none. */
function copy(from, name) {
  if (!from || !existsSync(from)) return null;
  copyFileSync(from, join(out, 'images', name));
  return `images/${name}`;
}
for (const row of rows ?? []) {
  const title = row.area && metaTitle(row.area);
  if (title) row.storyId = storyId(title, row.exportName);
  row.images = {
    baseline: copy(row.baseline, `${row.name}-baseline.png`),
    current: copy(row.current, `${row.name}-new.png`),
    diff: copy(row.diff, `${row.name}-diff.png`),
  };
}

const page = join(out, 'index.html');
writeFileSync(
  page,
  renderReport({
    rows,
    runOk: status === 0,
    compared: captureCount(report),
    generatedAt: new Date().toISOString().replace('T', ' ').slice(0, 16),
    command,
  }),
);
const changed = (rows ?? []).length;
console.info(
  changed
    ? `Visual review: ${changed} capture(s) to look at in ${relative(root, page)}`
    : `Visual review: ${relative(root, page)} (${rows === null ? 'no report' : 'nothing changed'})`,
);
process.exit(status);
