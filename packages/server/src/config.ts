/** Everything the server reads from its environment, in one place (documented in packages/server/README.md). */
import { resolve } from 'node:path';
import { DEFAULT_TRUSTED_PROXIES } from './http/client-address';

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
  /** Peers whose X-Forwarded-For is believed (addresses and subnets, comma-separated). */
  trustedProxies: string;
  /** How many of our proxies append to X-Forwarded-For in front of the server. */
  trustedProxyHops: number;
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
    trustedProxies: env.TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES,
    trustedProxyHops: Number.parseInt(env.TRUSTED_PROXY_HOPS ?? '1', 10),
    ...(env.ADMIN_DIST ? { adminDist: resolve(env.ADMIN_DIST) } : {}),
  };
}
