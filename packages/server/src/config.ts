/** Everything the server reads from its environment, in one place (documented in docs/operations.md). */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_TRUSTED_PROXIES } from './http/client-address';
import { readStoreConfig, type StoreConfig } from './storage/store-config';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Where uploaded files' bytes live: DATA_DIR/files, or an S3 bucket (FILE_STORE=s3, storage/store-config.ts). */
  fileStore: StoreConfig;
  /** PGlite in a worker thread (default); PGLITE_THREAD=0 runs it on the event loop. */
  pgliteThread: boolean;
  /** NODE_ENV=production: demo data and demo passwords refuse the start (serve.ts). */
  production: boolean;
  /** Demo data with published passwords: only when DEMO=1 asks for it (`npm start` does, on loopback). */
  demo: boolean;
  adminPassword?: string;
  trustProxy: boolean;
  /** Peers whose X-Forwarded-For is believed (addresses and subnets, comma-separated). */
  trustedProxies: string;
  /** How many of our proxies append to X-Forwarded-For in front of the server. */
  trustedProxyHops: number;
  adminDist?: string;
  /**
   * Server processes on one port (node:cluster, cluster/primary.ts): WORKERS, by default one per core on
   * PostgreSQL and 1 on the embedded database, which belongs to one process. Not a number ≥ 1, or above 1 without
   * DATABASE_URL: `workersProblem` says why the start is refused.
   */
  workers: number;
  workersProblem?: string;
}

/** Addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function readConfig(env: NodeJS.ProcessEnv): Config {
  const production = env.NODE_ENV === 'production';
  // Outside production the server listens on this machine only, unless HOST says otherwise.
  const host = env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  return {
    port: Number.parseInt(env.PORT ?? '8080', 10),
    host,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    fileStore: readStoreConfig(env),
    pgliteThread: env.PGLITE_THREAD !== '0' && env.PGLITE_THREAD !== 'false',
    production,
    // Demo data means logins with published passwords: never inferred (a loopback listener may sit behind a
    // reverse proxy on the same host), only asked for (ASVS 5.0 6.3.2).
    demo: env.DEMO === '1' || env.DEMO === 'true',
    ...(env.ADMIN_PASSWORD ? { adminPassword: env.ADMIN_PASSWORD } : {}),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    trustedProxies: env.TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES,
    trustedProxyHops: Number.parseInt(env.TRUSTED_PROXY_HOPS ?? '1', 10),
    ...(env.ADMIN_DIST ? { adminDist: resolve(env.ADMIN_DIST) } : {}),
    ...readWorkers(env),
  };
}

/** WORKERS (see Config.workers). */
function readWorkers(env: NodeJS.ProcessEnv): Pick<Config, 'workers' | 'workersProblem'> {
  const onPostgres = Boolean(env.DATABASE_URL);
  if (env.WORKERS === undefined || env.WORKERS === '') return { workers: onPostgres ? availableParallelism() : 1 };
  const workers = /^\d{1,3}$/.test(env.WORKERS) ? Number(env.WORKERS) : 0;
  if (workers < 1) return { workers: 1, workersProblem: `WORKERS must be a whole number from 1, not "${env.WORKERS}"` };
  if (workers > 1 && !onPostgres)
    return {
      workers: 1,
      workersProblem: `WORKERS=${workers} needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process`,
    };
  return { workers };
}
