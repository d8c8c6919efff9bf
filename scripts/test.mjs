/**
 * `npm test`: typecheck, lint and every vitest project. The lanes run one after another:
 *   suites  — one vitest run of the unit, storybook and visual projects;
 *   server  — one vitest run of the server project, two suites at a time;
 *   e2e     — one vitest run of the e2e project, three files at a time, each worker against a real server of its
 *             own, on the admin app, the server and Storybook built first.
 * Each lane alone keeps both cores of a 2-core machine 90-95% busy, so running them at once gains nothing, and it
 * lost far more (docs/testing.md has the figures). The typecheck and Biome (niced; their output is printed only
 * when they fail) and the build run beside the server lane, whose suites sometimes wait on PostgreSQL.
 * Each lane is a vitest process of its own: in one process the e2e project would run only after every other file
 * (a project whose files run one at a time gets a group of its own, and groups run in turn), and the server suites
 * would share the browser projects' worker count.
 * Ends with the ten slowest test files, what each failed lane said of its failures, and one summary line of
 * passed/failed test counts.
 * Arguments after `npm test --` go to every vitest run (e.g. a file filter).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { failureExcerpt, readReport, slowestFiles, summaryLine } from './lib/vitest-report.mjs';

const started = Date.now();
/** The niceness of the checks (see above). */
const BACKGROUND = 5;
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)}s`;

/**
 * Runs a command; resolves with its success and its output. `quiet` keeps the output to itself (printed later by the
 * caller) instead of streaming it as well. `nice` lowers its CPU priority (see the lanes below).
 */
function run(name, command, args, { quiet = false, env = {}, nice = 0 } = {}) {
  const from = Date.now();
  console.info(`▶ ${name}: ${nice ? `nice -n ${nice} ` : ''}${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const [program, programArgs] = nice ? ['nice', ['-n', String(nice), command, ...args]] : [command, args];
    const child = spawn(program, programArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    for (const [stream, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        output += chunk;
        if (!quiet) to.write(chunk);
      });
    }
    child.on('close', (status) => {
      const ok = status === 0;
      resolve({ name, ok, output, line: `${ok ? '✔' : '✖'} ${name} (${seconds(from)})` });
    });
  });
}

async function checks() {
  const tsc = await run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'], { quiet: true, nice: BACKGROUND });
  if (!tsc.ok) return tsc;
  const lint = await run('lint', 'npx', ['biome', 'check', '.'], { quiet: true, nice: BACKGROUND });
  return { ...lint, output: tsc.output + lint.output, line: `${tsc.line}\n${lint.line}` };
}

if (!ensureChromium()) process.exit(1);
mkdirSync('node_modules/.cache', { recursive: true });
const reports = {
  suites: 'node_modules/.cache/vitest-suites.json',
  server: 'node_modules/.cache/vitest-server.json',
  e2e: 'node_modules/.cache/vitest-e2e.json',
};
const extra = process.argv.slice(2);
const vitest = (report, projects, options = []) => [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  ...options,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  // A filter that matches no file of one lane is not a failure of that lane.
  '--passWithNoTests',
  ...extra,
];

// A stale report of an earlier run must not stand in for a lane that crashed before writing its own.
for (const report of Object.values(reports)) rmSync(report, { force: true });

// Each screenshot comparison leaves a timer of its own timeout (30 s) running in vitest's process after it answers
// (@vitest/browser 4.1's toMatchScreenshot races the capture against a timer it never clears), so the process
// waited out the whole teardown timeout (10 s) after the last test. No file of this lane has a global teardown to
// wait for: its process may leave 2 s after closing.
const suites = await run(
  'vitest: unit, storybook, visual',
  'npx',
  vitest(reports.suites, ['unit', 'storybook', 'visual'], ['--teardownTimeout=2000']),
);
// Beside the server lane (see above): the typecheck, Biome and the build the e2e walks drive.
const checking = checks();
const building = run('build for e2e', 'node', ['scripts/build-for-e2e.mjs'], { quiet: true });
// Two suites at a time (with three, PGlite-heavy tests passed 30 s beside the other lanes).
const server = await run('vitest: server', 'npx', vitest(reports.server, ['server'], ['--maxWorkers=2']));
const built = await building;
const e2e = built.ok
  ? await run('vitest: e2e', 'npx', vitest(reports.e2e, ['e2e']), { env: { E2E_BUILT: '1' } })
  : { ...built, name: 'vitest: e2e' };
const checked = await checking;
if (!checked.ok) console.info(`\n── typecheck and lint ──\n${checked.output}`);

const results = [readReport(reports.suites), readReport(reports.server), readReport(reports.e2e)];
console.info('\nSlowest test files:');
for (const file of slowestFiles(results, 10)) console.info(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name}`);
// Each failed lane's failures again, last, so a log cut to its last lines (a CI page) still says why the run is red.
for (const lane of [checked, suites, server, e2e].filter((result) => !result.ok)) {
  console.info(`\n── why ${lane.name} failed ──\n${failureExcerpt(lane.output, 40)}`);
}
console.info(`\n${checked.line}\n${suites.line}\n${server.line}\n${e2e.line}`);
console.info(`npm test finished in ${seconds(started)}`);
const ok = checked.ok && suites.ok && server.ok && e2e.ok;
console.info(summaryLine(results, ok));
process.exit(ok ? 0 : 1);
