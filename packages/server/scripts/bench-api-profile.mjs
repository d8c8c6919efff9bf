/**
 * `npm run bench:api-profile`: where the server's time goes under bench:api's load (issue 14's profile for a
 * budget not met). Starts the built server with V8's CPU profiler on a throw-away PostgreSQL database (or PGlite
 * with BENCH_DRIVER=pglite), drives one case (BENCH_CASE: menu, user_info or find; default menu) with 50
 * connections for BENCH_SECONDS (default 5), stops the server (the profile is written on exit) and prints the
 * self time per package or file and the heaviest functions.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureServerBuilt, serverDir } from './ensure-built.mjs';
import { databaseUrl, pgAdmin } from './pg-admin.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CASE = process.env.BENCH_CASE ?? 'menu';
const DRIVER = process.env.BENCH_DRIVER ?? 'postgres';
const PORT = 47_900 + Math.floor(Math.random() * 50);
const CASES = {
  menu: { method: 'POST', path: '/behind/user/menu' },
  user_info: { method: 'POST', path: '/behind/user/user_info' },
  find: { method: 'GET', path: '/behind/user/find?id=1' },
};

/** Where a profile node's code lives: a package under node_modules, our bundle, or a V8/Node category. */
function placeOf({ url, functionName }) {
  if (!url) return `(${functionName || 'program'})`;
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  if (url.startsWith('node:')) return url;
  return url.includes('/dist/') ? `server ${url.split('/').pop()}` : url.split('/').pop();
}

function summarise(profile) {
  const selfMs = new Map();
  for (const [index, id] of profile.samples.entries()) {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  }
  const byPlace = new Map();
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const self = selfMs.get(node.id) ?? 0;
    const place = placeOf(node.callFrame);
    byPlace.set(place, (byPlace.get(place) ?? 0) + self);
    const fn = `${node.callFrame.functionName || '(anonymous)'} — ${place}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + self);
  }
  const total = [...byPlace.values()].reduce((sum, value) => sum + value, 0);
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  const share = (value) => `${((value / total) * 100).toFixed(1).padStart(5)} %`;
  console.info(`\nCPU self time by place (${Math.round(total)} ms sampled):`);
  for (const [place, value] of top(byPlace, 14)) console.info(`  ${share(value)}  ${place}`);
  console.info('\nheaviest functions:');
  for (const [fn, value] of top(byFunction, 14)) console.info(`  ${share(value)}  ${fn}`);
}

async function main() {
  ensureServerBuilt();
  const work = mkdtempSync(join(tmpdir(), 'sb-api-profile-'));
  const database = `sb_profile_${process.pid}`;
  const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DEMO: '1', DATA_DIR: join(work, 'data') };
  if (DRIVER === 'postgres') {
    await pgAdmin(`CREATE DATABASE ${database}`);
    env.DATABASE_URL = databaseUrl(database);
  }
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${work}`, join(serverDir, 'dist', 'main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const base = `http://127.0.0.1:${PORT}`;
    for (
      let i = 0;
      i < 600 &&
      !(await fetch(`${base}/behind/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const login = await fetch(`${base}/behind/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Sb-WangLei#2026' }),
    }).then((response) => response.json());
    const token = login.data?.token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
    const { method, path } = CASES[CASE];
    const result = await new Promise((resolve, reject) =>
      autocannon(
        { url: `${base}${path}`, method, connections: 50, duration: SECONDS, headers: { 'admin-token': token } },
        (error, answer) => (error ? reject(error) : resolve(answer)),
      ),
    );
    console.info(
      `bench:api-profile — ${CASE} on ${DRIVER}, 50 connections, ${SECONDS} s under the CPU profiler: ` +
        `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
    child.kill('SIGTERM');
    await exited;
    const file = readdirSync(work).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no CPU profile');
    summarise(JSON.parse(readFileSync(join(work, file), 'utf8')));
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
    if (DRIVER === 'postgres') await pgAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
