// Every screen of the app against the accessibility bar of the kit's stories (WCAG 2.2 AA, .storybook/a11y-rules.ts):
// signed in as the administrator (who may open them all), each menu screen and its settled content is checked by
// axe in light, and in dark for the rules that read colours (all a theme changes), at 1440 px. Sub-screens that need
// a record (an editor's id) are left to their walks.
// The screens are dealt over the accessibility-*.e2e.test.ts files, each a part of its own: all in one file made
// the e2e lane's longest file, which ran last and alone for over a minute.
import { SCREEN_GROUPS } from '@soundboard/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { still, theme, violations } from './axe';
import { base, openPage, signIn } from './browser';

const SCREENS = SCREEN_GROUPS.flatMap((group) => group.screens).filter((screen) => !screen.path.includes(':'));

/** How many accessibility-<n>.e2e.test.ts files share the screens: a file added is a part more. */
const PARTS = Object.keys(import.meta.glob('./accessibility-*.e2e.test.ts')).length;

/** The screen has drawn its content: the route's progress bar gone, no skeleton or spinner left, nothing moving. */
async function settled(page: Page) {
  await page.locator('main').waitFor();
  const loading = '[data-slot="top-progress"], main [data-slot="skeleton"], main [aria-busy="true"]';
  await expect.poll(() => page.locator(loading).count(), { timeout: 60_000 }).toBe(0);
  await still(page);
}

/**
 * Declares the checks of accessibility-<part>.e2e.test.ts (1 … PARTS): every PARTS-th screen from the part's own on. One test per screen
 * on one signed-in page: a run on a busy machine gives each screen the walk's own budget instead of all sharing one.
 */
export function checkScreens(part: number) {
  const screens = SCREENS.filter((_, index) => index % PARTS === part - 1).map((screen) => screen.path);
  describe(`every screen meets WCAG 2.2 AA (axe), in light and in dark: part ${part} of ${PARTS}`, () => {
    let opened: Awaited<ReturnType<typeof openPage>>;
    beforeAll(async () => {
      opened = await openPage();
      await signIn(opened.page);
    });
    afterAll(() => opened?.context.close());

    it.each(screens)('%s', async (path) => {
      const { page } = opened;
      await page.goto(`${base()}${path}`);
      await settled(page);
      const found: string[] = [];
      for (const mode of ['light', 'dark'] as const) {
        await theme(page, mode);
        for (const v of await violations(page, { colourOnly: mode === 'dark' }))
          found.push(`${mode}: ${v.id} at ${v.targets.join(', ')}`);
      }
      expect(found).toEqual([]);
    });
  });
}
