/**
 * The server process: lock + open the database, migrate, seed on first start and bring the seeded system data up
 * to date on every start (seed/upgrade.ts), serve /behind and /admin on PORT, and shut down gracefully on
 * SIGTERM/SIGINT (in-flight requests finish, the database closes, the lock goes).
 */
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { listenForAuthChanges } from './auth/session-listener';
import { readConfig } from './config';
import { migrationsFolder, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { jsonLogger } from './log';
import { seedIfEmpty } from './seed';
import { DEMO_USERS } from './seed/roles';
import { upgradeSystemData } from './seed/upgrade';
import { mountAdmin } from './static/admin';

const config = readConfig(process.env);
const log = jsonLogger;

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

let generated: string | undefined;
await database.migrate(async (db) => {
  const result = await seedIfEmpty(db, {
    demo: config.demo,
    ...(config.adminPassword ? { adminPassword: config.adminPassword } : {}),
  });
  generated = result.generatedAdminPassword;
  if (result.seeded) log('info', 'seeded an empty database', { demo: config.demo });
  const upgraded = await upgradeSystemData(db);
  if (Object.values(upgraded).some((changes) => changes > 0)) {
    log('info', 'brought seeded system data up to date', { ...upgraded });
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
};
// On PostgreSQL the session cache is on only while this process hears the other processes' auth changes.
const authListener =
  config.databaseUrl && database.kind === 'postgres' ? await listenForAuthChanges(config.databaseUrl, deps) : null;
const app = createApp(deps);
const adminDist = config.adminDist ?? join(dirname(migrationsFolder()), '..', 'admin', 'dist');
mountAdmin(app, adminDist);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}/admin/`;
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.info(`\nSoundboard is running: ${url}   (API: http://localhost:${info.port}/behind/, database: ${where})`);
  if (config.demo) {
    console.info('Demo logins (demo mode; DEMO=0 or NODE_ENV=production turns demo data off):');
    for (const user of DEMO_USERS)
      console.info(`  ${user.username.padEnd(10)} ${user.password.padEnd(14)} role ${user.role}`);
  }
  if (generated) {
    console.info(
      `\nFirst admin created: username "admin", password "${generated}" — shown once, change it after signing in.`,
    );
  }
  console.info('');
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log('info', 'shutting down', { signal });
  const force = setTimeout(() => {
    log('warn', 'forced exit after 10 s');
    process.exit(1);
  }, 10_000);
  force.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await authListener?.close();
  await database.close();
  log('info', 'stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
