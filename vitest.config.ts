/**
 * One vitest run, several projects: `unit` (node), `storybook` (every story's play function and axe check in
 * real Chromium), `visual` (screenshot baselines of every story in light and dark).
 * `server` (Node) runs the API's suites on PGlite and on PostgreSQL. `e2e` (Node + playwright-core) drives the
 * built admin app in Chromium against the real server on a fresh embedded database.
 */
import { platform } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { BROWSER_DEPS } from './.storybook/browser-deps.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './.storybook/chromium.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// Everything the stories import, bundled before the first test, so none compiles on demand (see browser-deps.ts).
const browserOptimizeDeps = () => ({ include: [...BROWSER_DEPS] });
/** A story's first render pays for compiling its file: on 2 cores shared with other work that took over 15 s. */
const browserTimeouts = { testTimeout: 60_000, hookTimeout: 60_000 };

/** The frame size @storybook/addon-vitest gives a story without a viewport of its own (see the storybook project). */
const STORY_FRAME = { width: 1200, height: 900 };

/** A fresh browser config per project: vitest fails when two projects share one object. */
function chromium(page: { width: number; height: number }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
      // The browser window must hold the whole tester frame, or vitest scales the frame (and its screenshots) down.
      contextOptions: { viewport: page },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: page,
    screenshotFailures: false,
  };
}

export default defineConfig({
  test: {
    // Projects run side by side share one worker count (vitest refuses different counts in one run); two let the
    // visual captures, which mostly wait on the browser, overlap. `npm test` runs the server project with two in a lane of its own.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/scripts/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The server's suites need databases: they run in the `server` project.
          exclude: ['packages/server/**', '**/node_modules/**'],
          // The unit project shares 2 cores with two Chromium projects: cold module transforms can take seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/scripts/**/*.test.ts'],
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          // The suites share one module graph instead of importing the whole server again per file (seconds each):
          // the server keeps per-app state in WeakMaps keyed by its deps or database, and every suite builds its own.
          isolate: false,
          // Cheaper argon2 in tests only; production parameters are fixed in packages/server/src/auth/password.ts.
          env: { ARGON2_PROFILE: 'test' },
          // PGlite-heavy tests (an order's whole flow, list pages at size) took over 30 s beside the other lanes,
          // and a CI machine can be twice as slow as a rehearsal's.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['packages/admin/e2e/**/*.e2e.test.ts'],
          globalSetup: ['packages/admin/e2e/global-setup.ts'],
          setupFiles: ['packages/admin/e2e/setup.ts'],
          // A worker's files share one module graph and one browser (browser.ts): a fresh process, its imports and
          // a browser launch per file were about a second each, 53 times. The walks keep their state in contexts
          // of their own, closed after each file (setup.ts), and on the worker's server (see maxWorkers).
          isolate: false,
          // The built app in real Chromium against the real server: page loads take seconds on 2 busy cores, and a
          // walk's waits are 60 s each (browser.ts), and a walk of a dozen steps took over two minutes beside the
          // other lanes on a busy machine (the menu editor's, in a clean-clone run). The longest walks (commerce,
          // finance, the player) ran past four and six minutes in a CI run on a machine busier still: every walk
          // gets ten. A stuck step fails at its own wait long before that.
          testTimeout: 600_000,
          hookTimeout: 180_000,
          // expect.poll's own default is 1 s: a form filling itself from a server answer took longer beside the
          // other lanes (a receipt's allocation read '' in a clean-clone run). Polls wait as long as a walk's waits.
          expect: { poll: { timeout: 60_000 } },
          // Three files at a time, each worker against a server of its own (global-setup.ts starts one per worker):
          // the walks change a server's shared state (settings, roles, the clock of the job runner) that another
          // walk on the same server would read. A walk mostly waits (page loads, the server), so the lane is a
          // chain of waits that more workers shorten. `npm test` runs this project in a vitest process of its own.
          maxWorkers: 3,
        },
      },
      {
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        optimizeDeps: browserOptimizeDeps(),
        test: {
          name: 'storybook',
          ...browserTimeouts,
          // The story files run one after another in one tester frame per browser session and share its modules:
          // a fresh frame per file imported the kit again each time (the project took 355 s instead of 187 s alone
          // on a 2-core machine). Each story renders into a container of its own and is unmounted after its test.
          isolate: false,
          // The frame as large as the storybook test sizes it for every story without a viewport of its own
          // (1200 × 900): between files vitest gives the frame its configured size back, and a frame 100 px
          // shorter than before reads to React Aria as an on-screen keyboard opening, which defers every popover's
          // reveal for the next story (with 1280 × 800 here, popover contents failed toBeVisible at random).
          browser: chromium(STORY_FRAME),
        },
      },
      {
        plugins: [tailwindcss()],
        optimizeDeps: browserOptimizeDeps(),
        test: {
          name: 'visual',
          ...browserTimeouts,
          include: ['packages/ui/visual/**/*.visual.test.tsx'],
          // Two browser sessions capture at once: each capture mostly waits (render, frames, the screenshot's
          // round trip), so one session left the visual files the run's longest chain.
          maxWorkers: 2,
          browser: {
            ...chromium({ width: 960, height: 2000 }),
            expect: {
              toMatchScreenshot: {
                // One folder for the baselines of every visual file (they split the stories by area).
                resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, screenshotDirectory, browserName }) =>
                  join(
                    root,
                    testFileDirectory,
                    screenshotDirectory,
                    'stories',
                    `${arg}-${browserName}-${platform()}${ext}`,
                  ),
                comparatorName: 'pixelmatch',
                // 0.02 per-pixel threshold: a small token colour change must fail the comparison.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
