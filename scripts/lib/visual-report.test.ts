import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import {
  acceptCommand,
  captureCount,
  failedCaptures,
  headline,
  parseScreenshotFailure,
  renderReport,
  storyId,
  type VisualReport,
} from './visual-report-lib.mjs';

const ROOT = '/repo';
const FILE = `${ROOT}/packages/ui/visual/widgets-navigation.visual.test.tsx`;
const BASELINE = `${ROOT}/packages/ui/visual/__screenshots__/stories/widgets-bar-chart-Empty-light-chromium-linux.png`;
const ATTACHMENTS = `${ROOT}/.vitest-attachments/packages/ui/visual/widgets-navigation.visual.test.tsx`;
const e = '\u001b';

/** A mismatch as vitest 4's toMatchScreenshot words it in the JSON report (colour codes and stack included). */
const MISMATCH = `Error: ${e}[2mexpect(${e}[22m${e}[31melement${e}[39m${e}[2m).${e}[22mtoMatchScreenshot${e}[2m()${e}[22m

Screenshot does not match the stored reference.
3216 pixels (ratio 0.01) differ.

Reference screenshot:
  ${e}[32m${BASELINE}${e}[39m

Actual screenshot:
  ${e}[31m${ATTACHMENTS}/widgets-bar-chart-Empty-light-actual-chromium-linux.png${e}[39m
${e}[2m
Diff image:
  ${ATTACHMENTS}/widgets-bar-chart-Empty-light-diff-chromium-linux.png${e}[22m

    at Proxy.__VITEST_POLL_CHAIN__ (http://localhost:63315/node_modules/vitest/dist/chunks/test.js:3748:47)`;
const NEW = `Error: expect(element).toMatchScreenshot()

No existing reference screenshot found; a new one was created. Review it before running tests again.

Reference screenshot:
  ${ROOT}/packages/ui/visual/__screenshots__/stories/widgets-tabs-Default-dark-chromium-linux.png
`;
const UNSTABLE =
  'Error: expect(element).toMatchScreenshot()\n\nCould not capture a stable screenshot within 30000ms.\n    at x';

const test_ = (ancestor: string, title: string, status: string, failureMessages: string[] = []) => ({
  ancestorTitles: [ancestor],
  fullName: `${ancestor} ${title}`,
  title,
  status,
  failureMessages,
});

const REPORT: VisualReport = {
  success: false,
  testResults: [
    {
      name: FILE,
      startTime: 0,
      endTime: 1,
      status: 'failed',
      message: '',
      assertionResults: [
        test_('widgets/bar-chart', 'Empty (light)', 'failed', [MISMATCH]),
        test_('widgets/bar-chart', 'Empty (dark)', 'passed'),
        test_('widgets/tabs', 'Default (dark)', 'failed', [NEW]),
        test_('widgets/clock', 'Live (light)', 'failed', [UNSTABLE]),
        test_('widgets/clock', 'Live (dark)', 'skipped'),
      ],
    },
    // Another project's failures are not the visual review's.
    {
      name: `${ROOT}/packages/ui/src/widgets/tabs.test.ts`,
      startTime: 0,
      endTime: 1,
      status: 'failed',
      assertionResults: [test_('tabs', 'x', 'failed', ['Error: no'])],
    },
    {
      name: `${ROOT}/packages/ui/visual/other-areas.visual.test.tsx`,
      startTime: 0,
      endTime: 1,
      status: 'failed',
      message: 'Failed to import',
    },
  ],
};

