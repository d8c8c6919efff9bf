/**
 * bench:web-profile — where bench:web's time and memory go (issue 14's profiles for its front-end budgets).
 *
 * One cold run against the real server and the production build (as bench:web; `--no-build` skips the build):
 * 1. the login screen: every request it makes until first paint, with start and end times (the request chain);
 * 2. sign-in → Workplace with figures: the waterfall of every request after the click, and a CPU profile of the
 *    main thread summarised as self time per script and the heaviest functions;
 * 3. the Workplace's retained JS heap after a forced GC, from a sampling heap profile started before the first
 *    byte, summarised per script (what keeps the memory);
 * 4. the order list with 50 rows: its waterfall and CPU profile, like 2.
 * Prints plain tables; measures nothing against a budget (bench:web does that). Bounded: aborts after 180 s.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { DEMO_PASSWORDS, TYPING_MS } from '../lib/demo-session.mjs';
import { startRealServer } from '../lib/real-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** ADMIN_DIST (which the server reads too) profiles another build of the admin app, as in bench:web. */
const adminDist = process.env.ADMIN_DIST ? resolvePath(process.env.ADMIN_DIST) : join(root, 'packages/admin/dist');

/** A build made in development mode (React's dev runtime, StrictMode's double effects) would profile the wrong app. */
function assertProductionBuild() {
  const assets = join(adminDist, 'assets');
  const dev = readdirSync(assets).filter(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes('jsxDEV'),
  );
  if (dev.length > 0)
    throw new Error(`${adminDist} is a development build (jsxDEV in ${dev[0]}): build with NODE_ENV=production`);
}
const DEMO_ADMIN = { username: 'admin', password: DEMO_PASSWORDS.admin };
const LABELS = { username: '用户名', password: '密码', signIn: '登录' };
const WORKPLACE_HEADING = /^(早上|下午|晚上)好，/;

const short = (url) => {
  const { pathname, search } = new URL(url);
  return pathname.startsWith('/behind/') ? `${pathname}${search}` : basename(pathname) || pathname;
};
const pad = (value, width) => String(value).padStart(width);

/** Requests seen through CDP, on the wall clock in ms (so they line up with this script's Date.now()). */
function recordNetwork(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, wallTime, type }) => {
    const start = wallTime * 1000;
    // loadingFinished has only the monotonic timestamp: keep the offset between the two clocks.
    requests.set(requestId, {
      url: request.url,
      type,
      start,
      offset: start - timestamp * 1000,
      end: Number.NaN,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { end: timestamp * 1000 + entry.offset, bytes: encodedDataLength });
  });
  return requests;
}

function printWaterfall(title, requests, from, until) {
  const rows = [...requests.values()]
    .filter((entry) => entry.start >= from && entry.start <= until)
    .sort((a, b) => a.start - b.start);
  console.info(`\n${title}: ${rows.length} requests (ms after the start; bytes on the wire)`);
  for (const row of rows) {
    const end = Number.isNaN(row.end) ? '   …' : pad(Math.round(row.end - from), 5);
    console.info(
      `  ${pad(Math.round(row.start - from), 5)} → ${end}  ${pad(row.bytes, 7)}  ${row.type.padEnd(10)} ${short(row.url)}`,
    );
  }
}

