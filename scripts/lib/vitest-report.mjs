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

/** Vitest's headings of what went wrong (`⎯⎯ Failed Tests 2 ⎯⎯`, `⎯⎯ Unhandled Errors ⎯⎯` …). */
const FAILURE_HEADING = /⎯+\s*(Failed Tests|Failed Suites|Unhandled Errors?|Unhandled Rejection)/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes are what it strips.
const COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * What a failed lane said about its failures, for the end of `npm test`'s output, where a CI log cut to its last
 * lines still shows it: from vitest's first failure heading on, at most `maxLines` lines, without colours. A lane
 * that failed without one (a crash, a failed build) gives its last lines instead.
 */
export function failureExcerpt(output, maxLines = 60) {
  const lines = output.replace(COLOURS, '').split('\n');
  const from = lines.findIndex((line) => FAILURE_HEADING.test(line));
  const picked = from === -1 ? lines.slice(-maxLines) : lines.slice(from, from + maxLines);
  return picked.join('\n').trim();
}
