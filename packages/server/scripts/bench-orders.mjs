/**
 * `npm run bench:orders`: the order list at scale. For PGlite (a temporary data dir) and PostgreSQL (a throw-away
 * database on postgres://postgres@127.0.0.1:5432, BENCH_PG_URL; skipped with a message if it does not answer):
 * seed the demo plus BENCH_ORDERS (100,000) large orders with the built seed:large, start the built server on it
 * (one process), and time GET /behind/orders and the Workplace over HTTP — sequential requests from one client
 * (fetch), BENCH_REQUESTS (300) per case after 10 warm-up requests, BENCH_RUNS (3) rounds over all cases —
 * reporting the median over the rounds of p50 / p99 beside the budgets of issues 14 and 38 (ok / OVER). Then one
 * CSV export of every order (GET /behind/orders/export, read as it streams; BENCH_EXPORT=0 skips it) while the
 * server process's resident memory (VmRSS, /proc) is sampled every 50 ms: its peak against the idle figure before.
 * BENCH_DRIVERS (pglite,postgres) picks the drivers — `BENCH_ORDERS=1000000 BENCH_DRIVERS=postgres` is the
 * million on PostgreSQL. Also reports the seed's time and the database's size on disk. Prints a table, writes
 * bench-results/orders.json (bench-results/orders-<N>.json for another size than 100,000).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startRealServer } from '../../../scripts/lib/real-server.mjs';
import { ensureServerBuilt, serverDir } from './ensure-built.mjs';
import { databaseUrl, PG_ADMIN, pgAdmin } from './pg-admin.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',').map((name) => name.trim());
const EXPORT = process.env.BENCH_EXPORT !== '0';

/**
 * The list screen's queries: a filter + sort + deep page, the same depth 100 a page, a broad search (a month:
 * 3% of the orders), a narrow one (a number's tail, what staff type from a document), the first page. The last
 * entry is the budget of issue 14 (ms, at >= 100,000 orders, both drivers), if the case has one.
 */
const CASES = [
  [
    'completed, -orderDate, page 250 × 20',
    'status=completed&sort=-orderDate&page=250&pageSize=20',
    20,
    { p50: 15, p99: 40 },
  ],
  ['completed, -orderDate, page 50 × 100', 'status=completed&sort=-orderDate&page=50&pageSize=100', 100],
  ['search q=202403, page 1 × 20', 'q=202403&page=1&pageSize=20', 20, { p50: 50 }],
  ['search q=54321, page 1 × 20', 'q=54321&page=1&pageSize=20', 20],
  ['default (-orderNo), page 1 × 20', 'page=1&pageSize=20', 20, { p50: 10 }],
  // A customer's name and a company's name (four characters of the first customer's and of the last company's,
  // found at start: demo customers, each with its share of the large orders) — issue 38.
  ['search a customer name, page 1 × 20', 'q={customer}&page=1&pageSize=20', 20, { p50: 50 }],
  ['search a company name, page 1 × 20', 'q={company}&page=1&pageSize=20', 20, { p50: 50 }],
  // The Workplace: sales from the maintained daily totals, the counters, the latest orders, low stock — issue 38.
  ['Workplace (GET /behind/dashboard/workplace)', 'workplace', 0, { p50: 20 }],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** "p50 ≤ 15 ok, p99 ≤ 40 OVER" for a case's budget, and whether all of it is met. */
function verdict(result, budget) {
  if (!budget) return { text: '', met: true };
  const parts = Object.entries(budget).map(([key, limit]) => {
    const met = result[key] <= limit;
    return { met, text: `${key} ≤ ${limit} ${met ? 'ok' : 'OVER'}` };
  });
  return { text: parts.map((part) => part.text).join(', '), met: parts.every((part) => part.met) };
}

/** Runs the built seed:large (demo seed of the empty database first) and returns its timings from its output. */
function seedLarge(env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(serverDir, 'dist', 'seed-large.js'), String(ORDERS)], {
      env: { ...process.env, DEMO: '1', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(`    ${String(chunk).trimEnd().replaceAll('\n', '\n    ')}\n`);
    });
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`seed:large exited with ${code}`));
      const seconds = (pattern) => Number(output.match(pattern)?.[1] ?? Number.NaN);
      resolve({
        demoSeedS: seconds(/Seeded the empty database \(demo data\) in ([\d.]+) s/),
        largeS: seconds(/added [\d,]+ orders in ([\d.]+) s/),
        wallS: Math.round((performance.now() - started) / 100) / 10,
      });
    });
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

