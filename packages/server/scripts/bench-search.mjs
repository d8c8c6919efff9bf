/**
 * `npm run bench:search`: the command palette's search (GET /behind/search) at scale, on PGlite. Seeds the demo plus
 * BENCH_ORDERS (100,000) large orders with the built seed:large in a temporary data dir, starts the built server on
 * it and times sequential requests from one client (fetch): BENCH_REQUESTS (200) per query after 10 warm-up ones,
 * as the administrator (every kind, everyone's customers) and as a salesperson (a customer's ownership applied).
 * The queries: a sale order number's start (a month) and a whole number, a customer's pinyin initials, a product's
 * name's first two characters. Prints p50 / p95 beside
 * the 50 ms p50 budget and writes bench-results/search.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pinyin } from 'pinyin-pro';
import { startRealServer } from '../../../scripts/lib/real-server.mjs';
import { ensureServerBuilt, serverDir } from './ensure-built.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BUDGET_P50 = 50;

function run(file, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file} exited with ${code}`))));
  });
}

async function call(base, token, path, init = {}) {
  const response = await fetch(`${base}/behind${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { 'admin-token': token } : {}) },
  });
  const body = await response.json();
  if (body.code !== 1) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

const login = async (base, username, password) =>
  (await call(base, null, '/user/login', { method: 'POST', body: JSON.stringify({ username, password }) })).token;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

async function timeQuery(base, token, q) {
  const path = `/search?q=${encodeURIComponent(q)}`;
  const first = await call(base, token, path);
  for (let i = 0; i < 10; i++) await call(base, token, path);
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await call(base, token, path);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { hits: first.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

ensureServerBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-search-data-'));
const results = [];
try {
  console.info(`PGlite: demo seed + ${ORDERS.toLocaleString('en')} large orders`);
  await run(join(serverDir, 'dist', 'seed-large.js'), [String(ORDERS)], { DEMO: '1', DATA_DIR: dataDir });
  const server = await startRealServer({ env: { DATA_DIR: dataDir }, prefix: 'sb-bench-search-' });
  try {
    const admin = await login(server.base, 'admin', 'Sb-WangLei#2026');
    const sales = await login(server.base, 'sales', 'Sb-LiNa#2026');
    const [order] = (await call(server.base, admin, '/orders?pageSize=1&sort=orderNo')).list;
    const [customer] = (await call(server.base, sales, '/customers?pageSize=1&scope=mine')).list;
    const [product] = (await call(server.base, admin, '/products?pageSize=1')).list;
    const initials = pinyin(customer.name, { pattern: 'first', toneType: 'none', type: 'array' })
      .join('')
      .toLowerCase();
    const queries = [
      // A month's orders (about 3 % of them): the number's start as staff type it from a document.
      ['order number start', order.orderNo.slice(0, 8)],
      ['order number', order.orderNo],
      ['pinyin initials', initials],
      ['product name', product.name.slice(0, 2)],
    ];
    for (const [who, token] of [
      ['admin', admin],
      ['sales', sales],
    ]) {
      for (const [label, q] of queries) {
        const result = await timeQuery(server.base, token, q);
        results.push({ who, query: label, q, ...result, met: result.p50 <= BUDGET_P50 });
        console.info(
          `  ${who.padEnd(6)} ${label.padEnd(20)} q=${q.padEnd(12)} hits ${result.hits}  p50 ${result.p50} ms  p95 ${result.p95} ms`,
        );
      }
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.info(`\n| caller | query | q | hits | p50 ms | p95 ms | p50 ≤ ${BUDGET_P50} |`);
console.info('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of results)
  console.info(`| ${r.who} | ${r.query} | \`${r.q}\` | ${r.hits} | ${r.p50} | ${r.p95} | ${r.met ? 'ok' : 'OVER'} |`);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/search.json',
  JSON.stringify({ orders: ORDERS, requests: REQUESTS, at: new Date().toISOString(), results }, null, 2),
);
