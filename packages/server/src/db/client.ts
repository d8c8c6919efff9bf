/**
 * The PGlite / PostgreSQL switch. Both give the same drizzle API over the same schema and migrations.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DbStats } from '../http/metrics';
import { type DataDirLock, lockDataDir } from './lock';
import { pgliteExtensions } from './pglite-extensions';
import { PgliteThread } from './pglite-thread';
import { retryConcurrentWrites } from './retry';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs migrations (and whatever `afterMigrate` does, e.g. seeding) once, even with several processes. */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  ping(): Promise<boolean>;
  /** Queue depth for the server monitor: statements waiting (and, on PostgreSQL, the pool's connections). */
  stats(): DbStats;
  close(): Promise<void>;
  /**
   * PGlite only: the whole data directory as a tarball (backup); uncompressed ('none') is larger but opens faster
   * (the tests' template).
   */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
}

/** drizzle/ sits beside src/ and dist/; walk up from this file to find it (works from source and bundle). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return join(dir, 'drizzle');
    dir = dirname(dir);
  }
  throw new Error('Migrations folder (drizzle/) not found');
}

// Any constant works: it serialises start-up migrations and seeding across processes sharing one PostgreSQL.
const MIGRATION_LOCK = 727_001;

export interface PgliteOptions {
  /** Persistent data dir (locked exclusively); omit for an in-memory database. */
  dataDir?: string;
  /**
   * A tarball from dumpDataDir to start from (tests use a migrated template). Bytes on a SharedArrayBuffer reach
   * the worker thread without a copy (the tests load one 57 MB template for every suite).
   */
  loadDataDir?: Blob | Uint8Array;
  /**
   * Run PGlite in a worker thread (the server's default): its WebAssembly PostgreSQL then no longer blocks the
   * HTTP event loop, so requests that need no database keep being answered under load (see README, bench:api).
   */
  thread?: boolean;
  /**
   * With `thread`: keep the thread when the database closes and open the next such database in it (the tests open
   * one per suite, and starting a thread, which loads PGlite's module anew, was a third of each opening).
   */
  reuseThread?: boolean;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) lock = lockDataDir(options.dataDir);
  try {
    const { loadDataDir } = options;
    const dataDir = options.dataDir ? { dataDir: join(options.dataDir, 'pg') } : {};
    // The thread client speaks the part of PGlite's API that drizzle and this file use.
    const thread = options.thread
      ? await PgliteThread.create({ ...dataDir, loadDataDir, reuseThread: options.reuseThread })
      : undefined;
    const client = thread
      ? (thread as unknown as PGlite)
      : await PGlite.create({
          ...dataDir,
          // Node's Blob copies shared bytes as it does any other (the DOM's types allow only unshared ones).
          ...(loadDataDir
            ? {
                loadDataDir:
                  loadDataDir instanceof Blob ? loadDataDir : new Blob([loadDataDir as Uint8Array<ArrayBuffer>]),
              }
            : {}),
          extensions: pgliteExtensions,
        });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      async migrate(afterMigrate) {
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
        await afterMigrate?.(db);
      },
      async ping() {
        await client.query('select 1');
        return true;
      },
      // In-process PGlite answers each statement before the caller can send another: nothing to count.
      stats: () => ({ kind: 'pglite', queued: thread?.queued ?? 0 }),
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock?.release();
        }
      },
      dump: (compression = 'gzip') => client.dumpDataDir(compression),
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'pg pool error', err: error.message })),
  );
  // Only PostgreSQL can deadlock: PGlite runs one transaction at a time.
  const db = retryConcurrentWrites(drizzlePg(pool, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzlePg(client, { schema });
        await migratePg(locked, { migrationsFolder: migrationsFolder() });
        await afterMigrate?.(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
      return true;
    },
    stats: () => ({
      kind: 'postgres',
      queued: pool.waitingCount,
      running: pool.totalCount - pool.idleCount,
      total: pool.totalCount,
      idle: pool.idleCount,
    }),
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

export function openDatabase(env: {
  databaseUrl?: string;
  dataDir: string;
  pgliteThread?: boolean;
}): Promise<Database> {
  return env.databaseUrl
    ? openPostgres(env.databaseUrl)
    : openPglite({ dataDir: env.dataDir, thread: env.pgliteThread ?? true });
}
