/**
 * `npm run bench:api`: autocannon on loopback against the built server, on PGlite and on PostgreSQL
 * (postgres://postgres@127.0.0.1:5432, a throw-away database; skipped with a message if it does not answer).
 * PGlite in its worker thread (the default); with BENCH_EVENT_LOOP=1 also `pglite-el` on the event loop
 * (PGLITE_THREAD=0). PostgreSQL with one server process and with two (`postgres-2w`, WORKERS=2). Cases: login, user_info, menu, find at 1, 10 and 50 connections, BENCH_SECONDS (default 3)
 * each; the budgeted ones (50 connections) BENCH_RUNS (default 3) times, their medians judged against issue 14's
 * budgets (ok / OVER printed at the end).
 * Then the body cases (bodyCases below); BENCH_ONLY=body runs only those, BENCH_ONLY=responsiveness only the next.
 * Also measures how a request that needs no database (the /admin/ page) fares while 50 connections load the
 * database: the event-loop question behind "move PGlite to a worker thread?".
 * Results are printed and written to bench-results/api.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureServerBuilt, serverDir } from './ensure-built.mjs';
import { databaseUrl, PG_ADMIN, pgAdmin } from './pg-admin.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Rounds of the budgeted figures (50 connections, and the no-database request under load): medians are judged. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The body cases' length (issue 38 asks for at least ten seconds each). */
const BODY_SECONDS = Number(process.env.BENCH_BODY_SECONDS ?? 10);
/**
 * Issue 14's budgets at 50 connections: req/s floors, p99 ceilings (ms). `noDb` is a request that needs no
 * database, measured while 50 connections load user_info.
 */
const BUDGETS = {
  postgres: { user_info: { reqPerSec: 2000 }, menu: { reqPerSec: 2500 }, find: { reqPerSec: 2500 } },
  pglite: { user_info: { reqPerSec: 600, p99: 150 } },
  noDb: { reqPerSec: 2000, p99: 10 },
};
const CONNECTIONS = [1, 10, 50];

