// Lighthouse runs for the benchmarks (bench:lighthouse, bench:storefront): mobile (simulated slow 4G, a 4× slower
// CPU: its defaults), fetched by npx at a pinned version (12.2.3: later ones want Node 22), not installed with the
// project. A run whose trace Lighthouse could not record (it says so and scores 0) is repeated.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const LIGHTHOUSE = 'lighthouse@12.2.3';
/** How often a run that recorded nothing is tried again, per run wanted. */
const ATTEMPTS = 3;
const root = fileURLToPath(new URL('../..', import.meta.url));

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One run's whole report; null when it could not record the page (a runtime error in its report). */
function report(url, dir) {
  const output = join(dir, 'report.json');
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // A trace it could not record (NO_NAVSTART and the like) may also end the run with an error: tried again too.
  if (result.status !== 0 && /Runtime error encountered/.test(result.stderr)) return null;
  if (result.status !== 0) throw new Error(`lighthouse failed:\n${result.stderr}`);
  const answer = JSON.parse(readFileSync(output, 'utf8'));
  return answer.runtimeError ? null : answer;
}

/** `runs` recorded reports of `url` (throws when Lighthouse records too few). */
export function lighthouseReports(url, runs) {
  const dir = mkdtempSync(join(tmpdir(), 'sb-lighthouse-'));
  const reports = [];
  try {
    for (let attempt = 0; reports.length < runs && attempt < runs * ATTEMPTS; attempt++) {
      const run = report(url, dir);
      if (run) reports.push(run);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (reports.length < runs) throw new Error(`Lighthouse recorded only ${reports.length} of ${runs} runs of ${url}`);
  return reports;
}

/** A report's four category scores (0-100). */
export const scoresOf = (run) =>
  Object.fromEntries(Object.values(run.categories).map((category) => [category.id, Math.round(category.score * 100)]));

/** Builds the admin app and the server, as the benchmarks run them (unless they are told `--no-build`). */
export function buildAppAndServer() {
  for (const workspace of ['@soundboard/admin', '@soundboard/server']) {
    const result = spawnSync('npm', ['run', '-s', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`building ${workspace} failed`);
  }
}
