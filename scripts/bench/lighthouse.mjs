/**
 * bench:lighthouse — Lighthouse (mobile: simulated slow 4G and a 4× slower CPU, its default) on the login page
 * of the built admin served by the real server on a fresh demo database: the four category scores, first and
 * largest contentful paint and total blocking time, medians of 3 runs. Budgets: every category 100, total
 * blocking time ≤ 50 ms; over budget prints OVER and still exits 0 (a benchmark, not a test).
 * Lighthouse is fetched by npx at a pinned version (scripts/lib/lighthouse.mjs). Builds the admin app and the server first unless `--no-build`.
 */
import { buildAppAndServer, LIGHTHOUSE, lighthouseReports, median, scoresOf } from '../lib/lighthouse.mjs';
import { startRealServer } from '../lib/real-server.mjs';

const RUNS = 3;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'];
const TBT_BUDGET = 50;

/** A report's scores and the metrics shown. */
const summary = (report) => ({
  scores: scoresOf(report),
  metrics: Object.fromEntries(METRICS.map((id) => [id, report.audits[id].numericValue])),
});

async function main() {
  if (!process.argv.includes('--no-build')) buildAppAndServer();
  const server = await startRealServer({ prefix: 'sb-bench-lighthouse-' });
  let runs;
  try {
    runs = lighthouseReports(`${server.base}/admin/login`, RUNS).map(summary);
  } finally {
    await server.stop();
  }

  console.info(`bench:lighthouse — ${LIGHTHOUSE}, mobile, /admin/login, medians of ${RUNS} runs\n`);
  const over = [];
  for (const category of Object.keys(runs[0].scores)) {
    const values = runs.map((run) => run.scores[category]);
    const value = median(values);
    if (value < 100) over.push(`${category} ${value}`);
    console.info(
      `${category.padEnd(26)} ${String(value).padStart(6)}   (${values.join(', ')})${value < 100 ? '  OVER' : ''}`,
    );
  }
  for (const metric of METRICS) {
    const values = runs.map((run) => Math.round(run.metrics[metric]));
    const value = median(values);
    const overBudget = metric === 'total-blocking-time' && value > TBT_BUDGET;
    if (overBudget) over.push(`${metric} ${value} ms`);
    console.info(
      `${metric.padEnd(26)} ${`${value} ms`.padStart(6)}   (${values.join(', ')})${overBudget ? '  OVER' : ''}`,
    );
  }
  console.info(over.length ? `\n!!! OVER BUDGET: ${over.join('; ')} !!!` : '\nall within budget');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