/** Self time per script and the heaviest functions of a CDP CPU profile. */
function printCpu(title, profile) {
  const deltas = new Map();
  for (const [index, id] of profile.samples.entries()) {
    deltas.set(id, (deltas.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  }
  const byScript = new Map();
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const self = deltas.get(node.id) ?? 0;
    const { url, functionName, lineNumber } = node.callFrame;
    const script = url ? short(url) : `(${functionName || 'program'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + self);
    const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + self);
  }
  const total = [...byScript.values()].reduce((sum, value) => sum + value, 0);
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.info(`\n${title}: main-thread CPU samples ${Math.round(total)} ms; self time per script:`);
  for (const [name, value] of top(byScript, 10)) console.info(`  ${pad(Math.round(value), 5)} ms  ${name}`);
  console.info('  heaviest functions:');
  for (const [name, value] of top(byFunction, 8)) console.info(`  ${pad(Math.round(value), 5)} ms  ${name}`);
}

/** Live bytes per script from a sampling heap profile (allocations still reachable after the GC). */
function printHeap(title, profile) {
  const byScript = new Map();
  const visit = (node) => {
    const { url, functionName } = node.callFrame;
    const script = url ? short(url) : `(${functionName || 'runtime'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + node.selfSize);
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  const total = [...byScript.values()].reduce((sum, value) => sum + value, 0);
  console.info(`\n${title}: ${(total / 1024 / 1024).toFixed(2)} MB sampled live; per allocating script:`);
  for (const [name, value] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.info(`  ${pad((value / 1024).toFixed(0), 6)} KB  ${name}`);
  }
}

async function profileRun(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = recordNetwork(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', { samplingInterval: 4096 });

  await page.goto(`${base}/admin/login`, { waitUntil: 'networkidle' });
  const fcp = await page.evaluate(
    () => performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime,
  );
  const firstStart = Math.min(...[...requests.values()].map((entry) => entry.start));
  printWaterfall(
    `login screen (first contentful paint at ${Math.round(fcp)} ms)`,
    requests,
    firstStart,
    firstStart + fcp,
  );

  await page.getByLabel(LABELS.username, { exact: true }).fill(DEMO_ADMIN.username);
  await page.getByLabel(LABELS.password, { exact: true }).fill(DEMO_ADMIN.password);
  // As bench:web: a person typing the password (TYPING_MS); the form runs the prefetched code meanwhile.
  await page.waitForTimeout(TYPING_MS);
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const clickWall = Date.now();
  await page.getByRole('button', { name: LABELS.signIn, exact: true }).click();
  await page.getByRole('heading', { name: WORKPLACE_HEADING }).waitFor({ timeout: 20_000 });
  await page.locator('a[data-figure]').first().waitFor({ state: 'visible', timeout: 20_000 });
  const signInMs = Date.now() - clickWall;
  const { profile: signInCpu } = await cdp.send('Profiler.stop');
  printWaterfall(
    `sign-in → Workplace with figures (${signInMs} ms from the click)`,
    requests,
    clickWall,
    Number.POSITIVE_INFINITY,
  );
  printCpu('sign-in → Workplace', signInCpu);

  await cdp.send('HeapProfiler.collectGarbage');
  const { profile: heap } = await cdp.send('HeapProfiler.getSamplingProfile');
  await cdp.send('HeapProfiler.stopSampling');
  printHeap('Workplace retained heap', heap);

  const seen = new Set(requests.keys());
  await cdp.send('Profiler.start');
  const listWall = Date.now();
  await page.evaluate(() => {
    history.pushState(null, '', '/admin/order/sale?pageSize=50');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.locator('tbody tr').nth(49).waitFor({ state: 'visible', timeout: 20_000 });
  await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached', timeout: 20_000 });
  const listMs = Date.now() - listWall;
  const { profile: listCpu } = await cdp.send('Profiler.stop');
  const listRequests = new Map([...requests].filter(([id]) => !seen.has(id)));
  printWaterfall(`order list, 50 rows (${listMs} ms from the link)`, listRequests, listWall, Number.POSITIVE_INFINITY);
  printCpu('order list', listCpu);
  await context.close();
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    for (const workspace of ['@soundboard/admin', '@soundboard/server']) {
      const result = spawnSync('npm', ['run', '-s', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`building ${workspace} failed`);
    }
  }
  assertProductionBuild();
  const server = await startRealServer({
    prefix: 'sb-bench-profile-',
    env: { ADMIN_DIST: adminDist },
    onOutput: () => {},
  });
  const deadline = setTimeout(() => {
    console.error('bench:web-profile took longer than 180 s, giving up');
    void server.stop().finally(() => process.exit(1));
  }, 180_000);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.info('bench:web-profile — one cold run, real server, production build, headless Chromium');
    await profileRun(browser, server.base);
  } finally {
    clearTimeout(deadline);
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
