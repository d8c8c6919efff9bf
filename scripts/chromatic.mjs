/**
 * `npm run chromatic`: publishes Storybook to Chromatic for cloud visual review. Needs CHROMATIC_PROJECT_TOKEN
 * and network access to Chromatic; without a token it explains and exits 0 (CI never calls it). The CLI is
 * bounded by a timeout because without network it retries DNS forever.
 */
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.info(
    'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.\n' +
      'Set it to the project token from chromatic.com and run `npm run chromatic` again.',
  );
  process.exit(0);
}

const TIMEOUT_SECONDS = Number(process.env.CHROMATIC_TIMEOUT ?? 900);
const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--exit-once-uploaded'],
  { stdio: 'inherit', timeout: TIMEOUT_SECONDS * 1000, env: process.env },
);
if (result.error?.code === 'ETIMEDOUT') {
  console.error(`Chromatic did not finish within ${TIMEOUT_SECONDS}s (is the network reachable?)`);
  process.exit(1);
}
process.exit(result.status ?? 1);
