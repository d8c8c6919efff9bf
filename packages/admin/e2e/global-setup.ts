/**
 * Once per `e2e` run: build the admin app and the server from the current sources (unless `npm test` has just
 * built them and says so with E2E_BUILT=1), then start one real server per e2e worker, each on a free port with a
 * fresh embedded database (demo seed) in a temporary directory, and stop them afterwards. The demo database is
 * seeded once and each server starts on a copy of it: three servers seeding at once took over a minute.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { seedDataDir, startRealServer } from '../../../scripts/lib/real-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server address per worker (browser.ts's serverBase picks the worker's own). */
    e2eBases: string[];
  }
}

const root = fileURLToPath(new URL('../../..', import.meta.url));

function buildApp() {
  const result = spawnSync('node', ['scripts/build-for-e2e.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the admin app and the server failed');
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_BUILT !== '1') buildApp();
  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  // Scheduled articles publish within seconds of their time (the job runner's default is 15 s).
  const env = { JOB_INTERVAL_SECONDS: '5' };
  const seeded = await seedDataDir({ env, prefix: 'sb-e2e-seed-' });
  const servers = await Promise.all(
    Array.from({ length: count }, () => startRealServer({ prefix: 'sb-e2e-', env, from: seeded })),
  ).finally(() => rmSync(seeded, { recursive: true, force: true }));
  project.provide(
    'e2eBases',
    servers.map((server) => server.base),
  );
  return () => Promise.all(servers.map((server) => server.stop()));
}
