/**
 * Visual baselines: every story of packages/ui rendered in light and dark and compared with its committed
 * screenshot. A story opts out with the tag '!visual' (e.g. one whose content is random or time-based).
 * The stories are split over a few `*.visual.test.tsx` files by area, so that two browser sessions capture at
 * once (one file would be one chain of ~900 captures, the run's longest); the last file takes every area the
 * others do not name, so a new area is never left out. All baselines live in one folder,
 * __screenshots__/stories/ (vitest.config.ts); refresh them with `npm run test:update-visual`.
 */
import { composeStories, type composeStory } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { initialGlobals } from '../../../.storybook/globals';
import * as previewAnnotations from '../../../.storybook/preview';

export type StoryModule = Parameters<typeof composeStories>[0];
/** One composed story: a component with its tags and globals. */
type ComposedStory = ReturnType<typeof composeStory>;
type Annotations = Parameters<typeof composeStories>[1];

/**
 * A module's composed stories by name. composeStories types them from the module's own exports; a module typed
 * only as a story module (a glob's) leaves them unknown, so they are named here for what they are.
 */
const composedStories = (module: StoryModule, annotations: Annotations) =>
  Object.entries(composeStories(module, annotations)) as [string, ComposedStory][];

const THEMES = ['light', 'dark'] as const;

/** A browser window a story is captured in: its width, and the height it starts from (it grows with the page). */
export interface CaptureWindow {
  width: number;
  height: number;
}

export interface CaptureOptions {
  /**
   * Capture every story once per window, each a whole page as wide as the window (no 960 px frame): the window
   * itself is that size, so what switches by window width (media queries, the admin's 992 px device switch) sees
   * it. The baselines are named <file>-<story>-<width>-<theme>. Without it: one 960 px frame, as every kit story.
   */
  windows?: readonly CaptureWindow[];
}

/**
 * Sets the browser window (the page vitest's tester frame lives in) and the tester frame to `width` × `height`.
 * page.viewport alone only sizes the tester frame: one wider or taller than the window (960 × 2000, from
 * vitest.config.ts) is scaled down to fit, and so would its screenshots be. Chromium's device metrics make the
 * window itself that size.
 */
async function sizeWindow(width: number, height: number) {
  await cdp().send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
  await page.viewport(width, height);
}

