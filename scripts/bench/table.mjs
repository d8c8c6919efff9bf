/**
 * bench:table — the UI kit's Table with 10,000 rows, measured in real headless Chromium on a production build.
 *
 * 1. Builds a one-page app with Vite's JS API (React + the Tailwind entry + Table with demoOrders(10000)) into
 *    node_modules/.cache/bench-table (a scratch folder git ignores, where `react` etc. resolve).
 * 2. Serves it with node:http on a random loopback port and drives it with playwright-core.
 * 3. Each of 5 runs loads the page fresh and measures, with performance.now() and requestAnimationFrame in
 *    the page: mount to first painted frame with rows; scrolling one page down until the next page's rows
 *    are painted; jumping to the end until the last row (SO010000) is painted. Prints the medians.
 * Bounded: the whole script aborts after 150 s.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

const ROWS = 10_000;
const RUNS = 5;
const root = fileURLToPath(new URL('../..', import.meta.url));
const work = join(root, 'node_modules/.cache/bench-table');
const out = join(work, 'dist');
const deadline = setTimeout(() => {
  console.error('bench:table took longer than 150 s, giving up');
  process.exit(1);
}, 150_000);

const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>bench:table</title></head>
<body><div id="root" style="width:1200px"></div><script type="module" src="./main.tsx"></script></body></html>`;

// The page mounts on demand and reports timings through window.bench.
const pageSource = `
import '${join(root, 'packages/ui/src/styles.css')}';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { Money } from '${join(root, 'packages/ui/src/data-display/money.tsx')}';
import { demoOrders } from '${join(root, 'packages/ui/src/table/demo-orders.ts')}';
import { Table } from '${join(root, 'packages/ui/src/table/table.tsx')}';

const columns = [
  { id: 'orderNo', title: '订单号', isRowHeader: true, allowsSorting: true, cell: (r) => r.orderNo },
  { id: 'customer', title: '客户', cell: (r) => r.customer },
  { id: 'amount', title: '金额', align: 'end', cell: (r) => <Money minorUnits={r.amountFen} /> },
  { id: 'status', title: '状态', cell: (r) => r.status },
];
const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
async function until(check) {
  while (!check()) await new Promise((resolve) => requestAnimationFrame(resolve));
  await painted();
}
const hasText = (text) => () => [...document.querySelectorAll('[role=row]')].some((row) => row.textContent.includes(text));

window.bench = {
  async mount(count) {
    const rows = demoOrders(count);
    const start = performance.now();
    flushSync(() => createRoot(document.getElementById('root')).render(
      <I18nProvider locale="zh-CN"><Table aria-label="订单" columns={columns} rows={rows} height={600} /></I18nProvider>,
    ));
    await until(hasText('SO000001'));
    return performance.now() - start;
  },
  async scrollPage() {
    const grid = document.querySelector('[role=grid]');
    const before = grid.querySelectorAll('[role=row]').length;
    const start = performance.now();
    grid.scrollTop += grid.clientHeight;
    const firstOfNextPage = 'SO' + String(Math.floor(grid.scrollTop / 44) + 1).padStart(6, '0');
    await until(hasText(firstOfNextPage));
    return { ms: performance.now() - start, domRows: Math.max(before, grid.querySelectorAll('[role=row]').length) };
  },
  async scrollToEnd(count) {
    const grid = document.querySelector('[role=grid]');
    const start = performance.now();
    grid.scrollTop = grid.scrollHeight;
    await until(hasText('SO' + String(count).padStart(6, '0')));
    return performance.now() - start;
  },
};
`;

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(dir) {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      const body = await readFile(join(dir, path === '/' ? 'index.html' : path.slice(1)));
      res.writeHead(200, { 'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  await writeFile(join(work, 'index.html'), html);
  await writeFile(join(work, 'main.tsx'), pageSource);
  await build({
    root: work,
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [react(), tailwindcss()],
    build: { outDir: out, emptyOutDir: true, reportCompressedSize: false },
  });

  const server = await serve(out);
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const runs = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => 'bench' in window);
      const render = await page.evaluate((n) => window.bench.mount(n), ROWS);
      const onePage = await page.evaluate(() => window.bench.scrollPage());
      const toEnd = await page.evaluate((n) => window.bench.scrollToEnd(n), ROWS);
      runs.push({ render, onePage: onePage.ms, domRows: onePage.domRows, toEnd });
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }

  const row = (label, values, unit = 'ms') =>
    `| ${label.padEnd(36)} | ${String(Math.round(median(values))).padStart(7)} ${unit.padEnd(4)} | ${values.map((v) => Math.round(v)).join(', ')}`;
  console.info(`bench:table — Table with ${ROWS.toLocaleString('en-US')} rows, production build, headless Chromium`);
  console.info(`| ${'measure'.padEnd(36)} | median       | ${RUNS} runs`);
  console.info(
    row(
      'render (mount to painted rows)',
      runs.map((r) => r.render),
    ),
  );
  console.info(
    row(
      'scroll one page (to painted rows)',
      runs.map((r) => r.onePage),
    ),
  );
  console.info(
    row(
      'scroll to the end (last row painted)',
      runs.map((r) => r.toEnd),
    ),
  );
  console.info(
    row(
      'rows in the DOM while scrolling',
      runs.map((r) => r.domRows),
      'rows',
    ),
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => clearTimeout(deadline));
