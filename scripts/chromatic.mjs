/**
 * `npm run chromatic`: builds Storybook with its stats file and publishes it to Chromatic with TurboSnap
 * (`--only-changed`: Chromatic snapshots only the stories whose files changed since its last build of an ancestor
 * commit and takes the others over; it reads the build's preview-stats.json and needs the git history back to that
 * build, hence `fetch-depth: 0` in .github/workflows/chromatic.yml).
 * It never ends in success without a published build: without CHROMATIC_PROJECT_TOKEN, when Chromatic cannot be
 * reached, when the Storybook build fails, or when the CLI fails or outlives CHROMATIC_TIMEOUT seconds (900; without
 * network it retries DNS forever), it says what did not happen and exits non-zero.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const OUTPUT = 'storybook-static';
/** The CLI's own variable for Chromatic's address (a test points it at a closed port). */
const INDEX_URL = process.env.CHROMATIC_INDEX_URL ?? 'https://index.chromatic.com';
const TIMEOUT_SECONDS = Number(process.env.CHROMATIC_TIMEOUT ?? 900);

function fail(what, hint) {
  console.error(`Chromatic: nothing was published: ${what}.${hint ? `\n${hint}` : ''}`);
  process.exit(1);
}

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  fail(
    'CHROMATIC_PROJECT_TOKEN is not set',
    'Set it to the project token from chromatic.com (Manage → Configure) and run `npm run chromatic` again; ' +
      'docs/testing.md says how to connect a project.',
  );
}

// Asking first spares a Storybook build of minutes when Chromatic is out of reach; any HTTP answer will do.
try {
  await fetch(INDEX_URL, { method: 'HEAD', signal: AbortSignal.timeout(15_000) });
} catch (error) {
  fail(`${INDEX_URL} could not be reached (${error.cause?.code ?? error.cause?.message ?? error.message})`);
}

const shallow = spawnSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' });
if (shallow.stdout?.trim() === 'true') {
  console.warn(
    'Chromatic: this is a shallow clone, so TurboSnap may not find its baseline build and snapshot every story ' +
      '(fetch the whole history: git fetch --unshallow).',
  );
}

const build = spawnSync('npm', ['run', 'build-storybook', '--', '--stats-json', OUTPUT], { stdio: 'inherit' });
if (build.status !== 0) fail('the Storybook build failed');

// The CLI itself, not through npx, so that the timeout stops the process that retries.
const cli = join(dirname(createRequire(import.meta.url).resolve('chromatic/package.json')), 'dist/bin.cjs');
const result = spawnSync(
  process.execPath,
  [cli, '--storybook-build-dir', OUTPUT, '--only-changed', '--exit-zero-on-changes', '--exit-once-uploaded'],
  { stdio: 'inherit', timeout: TIMEOUT_SECONDS * 1000 },
);
if (result.error?.code === 'ETIMEDOUT') {
  fail(`the Chromatic CLI did not finish within ${TIMEOUT_SECONDS}s (is the network reachable?)`);
}
if (result.status !== 0) {
  console.error(
    `Chromatic: the CLI exited with ${result.status ?? result.signal}: the build is unpublished or incomplete (see its output above).`,
  );
  process.exit(1);
}
console.info('Chromatic: published (see the build link above).');
