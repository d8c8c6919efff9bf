import { describe, expect, test } from 'vitest';
import { failureExcerpt, slowestFiles, summaryLine, type VitestReport } from './vitest-report.mjs';

const file = (name: string, startTime: number, endTime: number) => ({
  name: `${process.cwd()}/${name}`,
  startTime,
  endTime,
});
const report = (
  passed: number,
  failed: number,
  skipped = 0,
  testResults: ReturnType<typeof file>[] = [],
): VitestReport => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: skipped,
  testResults,
});

describe("npm test's closing lines", () => {
  test('adds up the counts of every lane', () => {
    expect(summaryLine([report(10, 0), report(5, 2, 1)], false)).toBe('Tests: 15 passed, 2 failed, 1 skipped');
    expect(summaryLine([report(10, 0), report(5, 0)], true)).toBe('Tests: 15 passed, 0 failed');
  });

  test('never reports a red run as "0 failed"', () => {
    expect(summaryLine([report(10, 0), null], false)).toBe('Tests: 10 passed, 1 failed');
    expect(summaryLine([report(10, 0), report(3, 0)], false)).toBe('Tests: 13 passed, 1 failed');
  });

  test('lists the slowest files across lanes, slowest first, relative to the repository', () => {
    const slow = slowestFiles(
      [
        report(0, 0, 0, [file('a.test.ts', 0, 3000), file('b.test.ts', 0, 9000)]),
        null,
        report(0, 0, 0, [file('c.test.ts', 1000, 6000)]),
      ],
      2,
    );
    expect(slow).toEqual([
      { name: 'b.test.ts', seconds: 9 },
      { name: 'c.test.ts', seconds: 5 },
    ]);
  });

  test("repeats a failed lane's failures from vitest's first failure heading, without colours", () => {
    const output = [
      ' \u001b[32m✓\u001b[39m a.test.ts (3 tests)',
      '\u001b[31m⎯⎯⎯⎯⎯⎯\u001b[39m\u001b[1m\u001b[41m Unhandled Errors \u001b[49m\u001b[22m\u001b[31m⎯⎯⎯⎯⎯⎯\u001b[39m',
      'Error: connection terminated',
      ' ❯ b.test.ts:3:1',
      ' Test Files  1 passed (1)',
    ].join('\n');
    expect(failureExcerpt(output, 3)).toBe(
      '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯\nError: connection terminated\n ❯ b.test.ts:3:1',
    );
  });

  test('gives the last lines of a lane that failed without a failure heading', () => {
    expect(failureExcerpt('one\ntwo\nthree\nError: the build failed\n', 2)).toBe('Error: the build failed');
  });
});