async function getData(url, token) {
  const response = await fetch(url, { headers: { 'admin-token': token } });
  const body = await response.json();
  if (body.code !== 1) throw new Error(`${url}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

async function timeCase(base, token, query, expectedRows) {
  const workplace = query === 'workplace';
  const url = workplace ? `${base}/behind/dashboard/workplace` : `${base}/behind/orders?${query}`;
  const get = () => getData(url, token);
  const first = await get();
  if (workplace) {
    if (first.trend?.length !== 30 || !Array.isArray(first.recentOrders))
      throw new Error(`workplace: ${JSON.stringify(first).slice(0, 300)}`);
    first.list = first.recentOrders;
    first.total = first.recentOrders.length;
  } else if (first.list.length !== Math.min(expectedRows, first.total))
    throw new Error(`${query}: ${first.list.length} rows of ${first.total}`);
  for (let i = 0; i < 10; i++) await get();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await get();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    total: first.totalCapped ? `${first.total}+` : first.total,
    rows: first.list.length,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
  };
}

async function benchDriver(name, env) {
  console.info(`\n${name}: demo seed + ${ORDERS.toLocaleString('en')} large orders`);
  const seed = await seedLarge(env);
  const server = await startRealServer({ env, prefix: 'sb-bench-orders-' });
  try {
    const login = await fetch(`${server.base}/behind/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Sb-WangLei#2026' }),
    });
    const token = (await login.json()).data.token;
    const nameOf = async (path) => (await getData(`${server.base}${path}&pageSize=1`, token)).list[0].name;
    const names = {
      customer: (await nameOf('/behind/customers?sort=id')).slice(2, 6),
      company: (await nameOf('/behind/companies?sort=-id')).slice(2, 6),
    };
    const cases = CASES.map(([label, query, ...rest]) => [
      label,
      query.replace(/\{(\w+)\}/, (_, key) => encodeURIComponent(names[key])),
      ...rest,
    ]);
    console.info(`  names searched: customer "${names.customer}", company "${names.company}"`);
    const runs = CASES.map(() => []);
    for (let run = 1; run <= RUNS; run++) {
      console.info(`  run ${run} of ${RUNS}`);
      for (const [index, [label, query, rows]] of cases.entries()) {
        const result = await timeCase(server.base, token, query, rows);
        runs[index].push(result);
        console.info(
          `    ${label.padEnd(38)} total ${String(result.total).padStart(6)}  p50 ${result.p50} ms  p99 ${result.p99} ms`,
        );
      }
    }
    const results = cases.map(([label, query, , budget], index) => {
      const result = {
        total: runs[index][0].total,
        rows: runs[index][0].rows,
        p50: median(runs[index].map((run) => run.p50)),
        p99: median(runs[index].map((run) => run.p99)),
        runs: runs[index].map(({ p50, p99 }) => ({ p50, p99 })),
      };
      const { text, met } = verdict(result, budget);
      return { case: label, query, ...result, ...(budget ? { budget, met } : {}), verdict: text };
    });
    const exported = EXPORT ? await exportAll(server, token) : null;
    return { driver: name, seed, size: await sizeOf(env), names, cases: results, export: exported };
  } finally {
    await server.stop();
  }
}

/** The resident memory of a process (VmRSS), in MB. */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 102.4) / 10 : Number.NaN;
}

/**
 * One CSV export of every order, read as it streams (counting rows, keeping nothing), while the server's VmRSS is
 * sampled every 50 ms; the idle figure is taken just before.
 */
