/**
 * `npm run bench:load`: the built server under sustained mixed load, and after a crash.
 * 1. Mixed load, per driver (PGlite in a temp data dir; PostgreSQL in a throw-away database on
 *    postgres://postgres@127.0.0.1:5432, BENCH_PG_URL, skipped with a message if it does not answer):
 *    50 connections for BENCH_LOAD_SECONDS (60) cycling through user_info, the order list, the product list and
 *    creating a product; reports requests, errors (socket errors and timeouts), answers >= 500 (must be 0), and
 *    the server's resident memory (from the server monitor) 10 s in and at the end.
 * 2. kill -9 (PGlite): a stream of product creations, the server killed with SIGKILL mid-stream, restarted on the
 *    same data dir: every creation that answered code 1 must be there.
 * Prints a table, writes bench-results/load.json, stops its servers, exits 0 (a benchmark, not a test).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startRealServer } from '../../../scripts/lib/real-server.mjs';
import { ensureServerBuilt, serverDir } from './ensure-built.mjs';
import { databaseUrl, pgAdmin } from './pg-admin.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const ADMIN = { username: 'admin', password: 'Sb-WangLei#2026', remember: false };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = 1024 * 1024;

async function signIn(base) {
  const answer = await fetch(`${base}/behind/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return (await answer.json()).data.token;
}

/** The server's resident memory as its own monitor reports it. */
async function rss(base, token) {
  const answer = await fetch(`${base}/behind/monitor`, { headers: { 'admin-token': token } });
  const { data } = await answer.json();
  return data?.memory?.rss ?? data?.current?.memory?.rss ?? Number.NaN;
}

let serial = 0;
/** A product nobody else creates: a unique SKU per request (run id + counter). */
const run = Date.now().toString(36).toUpperCase();
const newProduct = () => {
  serial += 1;
  return JSON.stringify({
    sku: `LD-${run}-${serial}`,
    name: '压测功放',
    kind: 'amplifier',
    unit: '台',
    salePrice: 9900,
  });
};

async function mixedLoad(label, base) {
  const token = await signIn(base);
  const auth = { 'admin-token': token };
  const json = { ...auth, 'content-type': 'application/json' };
  const memory = [];
  const sampler = (async () => {
    await sleep(10_000);
    memory.push(await rss(base, token));
  })();
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: SECONDS,
    requests: [
      { method: 'POST', path: '/behind/user/user_info', headers: auth },
      { method: 'GET', path: '/behind/orders?page=1&pageSize=20&sort=-orderDate', headers: auth },
      { method: 'GET', path: '/behind/products?page=1&pageSize=20', headers: auth },
      {
        method: 'POST',
        path: '/behind/products',
        headers: json,
        setupRequest: (request) => ({ ...request, body: newProduct() }),
      },
    ],
  });
  await sampler;
  memory.push(await rss(base, token));
  const status5xx = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, stats]) => sum + stats.count, 0);
  const row = {
    driver: label,
    seconds: SECONDS,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    status5xx,
    non2xx: result.non2xx,
    rssAt10sMb: Math.round(memory[0] / MB),
    rssAtEndMb: Math.round(memory[1] / MB),
  };
  console.info(
    `${label.padEnd(9)} ${row.requests} requests (${row.reqPerSec}/s, p99 ${row.p99} ms), errors ${row.errors}, ` +
      `answers >= 500: ${row.status5xx}, other non-2xx ${row.non2xx - row.status5xx}; RSS ${row.rssAt10sMb} MB at 10 s, ${row.rssAtEndMb} MB at the end`,
  );
  return row;
}

function spawnServer(port, dataDir) {
  return spawn(process.execPath, [join(serverDir, 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1' },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
}

async function waitHealthy(base) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/behind/health`)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error('the server did not start');
}

/** Writes until killed with SIGKILL, restarts on the same data dir, checks every acknowledged write. */
async function killNine() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-load-kill-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  try {
    let child = spawnServer(port, dataDir);
    await waitHealthy(base);
    const token = await signIn(base);
    const acknowledged = [];
    let failed = 0;
    const writer = async () => {
      for (;;) {
        try {
          const answer = await fetch(`${base}/behind/products`, {
            method: 'POST',
            headers: { 'admin-token': token, 'content-type': 'application/json' },
            body: newProduct(),
          });
          const body = await answer.json();
          if (body.code === 1) acknowledged.push(body.data.id);
        } catch {
          failed += 1;
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    await sleep(3_000);
    child.kill('SIGKILL');
    await Promise.all(writers);
    child = spawnServer(port, dataDir);
    await waitHealthy(base);
    const again = await signIn(base);
    let missing = 0;
    for (const id of acknowledged) {
      const answer = await fetch(`${base}/behind/products/${id}`, { headers: { 'admin-token': again } });
      if ((await answer.json()).code !== 1) missing += 1;
    }
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    const row = { acknowledged: acknowledged.length, missing, cutOff: failed };
    console.info(
      `kill -9   ${row.acknowledged} writes acknowledged before SIGKILL, ${row.missing} missing after the restart`,
    );
    return row;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureServerBuilt();
const results = { load: [], killNine: null };
{
  const server = await startRealServer({ prefix: 'sb-load-' });
  try {
    results.load.push(await mixedLoad('pglite', server.base));
  } finally {
    await server.stop();
  }
}
const database = `sb_load_${Date.now().toString(36)}`;
try {
  await pgAdmin(`CREATE DATABASE "${database}"`);
  const server = await startRealServer({ prefix: 'sb-load-pg-', env: { DATABASE_URL: databaseUrl(database) } });
  try {
    results.load.push(await mixedLoad('postgres', server.base));
  } finally {
    await server.stop();
    await pgAdmin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  }
} catch (error) {
  console.warn(`PostgreSQL half skipped: ${error.message}`);
}
results.killNine = await killNine();
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/load.json', JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2));
const bad = results.load.some((row) => row.errors > 0 || row.status5xx > 0) || results.killNine.missing > 0;
console.info(
  bad ? '\n!!! errors, answers >= 500 or lost writes: see above !!!' : '\nno errors, no answer >= 500, no lost write',
);
