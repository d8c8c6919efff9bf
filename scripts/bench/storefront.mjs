/**
 * bench:storefront — the public storefront on a phone, as a shopper meets it: Lighthouse mobile (slow 4G, a 4×
 * slower CPU) on the store home, the category page and a product page of the built app served by the real server
 * on a fresh demo database (pages rendered by the server), medians of 3 runs each: the four category scores,
 * largest contentful paint, layout shift, total blocking time, and the page's weight (script and everything,
 * as sent: gzipped). Budgets (issue 39): performance ≥ 95 and the other three 100 on each page, the product page's
 * script ≤ 60 KB gzipped; over budget prints OVER and still exits 0 (a benchmark, not a test).
 * Builds the admin app and the server first unless `--no-build`.
 */
import { buildAppAndServer, LIGHTHOUSE, lighthouseReports, median, scoresOf } from '../lib/lighthouse.mjs';
import { startRealServer } from '../lib/real-server.mjs';

const RUNS = 3;
const PRODUCT_SCRIPT_BUDGET_KB = 60;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** What one report says of the page: scores, metrics and bytes sent. */
function summary(report) {
  const requests = report.audits['network-requests'].details.items;
  const sent = (type) =>
    requests.filter((item) => !type || item.resourceType === type).reduce((sum, item) => sum + item.transferSize, 0);
  return {
    scores: scoresOf(report),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    script: sent('Script'),
    total: sent(null),
  };
}

async function firstProductId(base) {
  const answer = await (await fetch(`${base}/behind/storefront/products`)).json();
  const id = answer.data?.items?.[0]?.id;
  if (!id) throw new Error('the demo seed has no on-sale product');
  return id;
}

async function main() {
  if (!process.argv.includes('--no-build')) buildAppAndServer();
  const server = await startRealServer({ prefix: 'sb-bench-storefront-' });
  const pages = [
    ['home', '/storefront/'],
    ['category', '/storefront/category'],
    ['product', `/storefront/product/${await firstProductId(server.base)}`],
  ];
  const results = [];
  try {
    for (const [name, path] of pages) {
      results.push([name, path, lighthouseReports(`${server.base}${path}`, RUNS).map(summary)]);
    }
  } finally {
    await server.stop();
  }

  console.info(`bench:storefront — ${LIGHTHOUSE}, mobile, medians of ${RUNS} runs per page\n`);
  const over = [];
  for (const [name, path, runs] of results) {
    console.info(`${name} (${path})`);
    for (const category of Object.keys(runs[0].scores)) {
      const values = runs.map((run) => run.scores[category]);
      const value = median(values);
      const budget = category === 'performance' ? 95 : 100;
      if (value < budget) over.push(`${name} ${category} ${value}`);
      console.info(
        `  ${category.padEnd(24)} ${String(value).padStart(8)}   (${values.join(', ')})${value < budget ? '  OVER' : ''}`,
      );
    }
    const line = (label, values, unit) =>
      console.info(`  ${label.padEnd(24)} ${`${median(values)}${unit}`.padStart(8)}   (${values.join(', ')})`);
    line(
      'largest contentful paint',
      runs.map((run) => Math.round(run.lcp)),
      ' ms',
    );
    line(
      'cumulative layout shift',
      runs.map((run) => Math.round(run.cls * 1000) / 1000),
      '',
    );
    line(
      'total blocking time',
      runs.map((run) => Math.round(run.tbt)),
      ' ms',
    );
    const script = median(runs.map((run) => kb(run.script)));
    const scriptOver = name === 'product' && script > PRODUCT_SCRIPT_BUDGET_KB;
    if (scriptOver) over.push(`product script ${script} KB`);
    console.info(`  ${'script sent (gzip)'.padEnd(24)} ${`${script} KB`.padStart(8)}${scriptOver ? '  OVER' : ''}`);
    console.info(
      `  ${'page weight sent'.padEnd(24)} ${`${median(runs.map((run) => kb(run.total)))} KB`.padStart(8)}\n`,
    );
  }
  console.info(over.length ? `!!! OVER BUDGET: ${over.join('; ')} !!!` : 'all within budget');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
