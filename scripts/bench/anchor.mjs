/**
 * bench:anchor — Soundboard beside Arco Design Pro Vue, measured the same way in one sitting (issue 38's table):
 * for each app, 5 cold browsers (medians) open its login page and count the requests and gzipped bytes until the
 * sign-in button shows and until the network is idle, its first contentful paint, then fill the form, wait a
 * second (a person typing), click "sign in" and time it until the Workplace is whole (ours: its figures in, no
 * skeleton or busy region; Arco's: its panels drawn, no spinner left), and the JS heap after a forced GC.
 *
 * Needs a production build of Arco Design Pro Vue in ARCO_DIST (docs/benchmarks.md says how to make one, with its
 * mock layer answering at once); without it, it says so and measures nothing. Both are served from this machine's loopback: ours by the real server on a fresh
 * demo database, Arco's by a static server here (gzip level 9, every path falls back to index.html, as its
 * history router wants). Builds ours first unless `--no-build`. Prints the table; exits 0 (a benchmark).
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { DEMO_PASSWORDS, TYPING_MS } from '../lib/demo-session.mjs';
import { heapAfterGc } from '../lib/heap.mjs';
import { buildAppAndServer, median } from '../lib/lighthouse.mjs';
import { startRealServer } from '../lib/real-server.mjs';

const RUNS = 5;
const TIMEOUT_MS = 20_000;

/** How each app is signed into and when its Workplace counts as whole (a state its login page cannot be in). */
const APPS = {
  soundboard: {
    name: 'Soundboard',
    loginPath: '/admin/login',
    fill: [
      ['用户名', 'admin'],
      ['密码', DEMO_PASSWORDS.admin],
    ],
    signIn: '登录',
    workplace: /\/admin\/dashboard\/workplace$/,
    whole: () =>
      document.querySelector('a[data-figure]') !== null &&
      document.querySelector('[data-slot="skeleton"], [aria-busy="true"]') === null,
  },
  arco: {
    name: 'Arco Design Pro Vue',
    loginPath: '/login',
    // Arco's form is filled with its demo account already; typed again, as on ours.
    fill: [
      ['用户名：admin', 'admin'],
      ['密码：admin', 'admin'],
    ],
    signIn: '登录',
    workplace: /\/dashboard\/workplace$/,
    whole: () => {
      const spins = document.querySelectorAll('.arco-spin');
      return (
        spins.length >= 3 &&
        document.querySelector('.arco-spin-loading') === null &&
        document.querySelector('.arco-spin canvas, .arco-spin svg') !== null
      );
    },
  },
};

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Arco's build as a static site: gzipped (level 9, cached), unknown paths answered with index.html. */
async function serveStatic(dist) {
  const cache = new Map();
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, path);
    try {
      if (!statSync(file).isFile()) file = join(dist, 'index.html');
    } catch {
      file = join(dist, 'index.html');
    }
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(file), { level: 9 }));
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': file.endsWith('index.html') ? 'no-cache' : 'max-age=31536000, immutable',
    });
    response.end(cache.get(file));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((done) => server.close(done)) };
}

/** Bytes on the wire of finished requests (their encoded bodies: gzipped as sent). */
async function wireBytes(requests) {
  let total = 0;
  for (const request of requests) total += (await request.sizes().catch(() => null))?.responseBodySize ?? 0;
  return total;
}

async function coldRun(browser, base, app) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(`${base}${app.loginPath}`);
    const signIn = page.getByRole('button', { name: app.signIn, exact: true });
    await signIn.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const shown = [...finished];
    await page.waitForLoadState('networkidle');
    const idle = [...finished];
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    for (const [label, value] of app.fill)
      await page
        .getByPlaceholder(label)
        .or(page.getByLabel(label, { exact: true }))
        .first()
        .fill(value);
    await page.waitForTimeout(TYPING_MS);
    const start = performance.now();
    await signIn.click();
    await page.waitForURL(app.workplace, { timeout: TIMEOUT_MS });
    await page.waitForFunction(app.whole, undefined, { timeout: TIMEOUT_MS, polling: 'raf' });
    const signInMs = performance.now() - start;
    return {
      shownRequests: shown.length,
      shownBytes: await wireBytes(shown),
      idleRequests: idle.length,
      idleBytes: await wireBytes(idle),
      fcp,
      signInMs,
      heap: await heapAfterGc(context, page),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const arcoDist = process.env.ARCO_DIST && resolve(process.env.ARCO_DIST);
  if (!arcoDist) {
    // `npm run bench` runs every benchmark: without the anchor's build this one has nothing to compare.
    console.info('bench:anchor skipped: ARCO_DIST names no build of Arco Design Pro Vue (docs/benchmarks.md says how)');
    return;
  }
  if (!process.argv.includes('--no-build')) buildAppAndServer();
  const ours = await startRealServer({ prefix: 'sb-bench-anchor-' });
  const arco = await serveStatic(arcoDist);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs = { soundboard: [], arco: [] };
  try {
    // Alternating, so both meet the machine in the same state.
    for (let run = 0; run < RUNS; run++) {
      runs.arco.push(await coldRun(browser, arco.base, APPS.arco));
      runs.soundboard.push(await coldRun(browser, ours.base, APPS.soundboard));
    }
  } finally {
    await browser.close();
    await arco.stop();
    await ours.stop();
  }
  const rows = [
    ['login: requests until the form shows', (r) => r.shownRequests, String],
    ['login: bytes until the form shows', (r) => r.shownBytes, kb],
    ['login: requests until the network is idle', (r) => r.idleRequests, String],
    ['login: bytes until the network is idle', (r) => r.idleBytes, kb],
    ['login first contentful paint', (r) => r.fcp, ms],
    ['click "sign in" → Workplace whole', (r) => r.signInMs, ms],
    ['JS heap after the Workplace, after GC', (r) => r.heap, mb],
  ];
  console.info(`bench:anchor — medians of ${RUNS} cold runs each, alternating, in one sitting\n`);
  console.info(`| figure | ${APPS.arco.name} | ${APPS.soundboard.name} | ours ÷ Arco's |`);
  console.info('| --- | --- | --- | --- |');
  for (const [label, pick, show] of rows) {
    const theirs = median(runs.arco.map(pick));
    const mine = median(runs.soundboard.map(pick));
    console.info(`| ${label} | ${show(theirs)} | ${show(mine)} | ${(mine / theirs).toFixed(2)} |`);
  }
  const signIns = (list) => list.map((r) => Math.round(r.signInMs)).join(', ');
  console.info(`\nsign-in runs: Arco ${signIns(runs.arco)}; Soundboard ${signIns(runs.soundboard)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
