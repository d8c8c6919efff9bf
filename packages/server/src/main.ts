/**
 * The server process: lock + open the database, migrate, seed on first start and bring the seeded system data up
 * to date on every start (seed/upgrade.ts), serve /behind and /admin on PORT, and shut down gracefully on
 * SIGTERM/SIGINT (in-flight requests finish, the database closes, the lock goes).
 */
import type { Server as HttpServer } from 'node:http';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { listenForAuthChanges } from './auth/session-listener';
import { isLoopback, readConfig } from './config';
import { startPoolSweep } from './crm/pool-sweep';
import { migrationsFolder, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { proxyTrust } from './http/client-address';
import { startJobRunner } from './jobs/queue';
import { jsonLogger } from './log';
import { seedIfEmpty } from './seed';
import { usersWithDemoPasswords } from './seed/demo-passwords';
import { DEMO_USERS } from './seed/roles';
import { upgradeSystemData } from './seed/upgrade';
import { mountAdmin } from './static/admin';
import { mountStorybook } from './static/storybook';
import { moveBlobs } from './storage/move-blobs';
import { describeStore, openFileStore } from './storage/store-config';

const startedAt = performance.now();
const config = readConfig(process.env);
const log = jsonLogger;

/**
 * Start-up phases (ms), logged as one line once listening: what a slow start spent its time on. `npm start`
 * passes the builds it ran first (START_BUILD_PHASES, e.g. {"buildStorybook":25000}).
 */
const phases: Record<string, number> = buildPhases(process.env.START_BUILD_PHASES);
let phaseStart = performance.now();
const phaseDone = (name: string) => {
  const at = performance.now();
  phases[name] = Math.round(at - phaseStart);
  phaseStart = at;
};

function buildPhases(json: string | undefined): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, ms]) => typeof ms === 'number'));
  } catch {
    return {};
  }
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config);
  phaseDone('openDatabase');
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const files = openFileStore(config.fileStore, config.dataDir);
log('info', 'file store', describeStore(config.fileStore, config.dataDir));

let generated: string | undefined;
/** Out of demo mode: demo users of an earlier demo start whose published password still works. */
let demoLeftovers: string[] = [];
await database.migrate(async (db) => {
  phaseDone('migrate');
  const result = await seedIfEmpty(db, {
    demo: config.demo,
    files,
    ...(config.adminPassword ? { adminPassword: config.adminPassword } : {}),
  });
  generated = result.generatedAdminPassword;
  if (result.seeded) log('info', 'seeded an empty database', { demo: config.demo });
  phaseDone('seed');
  if (!config.demo) demoLeftovers = await usersWithDemoPasswords(db);
  const upgraded = await upgradeSystemData(db);
  phaseDone('upgradeSystemData');
  if (Object.values(upgraded).some((changes) => changes > 0)) {
    log('info', 'brought seeded system data up to date', { ...upgraded });
  }
  // Bytes still in the database (old product pictures, avatars) go to the file store; nothing left: one query each.
  const moved = await moveBlobs(db, files);
  phaseDone('moveBlobs');
  if (moved.files + moved.merged + moved.avatars > 0)
    log('info', 'moved stored bytes into the file store', { ...moved });
  if (moved.skipped.length > 0) {
    log('warn', 'old pictures not moved: a different material already has their id', { ids: moved.skipped });
  }
});

const deps = {
  db: database.db,
  dbKind: database.kind,
  ping: () => database.ping(),
  dbStats: () => database.stats(),
  now: () => new Date(),
  log,
  trustProxy: config.trustProxy,
  files,
  proxyTrust: proxyTrust(config.trustedProxies, config.trustedProxyHops),
};
// On PostgreSQL the session cache is on only while this process hears the other processes' auth changes.
const authListener =
  config.databaseUrl && database.kind === 'postgres' ? await listenForAuthChanges(config.databaseUrl, deps) : null;
const app = createApp(deps);
// The shared customer pool's reclaim and warnings: every process sweeps; row locks keep each change single.
const poolSweep = startPoolSweep(deps);
// Scheduled work (publishing at a time …): runs at start, so a job due during downtime is not missed.
const stopJobs = startJobRunner(deps);
const packagesDir = join(dirname(migrationsFolder()), '..');
const adminDist = config.adminDist ?? join(packagesDir, 'admin', 'dist');
mountAdmin(app, adminDist);
// The designers' workbench: the repository's Storybook build and the visual report beside the kit.
mountStorybook(app, join(packagesDir, '..', 'storybook-static'), join(packagesDir, 'ui', 'visual-report'));

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  phaseDone('listen');
  log('info', 'started', { ...phases, totalMs: Math.round(performance.now() - startedAt) });
  const url = `http://localhost:${info.port}/admin/`;
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.info(`\nSoundboard is running: ${url}   (API: http://localhost:${info.port}/behind/, database: ${where})`);
  if (config.demo) {
    console.info('Demo logins (demo mode: on by default only when listening on loopback; DEMO=0 turns it off):');
    for (const user of DEMO_USERS)
      console.info(`  ${user.username.padEnd(10)} ${user.password.padEnd(18)} role ${user.role}`);
  }
  if (demoLeftovers.length > 0) {
    log('warn', 'demo users still have their published demo passwords: change or disable them', {
      users: demoLeftovers,
    });
  }
  if (config.demo && !isLoopback(config.host)) {
    log('warn', 'demo logins with published passwords are reachable from the network (DEMO=1 on a non-loopback HOST)', {
      host: config.host,
    });
  }
  if (generated) {
    console.info(
      `\nFirst admin created: username "admin", password "${generated}" — shown once, change it after signing in.`,
    );
  }
  console.info('');
});

/** Requests still running this long after SIGTERM (a long CSV export) are cut, so the database closes in time. */
const GRACE_MS = 8_000;
/** Last resort if closing itself hangs: exit anyway (a PGlite data dir then recovers at the next start). */
const FORCE_EXIT_MS = 15_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log('info', 'shutting down', { signal });
  const force = setTimeout(() => {
    log('warn', `forced exit after ${FORCE_EXIT_MS / 1000} s`);
    process.exit(1);
  }, FORCE_EXIT_MS);
  force.unref();
  const http = server as HttpServer;
  const closed = new Promise<void>((resolve) => http.close(() => resolve()));
  http.closeIdleConnections();
  const cut = setTimeout(() => {
    log('warn', 'ending requests still running at the grace deadline', { graceMs: GRACE_MS });
    http.closeAllConnections();
  }, GRACE_MS);
  await closed;
  clearTimeout(cut);
  await authListener?.close();
  await poolSweep.stop();
  await stopJobs();
  await database.close();
  log('info', 'stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
