/**
 * `npm test`: typecheck, lint, then every vitest project (unit, storybook, visual, and later server and e2e)
 * in one run. Stops at the first failing step and ends with one summary line of passed/failed test counts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
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

if (!ensureChromium()) process.exit(1);
if (!step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'])) process.exit(1);
if (!step('lint', 'npx', ['biome', 'check', '.'])) process.exit(1);

mkdirSync('node_modules/.cache', { recursive: true });
const report = 'node_modules/.cache/vitest-report.json';
const extra = process.argv.slice(2);
const ok = step('vitest (all projects)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
]);

let summary = '';
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  summary = `Tests: ${json.numPassedTests} passed, ${json.numFailedTests} failed`;
  if (json.numPendingTests) summary += `, ${json.numPendingTests} skipped`;
} catch {
  summary = 'Tests: 0 passed, 1 failed';
}
console.info(`\nnpm test finished in ${seconds(started)}`);
console.info(summary);
process.exit(ok ? 0 : 1);
