/**
 * Visual baselines: every story of packages/ui rendered in light and dark and compared with its committed
 * screenshot. A story opts out with the tag '!visual' (e.g. one whose content is random or time-based).
 * The stories are split over a few `*.visual.test.tsx` files by area, so that two browser sessions capture at
 * once (one file would be one chain of ~900 captures, the run's longest); the last file takes every area the
 * others do not name, so a new area is never left out. All baselines live in one folder,
 * __screenshots__/stories/ (vitest.config.ts); refresh them with `npm run test:update-visual`.
 */
import { composeStories } from '@storybook/react-vite';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { initialGlobals } from '../../../.storybook/globals';
import * as previewAnnotations from '../../../.storybook/preview';

export type StoryModule = Parameters<typeof composeStories>[0];

const THEMES = ['light', 'dark'] as const;

/** Declares a light and a dark capture test of every story in `modules` (from import.meta.glob, by path). */
export async function captureStories(modules: Record<string, StoryModule>) {
  // Tall enough that no story is cut off; the frame below fixes the width so layouts do not collapse.
  await page.viewport(960, 2000);

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
    const visual = Object.values(composeStories(module, previewAnnotations.default)).some((Story) =>
      Story.tags?.includes('visual'),
    );
    if (!visual) continue;
    describe(file, () => {
      for (const theme of THEMES) {
        const stories = composeStories(module, {
          ...previewAnnotations.default,
          initialGlobals: { ...initialGlobals, theme },
        });
        for (const [name, Story] of Object.entries(stories)) {
          // Storybook resolves '!visual' by removing the 'visual' tag the preview gives every story.
          if (!Story.tags?.includes('visual')) continue;
          // A story that pins its own theme is captured once, in that theme.
          if (Story.globals?.theme && Story.globals.theme !== theme) continue;
          test(`${name} (${theme})`, async () => {
            const screen = await render(
              <div data-testid="visual-frame" className="w-[960px] bg-page p-4">
                <Story />
              </div>,
            );
            await document.fonts.ready;
            // Images settle first (loaded, or failed and replaced by their fallback): on a loaded machine a 404
            // can take longer than the screenshot's own stability check.
            const frame = screen.getByTestId('visual-frame').element();
            await expect
              .poll(() => [...frame.querySelectorAll('img')].every((image) => image.complete), { timeout: 30_000 })
              .toBe(true);
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            await expect
              .element(screen.getByTestId('visual-frame'))
              .toMatchScreenshot(`${file.replaceAll('/', '-')}-${name}-${theme}`, { timeout: 30_000 });
          });
        }
      }
    });
  }
}