async function exportAll(server, token) {
  const idleMb = rssMb(server.pid);
  let peakMb = idleMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(server.pid));
  }, 50);
  const started = performance.now();
  try {
    const response = await fetch(`${server.base}/behind/orders/export`, { headers: { 'admin-token': token } });
    if (!response.ok) throw new Error(`export: HTTP ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const result = { rows: lines - 1, mb: Math.round(bytes / 104_857.6) / 10, seconds, idleMb, peakMb };
    console.info(
      `  export: ${result.rows.toLocaleString('en')} rows, ${result.mb} MB in ${seconds} s; server RSS ${idleMb} MB idle, peak ${peakMb} MB`,
    );
    return result;
  } finally {
    clearInterval(sampler);
  }
}

/** The database's size on disk in MB: PostgreSQL's pg_database_size, or the PGlite data directory's files. */
async function sizeOf(env) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT pg_database_size(current_database())::bigint AS bytes');
      return Math.round(Number(rows[0].bytes) / 1_048_576);
    } finally {
      await client.end();
    }
  }
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
      const path = join(dir, entry.name);
      return sum + (entry.isDirectory() ? walk(path) : entry.isFile() ? statSync(path).size : 0);
    }, 0);
  return Math.round(walk(env.DATA_DIR) / 1_048_576);
}

ensureServerBuilt();
const started = performance.now();
const results = [];
if (DRIVERS.includes('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-orders-data-'));
  try {
    results.push(await benchDriver('pglite', { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const database = `sb_bench_orders_${Date.now().toString(36)}`;
let pgReady = false;
if (DRIVERS.includes('postgres')) {
  try {
    await pgAdmin(`CREATE DATABASE "${database}"`);
    pgReady = true;
  } catch (error) {
    console.warn(`PostgreSQL half skipped: ${PG_ADMIN} does not answer (${error.message})`);
  }
}
if (pgReady) {
  try {
    results.push(await benchDriver('postgres', { DATABASE_URL: databaseUrl(database) }));
  } finally {
    await pgAdmin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  }
}

console.info(`\nMedians of ${RUNS} run(s) at ${ORDERS.toLocaleString('en')} orders; budgets (issues 14, 38):`);
console.info(`| case | ${results.map((r) => `${r.driver} p50 / p99 ms`).join(' | ')} | budget |`);
console.info(`| --- | ${results.map(() => '---').join(' | ')} | --- |`);
for (const [index, [label]] of CASES.entries()) {
  const figures = results.map((r) => {
    const c = r.cases[index];
    return `${c.p50} / ${c.p99}${c.verdict ? (c.met ? ' ok' : ' OVER') : ''}`;
  });
  const budget = CASES[index][3];
  const stated = budget
    ? Object.entries(budget)
        .map(([key, limit]) => `${key} ≤ ${limit}`)
        .join(', ')
    : '—';
  console.info(`| ${label} | ${figures.join(' | ')} | ${stated} |`);
}
for (const r of results) {
  for (const c of r.cases) if (c.verdict && !c.met) console.info(`OVER budget: ${r.driver}, ${c.case}: ${c.verdict}`);
}
for (const r of results) {
  console.info(
    `${r.driver}: demo seed ${r.seed.demoSeedS} s (with migrations), seed:large ${r.seed.largeS} s, database ${r.size} MB on disk`,
  );
  if (r.export)
    console.info(
      `${r.driver}: export of ${r.export.rows.toLocaleString('en')} rows (${r.export.mb} MB) in ${r.export.seconds} s, server RSS ${r.export.idleMb} MB idle, peak ${r.export.peakMb} MB`,
    );
}
mkdirSync('bench-results', { recursive: true });
const output = ORDERS === 100_000 ? 'bench-results/orders.json' : `bench-results/orders-${ORDERS}.json`;
writeFileSync(
  output,
  JSON.stringify({ orders: ORDERS, requests: REQUESTS, runs: RUNS, at: new Date().toISOString(), results }, null, 2),
);
console.info(`\nbench:orders done in ${Math.round((performance.now() - started) / 1000)} s; results in ${output}`);
