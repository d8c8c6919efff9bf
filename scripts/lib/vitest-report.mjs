/** Reading vitest's JSON reports for `npm test`'s closing lines: the slowest files and the pass/fail counts. */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The report at `path`, or null when the run wrote none (it crashed before its end). */
export function readReport(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** The `count` files that took longest across the reports, by their own start and end. */
export function slowestFiles(reports, count) {
  const files = reports
    .filter(Boolean)
    .flatMap((report) => report.testResults ?? [])
    .map((file) => ({ name: relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }));
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/**
 * One line `Tests: N passed, N failed[, N skipped]` over all reports. A missing report, or a failed run whose
 * report counts no failed test (a crash, a failed global setup), counts as one failure so the line never says
 * "0 failed" for a red run.
 */
export function summaryLine(reports, ok) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const report of reports) {
    if (!report) {
      failed += 1;
      continue;
    }
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += report.numPendingTests ?? 0;
  }
  if (!ok && failed === 0) failed = 1;
  return `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