describe('what toMatchScreenshot left', () => {
  test('a mismatch names the baseline, the new capture and the difference', () => {
    expect(parseScreenshotFailure(MISMATCH)).toEqual({
      kind: 'changed',
      baseline: BASELINE,
      current: `${ATTACHMENTS}/widgets-bar-chart-Empty-light-actual-chromium-linux.png`,
      diff: `${ATTACHMENTS}/widgets-bar-chart-Empty-light-diff-chromium-linux.png`,
    });
  });

  test('a story without a baseline has only its new capture; an unstable one has none', () => {
    expect(parseScreenshotFailure(NEW)).toMatchObject({ kind: 'new', baseline: null, diff: null });
    expect(parseScreenshotFailure(NEW).current).toMatch(/widgets-tabs-Default-dark-chromium-linux\.png$/);
    expect(parseScreenshotFailure(UNSTABLE)).toMatchObject({
      kind: 'unstable',
      current: null,
      message: expect.stringContaining('Could not capture a stable screenshot'),
    });
  });

  test('lists the failed captures of the visual files only, and a visual file that failed before its tests', () => {
    const rows = failedCaptures(REPORT, ROOT) ?? [];
    expect(rows.map((row) => [row.kind, row.name])).toEqual([
      ['changed', 'widgets-bar-chart-Empty-light-chromium-linux'],
      ['new', 'widgets-tabs-Default-dark-chromium-linux'],
      ['unstable', 'widgets-clock-Live-light'],
      ['error', 'packages/ui/visual/other-areas.visual.test.tsx'],
    ]);
    expect(rows[0]).toMatchObject({
      file: 'packages/ui/visual/widgets-navigation.visual.test.tsx',
      area: 'widgets/bar-chart',
      exportName: 'Empty',
      theme: 'light',
    });
    expect(captureCount(REPORT)).toBe(4);
    expect(failedCaptures(null, ROOT)).toBeNull();
  });
});

describe('the accept command', () => {
  test('updates exactly that capture: its -t pattern matches its full name and no other', () => {
    const command = acceptCommand('packages/ui/visual/a.visual.test.tsx', "forms/input It's (light)");
    expect(command).toMatch(/^npm run test:update-visual -- packages\/ui\/visual\/a\.visual\.test\.tsx -t '/);
    // The shell gives vitest the pattern unchanged, quotes and all.
    const word = command.slice(command.indexOf(' -t ') + 4);
    const pattern = execFileSync('sh', ['-c', `printf %s ${word}`], { encoding: 'utf8' });
    const regex = new RegExp(pattern);
    expect(regex.test("forms/input It's (light)")).toBe(true);
    expect(regex.test("forms/input It's (light) 2")).toBe(false);
    expect(regex.test("forms/input It's (dark)")).toBe(false);
  });

  test("names the story by Storybook's id", () => {
    expect(storyId('Widgets/BarChart', 'WithPageHeader')).toBe('widgets-barchart--with-page-header');
  });
});

describe('the page', () => {
  test('never says "nothing changed" for a failed run, a run without a report or one that compared nothing', () => {
    expect(headline([], true, 10)).toBe('Nothing changed');
    expect(headline([], false, 10)).toBe('The visual run failed, but no screenshot changed');
    expect(headline(null, false, 0)).toMatch(/wrote no report/);
    expect(headline([], true, 0)).toBe('No screenshot was compared');
    expect(headline(failedCaptures(REPORT, ROOT), false, 4)).toBe('2 screenshots changed, 2 could not be compared');
  });

  test('shows each change with its three images and its accept command, self-contained, light and dark', () => {
    const rows = (failedCaptures(REPORT, ROOT) ?? []).map((row) => ({
      ...row,
      storyId: 'widgets-barchart--empty',
      images: { baseline: `images/${row.name}-baseline.png`, current: `images/${row.name}-new.png`, diff: null },
    }));
    const html = renderReport({ rows, runOk: false, compared: 4, generatedAt: 'now', command: 'npm run test:visual' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).toContain('src="images/widgets-bar-chart-Empty-light-chromium-linux-baseline.png"');
    expect(html).toContain('alt="New screenshot of widgets/bar-chart › Empty, light"');
    expect(html).toContain(
      'npm run test:update-visual -- packages/ui/visual/widgets-navigation.visual.test.tsx -t &#39;^widgets/bar-chart Empty \\(light\\)$&#39;',
    );
    expect(html).toContain('Could not capture a stable screenshot');
    // Nothing is loaded from elsewhere: no stylesheet, script or image by URL.
    expect(html).not.toMatch(/<link|src="https?:|@import|url\(/);
    expect(html).not.toContain('Nothing changed');
  });

  test('says "Nothing changed" when every screenshot matched', () => {
    const html = renderReport({ rows: [], runOk: true, compared: 898, generatedAt: 'now', command: 'x' });
    expect(html).toContain('<h1>Visual review: Nothing changed</h1>');
    expect(html).toContain('Every one of the 898 screenshots matches its baseline.');
    expect(html).not.toContain('<img');
  });
});
