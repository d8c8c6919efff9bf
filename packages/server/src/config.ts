/** Everything the server reads from its environment, in one place (documented in packages/server/README.md). */
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** PGlite in a worker thread (default); PGLITE_THREAD=0 runs it on the event loop. */
  pgliteThread: boolean;
  demo: boolean;
  adminPassword?: string;
  trustProxy: boolean;
  adminDist?: string;
}

export function readConfig(env: NodeJS.ProcessEnv): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number.parseInt(env.PORT ?? '8080', 10),
    host: env.HOST ?? '0.0.0.0',
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    pgliteThread: env.PGLITE_THREAD !== '0' && env.PGLITE_THREAD !== 'false',
    // Demo data (and demo passwords) unless production or DEMO=0.
    demo: env.DEMO !== undefined ? env.DEMO !== '0' && env.DEMO !== 'false' : !production,
    ...(env.ADMIN_PASSWORD ? { adminPassword: env.ADMIN_PASSWORD } : {}),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    ...(env.ADMIN_DIST ? { adminDist: resolve(env.ADMIN_DIST) } : {}),
  };
}