/** Declares a light and a dark capture test of every story in `modules` (from import.meta.glob, by path). */
export async function captureStories(modules: Record<string, StoryModule>, options: CaptureOptions = {}) {
  const { windows } = options;
  // Tall enough that no story is cut off; the frame below fixes the width so layouts do not collapse.
  await page.viewport(960, 2000);
  if (windows) {
    // The browser session runs the next visual file in the same window: give it back as it was.
    const { innerWidth, innerHeight } = window.parent;
    afterAll(() => sizeWindow(innerWidth, innerHeight));
    // No scroll bar: a page longer than the window would narrow the page by its width until the window grows,
    // and what measured itself meanwhile could land a fraction of a pixel elsewhere from one run to the next.
    beforeAll(() => {
      document.documentElement.style.scrollbarWidth = 'none';
    });
  }

  beforeAll(async () => {
    // Freeze motion and the text caret so two consecutive captures can match.
    const still = document.createElement('style');
    still.textContent =
      '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }';
    document.head.appendChild(still);
    // Noto CJK loads glyph ranges lazily: warm the Latin, CJK and mono faces once before the first capture.
    const warm = document.createElement('p');
    warm.style.cssText = 'position:absolute;opacity:0;font-family:var(--sb-font-sans)';
    warm.innerHTML = '音响系统管理后台 Soundboard 订单产品用户 0123456789 <b>粗体</b> <code>mono 等宽</code>';
    document.body.appendChild(warm);
    await document.fonts.ready;
    await new Promise((resolve) => setTimeout(resolve, 300));
    warm.remove();
  });

  for (const [path, module] of Object.entries(modules)) {
    const file = path.replace('../src/', '').replace('.stories.tsx', '');
    // A module whose stories all opt out ('!visual', e.g. the player engine's live clock) has nothing to capture.
    const visual = composedStories(module, previewAnnotations.default).some(([, Story]) =>
      Story.tags?.includes('visual'),
    );
    if (!visual) continue;
    describe(file, () => {
      for (const theme of THEMES) {
        const stories = composedStories(module, {
          ...previewAnnotations.default,
          initialGlobals: { ...initialGlobals, theme },
        });
        for (const [name, Story] of stories) {
          // Storybook resolves '!visual' by removing the 'visual' tag the preview gives every story.
          if (!Story.tags?.includes('visual')) continue;
          // A story that pins its own theme is captured once, in that theme.
          if (Story.globals?.theme && Story.globals.theme !== theme) continue;
          const baseName = `${file.replaceAll('/', '-')}-${name}`;
          if (!windows) {
            test(`${name} (${theme})`, async () => {
              const screen = await render(
                <div data-testid="visual-frame" className="w-[960px] bg-page p-4">
                  <Story />
                </div>,
              );
              await capture(screen.getByTestId('visual-frame'), `${baseName}-${theme}`);
            });
            continue;
          }
          for (const { width, height } of windows) {
            test(`${name} ${width}px (${theme})`, async () => {
              await sizeWindow(width, height);
              const screen = await render(
                <div data-testid="visual-frame" className="bg-page" style={{ width }}>
                  <Story />
                </div>,
              );
              const frame = screen.getByTestId('visual-frame');
              const length = () => Math.ceil(frame.element().getBoundingClientRect().height);
              await settle(frame.element());
              // The screen's requests answered and its parts loaded: its length is final.
              await stillMarkup(frame.element());
              // A page longer than the window grows the window to hold it: the tester frame cuts off what lies
              // below its own height.
              if (length() > height) {
                await sizeWindow(width, length());
                await stillMarkup(frame.element());
                if (length() > window.innerHeight) {
                  // The page's length follows the window's (a part sized by the viewport's height, as the page
                  // editor's canvas), so no window holds it whole: capture the first window-full, as a user
                  // opening it sees it.
                  await sizeWindow(width, height);
                  const element = frame.element() as HTMLElement;
                  element.style.height = `${height}px`;
                  element.style.overflow = 'hidden';
                }
              }
              await capture(frame, `${baseName}-${width}-${theme}`, { wholeWindow: true });
              // Nothing grew below the window while the screenshot settled.
              expect(length()).toBeLessThanOrEqual(window.innerHeight);
            });
          }
        }
      }
    });
  }
}

type Frame = ReturnType<Awaited<ReturnType<typeof render>>['getByTestId']>;

/** Fonts loaded, images settled (loaded, or failed and replaced by their fallback) and two frames painted. */
async function settle(frame: Element) {
  await document.fonts.ready;
  // On a loaded machine a 404 can take longer than the screenshot's own stability check.
  await expect
    .poll(() => [...frame.querySelectorAll('img')].every((image) => image.complete), { timeout: 30_000 })
    .toBe(true);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Waits until the frame's markup and height have not changed for three looks in a row, 150 ms apart, with no
 * skeleton or busy region left: its requests answered and its lazy parts loaded. Comparing two screenshots, as
 * this did before, cost two or four whole-window PNGs per capture (a third of the screens' time);
 * toMatchScreenshot still takes screenshots until two agree should anything change after this.
 */
async function stillMarkup(frame: Element) {
  const look = () =>
    frame.querySelector('[data-slot="skeleton"], [aria-busy="true"]')
      ? null
      : `${Math.ceil(frame.getBoundingClientRect().height)}:${frame.innerHTML.length}`;
  const looks: (string | null)[] = [];
  await expect
    .poll(
      () => {
        looks.push(look());
        const [a, b, c] = looks.slice(-3);
        return looks.length >= 3 && a !== null && a === b && b === c;
      },
      { timeout: 30_000, interval: 150 },
    )
    .toBe(true);
}

/**
 * Whole-window captures of the screens let a few pixels differ: in a clean-clone run the navbar avatar's circle
 * edge came out anti-aliased a few levels apart from its baseline (3 pixels in each of 16 of the 44 1440 px
 * captures; the cause is not found). A changed colour or a moved part differs in hundreds of pixels, and the
 * per-pixel threshold stays that of every other capture.
 */
const WINDOW_CAPTURE = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 24, allowedMismatchedPixelRatio: 1 },
} as const;

async function capture(frame: Frame, name: string, options: { wholeWindow?: boolean } = {}) {
  await settle(frame.element());
  await expect
    .element(frame)
    .toMatchScreenshot(name, { timeout: 30_000, ...(options.wholeWindow ? WINDOW_CAPTURE : {}) });
}
