/**
 * A server process (main.ts starts one, or several under cluster/primary.ts): lock + open the database, migrate, seed on first start and bring the seeded system data up
 * to date on every start (seed/upgrade.ts), serve /behind and /admin on PORT, and shut down gracefully on
 * SIGTERM/SIGINT (in-flight requests finish, the database closes, the lock goes).
 */
import type { Server as HttpServer } from 'node:http';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { RESOURCES } from '@soundboard/contract';
import { createApp } from './app';
import { startLoginAttemptPrune } from './auth/login-attempt-prune';
import { printsBanner, workerName } from './cluster/primary';
import { isLoopback, readConfig } from './config';
import { startPoolSweep } from './crm/pool-sweep';
import { migrationsFolder, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { proxyTrust } from './http/client-address';
import { startJobRunner } from './jobs/queue';
import { jsonLogger } from './log';
import { listenForChanges } from './notifications/listen';
import { messageBus } from './notifications/message-bus';
import { startOfflineWatch } from './player/offline-notices';
import { fillSearchNames } from './search/pinyin-index';
import { loadSecretKeyOrStop, sealSecretsOrStop } from './secrets/start';
import { seedIfEmpty } from './seed';
import { DEMO_IN_PRODUCTION, demoPasswordsInProduction, usersWithDemoPasswords } from './seed/demo-passwords';
import { DEMO_USERS } from './seed/roles';
import { upgradeSystemData } from './seed/upgrade';
import { mountAdmin } from './static/admin';
import { mountStorybook } from './static/storybook';
import { moveBlobs } from './storage/move-blobs';
import { describeStore, openFileStore } from './storage/store-config';
import { crawlerRoutes } from './storefront/sitemap';

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

// Demo mode publishes passwords: production refuses it outright (ASVS 5.0 6.3.2).
if (config.production && config.demo) {
  console.error(`\n✖ ${DEMO_IN_PRODUCTION}\n`);
  process.exit(1);
}

// Secrets at rest (TOTP secrets, signing keys) are sealed with this key: a bad key file stops the start.
const secretKeyring = loadSecretKeyOrStop(process.env, config.dataDir);

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

/** Where a generated first-admin password was written (only its path is printed). */
let adminPasswordFile: string | undefined;
/** Out of demo mode: demo users of an earlier demo start whose published password still works. */
let demoLeftovers: string[] = [];
await database.migrate(async (db) => {
  phaseDone('migrate');
  const sealed = await sealSecretsOrStop(db, secretKeyring);
  if (sealed > 0) log('info', 'sealed secrets stored in clear by an older version', { values: sealed });
  const result = await seedIfEmpty(db, {
    demo: config.demo,
    files,
    passwordDir: config.dataDir,
    ...(config.adminPassword ? { adminPassword: config.adminPassword } : {}),
  });
  adminPasswordFile = result.adminPasswordFile;
  if (result.seeded) log('info', 'seeded an empty database', { demo: config.demo });
  phaseDone('seed');
  if (!config.demo) demoLeftovers = await usersWithDemoPasswords(db);
  if (config.production && demoLeftovers.length > 0) return;
  const upgraded = await upgradeSystemData(db);
  phaseDone('upgradeSystemData');
  // Records older than the palette's pinyin index, or written outside the resource framework (search/pinyin-index.ts).
  const named = await fillSearchNames(db, Object.values(RESOURCES));
  if (named > 0) log('info', 'indexed names for the command palette', { records: named });
  phaseDone('fillSearchNames');
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

if (config.production && demoLeftovers.length > 0) {
  console.error(`\n✖ ${demoPasswordsInProduction(demoLeftovers)}\n`);
  await database.close();
  process.exit(1);
}

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
  instance: workerName(),
};
// On PostgreSQL the session cache is on only while this process hears the other processes' auth changes.
// The same connection hears the message streams' wakes from other processes (notifications/message-bus.ts).
const authListener =
  config.databaseUrl && database.kind === 'postgres' ? await listenForChanges(config.databaseUrl, deps) : null;
const app = createApp(deps);
// The shared customer pool's reclaim and warnings: every process sweeps; row locks keep each change single.
const poolSweep = startPoolSweep(deps);
// Scheduled work (publishing at a time …): runs at start, so a job due during downtime is not missed.
const stopJobs = startJobRunner(deps);
// Players silent too long are told to the stores' staff: every process looks; a row per episode keeps it single.
const offlineWatch = startOfflineWatch(deps);
// Login attempts older than the throttle's window: every process prunes, in batches that skip locked rows.
const loginAttemptPrune = startLoginAttemptPrune(deps);
const packagesDir = join(dirname(migrationsFolder()), '..');
const adminDist = config.adminDist ?? join(packagesDir, 'admin', 'dist');
// robots.txt and /storefront/sitemap.xml (storefront/sitemap.ts): before the storefront build's index.html fallback.
app.route('/', crawlerRoutes);
mountAdmin(app, adminDist);
// The designers' workbench: the repository's Storybook build and the visual report beside the kit.
mountStorybook(app, join(packagesDir, '..', 'storybook-static'), join(packagesDir, 'ui', 'visual-report'));

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  phaseDone('listen');
  log('info', 'started', { ...phases, totalMs: Math.round(performance.now() - startedAt) });
  if (!printsBanner()) return;
  const url = `http://localhost:${info.port}/admin/`;
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.info(`\nSoundboard is running: ${url}   (API: http://localhost:${info.port}/behind/, database: ${where})`);
  if (config.demo) {
    console.info('Demo logins (demo mode, asked for with DEMO=1; without DEMO=1 there are none):');
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
  if (adminPasswordFile) {
    console.info(
      `\nFirst admin created: username "admin", its password is in ${adminPasswordFile} (readable by this user only); ` +
        'it must be changed at the first sign-in; delete the file then.',
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
  // Live message streams never go idle on their own: they end now, so closing the server does not wait for them.
  messageBus(deps).shutdown();
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
  await offlineWatch.stop();
  await loginAttemptPrune.stop();
  await database.close();
  log('info', 'stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
