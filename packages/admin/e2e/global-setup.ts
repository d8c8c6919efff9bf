/**
 * Once per `e2e` run: build the admin app and the server from the current sources, start the real server on a
 * free port with a fresh embedded database (demo seed) in a temporary directory, and stop it afterwards.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startRealServer } from '../../../scripts/lib/real-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBase: string;
  }
}

const packages = fileURLToPath(new URL('../..', import.meta.url));

function build(dir: string, args: string[]) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', ...args], {
    cwd: join(packages, dir),
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would build React's development runtime (StrictMode's double effects,
    // jsxDEV): the tests must drive the build users get.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`building ${dir} failed`);
}

export default async function setup(project: TestProject) {
  build('admin', []);
  build('server', []);
  // Scheduled articles publish within seconds of their time (the job runner's default is 15 s).
  const server = await startRealServer({ prefix: 'sb-e2e-', env: { JOB_INTERVAL_SECONDS: '5' } });
  project.provide('e2eBase', server.base);
  return server.stop;
}