async function startServer(port, env) {
  const child = spawn(process.execPath, [join(serverDir, 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Several workers: the primary says when all of them listen (cluster/primary.ts); one answers health earlier.
  let allListening = Number(env.WORKERS ?? 1) <= 1;
  child.stdout.on('data', (chunk) => {
    if (String(chunk).includes('server processes share the port')) allListening = true;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    try {
      if (allListening && (await fetch(`${base}/behind/health`)).ok) return { child, base };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Field-wise medians of several summaries. */
const medianOf = (results) =>
  Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));

const summary = (result) => ({
  reqPerSec: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

/**
 * What a request with a body costs (issue 38): user_info posted bare and with the JSON body `{}`, a supplier
 * created and then updated (one pair per iteration of each connection), and a filtered supplier list, each at 50
 * connections for BODY_SECONDS (the two user_info cases RUNS times each, in turns: medians).
 */
async function bodyCases(name, base, auth) {
  const json = { ...auth, 'content-type': 'application/json' };
  // Codes are unique: the two-worker run reuses the one-worker run's database.
  const stamp = Date.now().toString(36).toUpperCase();
  const supplier = (n) => ({ code: `B${stamp}-${n}`, name: `压测供应商 ${n}`, rating: 3, paymentTermDays: 30 });
  let created = 0;
  const cases = {
    user_info_bare: { method: 'POST', path: '/behind/user/user_info', headers: auth },
    user_info_body: { method: 'POST', path: '/behind/user/user_info', headers: json, body: '{}' },
    create_update: {
      requests: [
        {
          method: 'POST',
          path: '/behind/suppliers',
          headers: json,
          setupRequest: (request) => {
            created += 1;
            return { ...request, body: JSON.stringify(supplier(created)) };
          },
          onResponse: (_status, body, context) => {
            context.record = JSON.parse(body).data;
          },
        },
        {
          method: 'PUT',
          headers: json,
          setupRequest: (request, context) => {
            const record = context.record;
            if (!record) return { ...request, method: 'GET', path: '/behind/suppliers?pageSize=1', body: undefined };
            const { code, name: label, rating, paymentTermDays, version, id } = record;
            const body = JSON.stringify({
              code,
              name: `${label}·改`,
              rating: rating === 5 ? 4 : rating + 1,
              paymentTermDays,
              version,
            });
            return { ...request, path: `/behind/suppliers/${id}`, body };
          },
        },
      ],
    },
    list_filtered: {
      method: 'GET',
      path: `/behind/suppliers?q=${encodeURIComponent('音')}&ratingFrom=2&ratingTo=5&productKinds=speaker,amplifier&pageSize=20&sort=-rating`,
      headers: auth,
    },
  };
  const measure = async (spec) => {
    const result = summary(
      await run({ url: base + (spec.path ?? ''), connections: 50, duration: BODY_SECONDS, ...spec }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return result;
  };
  // The two user_info cases take turns, RUNS rounds each, and their medians count: one round of each swung by a
  // third either way on a 2-core machine that also runs the load generator.
  const turns = { user_info_bare: [], user_info_body: [] };
  for (let round = 0; round < RUNS; round += 1)
    for (const label of Object.keys(turns)) turns[label].push(await measure(cases[label]));
  const rows = [];
  for (const [label, spec] of Object.entries(cases)) {
    const result = turns[label] ? medianOf(turns[label]) : await measure(spec);
    rows.push({ driver: name, case: label, connections: 50, ...result });
    console.info(
      `${name.padEnd(9)} ${label.padEnd(15)} c=50 ${String(result.reqPerSec).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.errors ? `  errors ${result.errors}` : ''}`,
    );
  }
  const bare = rows.find((row) => row.case === 'user_info_bare');
  const body = rows.find((row) => row.case === 'user_info_body');
  console.info(
    `${name.padEnd(9)} a body costs ${((bare.reqPerSec / body.reqPerSec - 1) * 100).toFixed(0)} % over none (budget 20 %)`,
  );
  return rows;
}

async function benchDriver(name, env) {
  const { child, base } = await startServer(18000 + Math.floor(Math.random() * 1000), env);
  const rows = [];
  try {
    const login = await fetch(`${base}/behind/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Sb-WangLei#2026' }),
    });
    const token = (await login.json()).data.token;
    const auth = { 'admin-token': token };
    const cases = {
      login: {
        method: 'POST',
        path: '/behind/user/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'viewer', password: 'Sb-ZhaoMin#2026' }),
      },
      user_info: { method: 'POST', path: '/behind/user/user_info', headers: auth },
      menu: { method: 'POST', path: '/behind/user/menu', headers: auth },
      find: { method: 'GET', path: '/behind/user/find?id=2', headers: auth },
    };
    // 'responsiveness' skips the endpoint cases; 'body' runs the body cases only.
    const only = process.env.BENCH_ONLY;
    for (const [label, spec] of only === 'responsiveness' || only === 'body' ? [] : Object.entries(cases)) {
      for (const connections of CONNECTIONS) {
        // The budgeted case (50 connections, not login) runs RUNS times; its median counts.
        const rounds = connections === 50 && label !== 'login' ? RUNS : 1;
        const results = [];
        for (let round = 0; round < rounds; round += 1)
          results.push(summary(await run({ url: base + spec.path, connections, ...spec })));
        const result = medianOf(results);
        // Let requests still in flight (argon2 hashes queued by the login case) drain before the next case.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        rows.push({ driver: name, case: label, connections, ...result });
        console.info(
          `${name.padEnd(9)} ${label.padEnd(9)} c=${String(connections).padEnd(3)} ${String(result.reqPerSec).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.errors ? `  errors ${result.errors}` : ''}`,
        );
      }
    }
    if (only !== 'responsiveness') rows.push(...(await bodyCases(name, base, auth)));
    if (only === 'body') return { rows, responsiveness: null };
    // Event-loop check: a request needing no database, measured while 50 connections hammer user_info.
    const sides = [];
    const loads = [];
    for (let round = 0; round < RUNS; round += 1) {
      const [loaded, side] = await Promise.all([
        run({ url: `${base}/behind/user/user_info`, method: 'POST', headers: auth, connections: 50, workers: 1 }),
        run({ url: `${base}/admin/`, connections: 1 }),
      ]);
      sides.push(summary(side));
      loads.push(summary(loaded));
    }
    const idle = summary(await run({ url: `${base}/admin/`, connections: 1 }));
    const responsiveness = { driver: name, noDbIdle: idle, noDbUnderLoad: medianOf(sides), load: medianOf(loads) };
    const under = responsiveness.noDbUnderLoad;
    console.info(
      `${name.padEnd(9)} no-DB page: idle ${idle.reqPerSec} req/s p50 ${idle.p50} ms p99 ${idle.p99} ms; ` +
        `while user_info runs at c=50 (${responsiveness.load.reqPerSec} req/s): ` +
        `${under.reqPerSec} req/s p50 ${under.p50} ms p99 ${under.p99} ms`,
    );
    return { rows, responsiveness };
  } finally {
    await stop(child);
  }
}

ensureServerBuilt();
const started = Date.now();
const results = [];
// PGlite in its worker thread (the default); BENCH_EVENT_LOOP=1 adds it on the event loop (PGLITE_THREAD=0), to
// show the difference.
for (const [name, thread] of [['pglite', '1'], ...(process.env.BENCH_EVENT_LOOP === '1' ? [['pglite-el', '0']] : [])]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-'));
  try {
    results.push(await benchDriver(name, { DATA_DIR: dataDir, PGLITE_THREAD: thread }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const database = `sb_bench_${Date.now().toString(36)}`;
let pgReady = false;
try {
  await pgAdmin(`CREATE DATABASE "${database}"`);
  pgReady = true;
} catch (error) {
  console.warn(`PostgreSQL half skipped: ${PG_ADMIN} does not answer (${error.message})`);
}
if (pgReady) {
  try {
    // One event loop, then two (WORKERS=2, node:cluster) on the same database: the second start finds it seeded.
    results.push(await benchDriver('postgres', { DATABASE_URL: databaseUrl(database), WORKERS: '1' }));
    results.push(await benchDriver('postgres-2w', { DATABASE_URL: databaseUrl(database), WORKERS: '2' }));
  } finally {
    await pgAdmin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  }
}
/** ok / OVER per budgeted figure (medians of RUNS rounds). */
function budgetLines() {
  const lines = [];
  const judge = (label, figure, budget) => {
    if (!figure) return;
    const okRate = budget.reqPerSec === undefined || figure.reqPerSec >= budget.reqPerSec;
    const okP99 = budget.p99 === undefined || figure.p99 <= budget.p99;
    const wanted = [
      budget.reqPerSec === undefined ? '' : `≥ ${budget.reqPerSec} req/s`,
      budget.p99 === undefined ? '' : `p99 ≤ ${budget.p99} ms`,
    ].filter(Boolean);
    lines.push(
      `${label.padEnd(34)} ${String(figure.reqPerSec).padStart(6)} req/s p99 ${String(figure.p99).padStart(4)} ms   budget ${wanted.join(', ').padEnd(28)} ${okRate && okP99 ? 'ok' : 'OVER'}`,
    );
  };
  for (const { rows, responsiveness } of results) {
    if (!responsiveness) continue;
    const driver = responsiveness.driver;
    const budgets = BUDGETS[driver.startsWith('postgres') ? 'postgres' : 'pglite'];
    if (driver !== 'pglite-el') {
      for (const [label, budget] of Object.entries(budgets))
        judge(
          `${driver} ${label} c=50`,
          rows.find((row) => row.case === label && row.connections === 50),
          budget,
        );
      judge(`${driver} no-DB page under load`, responsiveness.noDbUnderLoad, BUDGETS.noDb);
    }
  }
  return lines;
}
console.info(`\nbudgets (issue 14; medians of ${RUNS} rounds):`);
for (const line of budgetLines()) console.info(line);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/api.json',
  JSON.stringify({ seconds: SECONDS, at: new Date().toISOString(), results }, null, 2),
);
console.info(`\nbench:api done in ${((Date.now() - started) / 1000).toFixed(0)} s; results in bench-results/api.json`);
