import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const SCRIPT = fileURLToPath(new URL('chromatic.mjs', import.meta.url));

/** Runs `npm run chromatic`'s script with the environment minus its Chromatic variables, plus `env`. */
function chromatic(env: Record<string, string> = {}) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CHROMATIC_')));
  return spawnSync(process.execPath, [SCRIPT], { env: { ...base, ...env }, encoding: 'utf8', timeout: 30_000 });
}

/** A local port nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm run chromatic never succeeds without publishing', () => {
  test('without a token it says nothing was published and why, and fails', () => {
    const run = chromatic();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Chromatic: nothing was published: CHROMATIC_PROJECT_TOKEN is not set.');
  });

  test('when Chromatic cannot be reached it fails before building Storybook', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const run = chromatic({ CHROMATIC_PROJECT_TOKEN: 'not-a-token', CHROMATIC_INDEX_URL: url });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Chromatic: nothing was published: ${url} could not be reached (ECONNREFUSED).`);
    expect(run.stdout).not.toContain('build-storybook');
  });
});
