/**
 * Two real server processes on one PostgreSQL database behind one port, as when scaling out: a throw-away
 * database (named sbt_…, like the server suites' ones), both servers on it, and a small router in front that
 * sends a request to the process its BACKEND_HEADER names (the first without one). Streams pass through as they
 * come. `env` reaches both processes (the scale-out test points both at one S3-compatible store with it), and
 * `backends` are their own addresses, for asking one of them without the router. Used by the message centre's
 * PostgreSQL walk and the scale-out test; the caller stops it.
 */
import http from 'node:http';
import pg from 'pg';
import { freePort, startRealServer } from './real-server.mjs';

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BACKEND_HEADER = 'x-soundboard-backend';

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** null when PostgreSQL answers, else why not. */
export async function postgresDown() {
  try {
    await adminQuery('select 1');
    return null;
  } catch (error) {
    return error?.message || String(error);
  }
}

function route(backends) {
  return http.createServer((request, response) => {
    const chosen = backends[Number(request.headers[BACKEND_HEADER] ?? 0)] ?? backends[0];
    const target = new URL(chosen.base);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    // A browser that goes away ends its stream upstream too.
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
}

/** A new empty PostgreSQL database (named sbt_…): its URL, and `drop` to remove it. */
export async function throwAwayDatabase() {
  const name = `sbt_e2e_${process.pid}_${Date.now() % 1_000_000}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  return { url: url.toString(), drop };
}

/** @param {{ env?: Record<string, string> }} [options] env: extra environment for both server processes. */
export async function startTwoProcessSite({ env = {} } = {}) {
  const database = await throwAwayDatabase();
  const backends = [];
  const router = route(backends);
  const stop = async () => {
    router.closeAllConnections?.();
    await new Promise((resolve) => router.close(() => resolve(undefined)));
    await Promise.all(backends.map((backend) => backend.stop()));
    await database.drop();
  };
  try {
    const shared = { ...env, DATABASE_URL: database.url };
    // One after the other: the first migrates and seeds, the second finds it done.
    backends.push(await startRealServer({ env: shared, prefix: 'sb-pg-a-' }));
    backends.push(await startRealServer({ env: shared, prefix: 'sb-pg-b-' }));
    const port = await freePort();
    await new Promise((resolve) => router.listen(port, '127.0.0.1', () => resolve(undefined)));
    return {
      base: `http://127.0.0.1:${port}`,
      via: (index) => ({ [BACKEND_HEADER]: String(index) }),
      backends: backends.map((backend) => backend.base),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
