/**
 * `npm test`: typecheck, lint, then every vitest project, and one summary line of passed/failed test counts.
 * The end-to-end walks run in a second vitest process beside the others: they run one file at a time against one
 * real server and mostly wait on the browser, so run after the rest (vitest puts a project without file
 * parallelism in a group of its own, after every other group) they left a 2-core machine half idle for five
 * minutes. Their output lines are prefixed with `[e2e]`. Arguments after `--` go to a single vitest run instead.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { ensureChromium } from './ensure-chromium.mjs';

const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)}s`;

function step(name, command, args) {
  const from = Date.now();
  console.info(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.info(`${result.status === 0 ? '✔' : '✖'} ${name} (${seconds(from)})`);
  return result.status === 0;
}

/** A vitest run writing its JSON report; `prefix` marks its output lines when it runs beside another. */
function vitest(name, report, args, prefix) {
  const from = Date.now();
  const all = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args];
  console.info(`\n▶ ${name}: npx ${all.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn('npx', all, { env: process.env, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.info(`${prefix}${line}`));
      }
    }
    child.on('close', (code) => {
      console.info(`${code === 0 ? '✔' : '✖'} ${name} (${seconds(from)})`);
      resolve(code === 0);
    });
  });
}

function counts(report) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

if (!ensureChromium()) process.exit(1);
if (!step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'])) process.exit(1);
if (!step('lint', 'npx', ['biome', 'check', '.'])) process.exit(1);

mkdirSync('node_modules/.cache', { recursive: true });
const extra = process.argv.slice(2);
const reports = ['node_modules/.cache/vitest-report.json'];
let ok;
if (extra.length > 0) {
  ok = await vitest('vitest', reports[0], extra);
} else {
  reports.push('node_modules/.cache/vitest-report-e2e.json');
  const results = await Promise.all([
    vitest('vitest (unit, server, storybook, visual)', reports[0], [
      '--project=unit',
      '--project=server',
      '--project=storybook',
      '--project=visual',
    ]),
    vitest('vitest (e2e)', reports[1], ['--project=e2e'], '[e2e] '),
  ]);
  ok = results.every(Boolean);
}

const total = reports.map(counts).reduce((sum, next) => ({
  passed: sum.passed + next.passed,
  failed: sum.failed + next.failed,
  skipped: sum.skipped + next.skipped,
}));
let summary = `Tests: ${total.passed} passed, ${total.failed} failed`;
if (total.skipped) summary += `, ${total.skipped} skipped`;
console.info(`\nnpm test finished in ${seconds(started)}`);
console.info(summary);
process.exit(ok ? 0 : 1);
