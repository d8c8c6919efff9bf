// Every screen of the app against the accessibility bar of the kit's stories (WCAG 2.2 AA, .storybook/a11y-rules.ts):
// signed in as the administrator (who may open them all), each menu screen and its settled content is checked by
// axe in light, and in dark for the rules that read colours (all a theme changes), at 1440 px. Sub-screens that need
// a record (an editor's id) are left to their walks.
import { SCREEN_GROUPS } from '@soundboard/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { still, theme, violations } from './axe';
import { base, openPage, signIn } from './browser';

const SCREENS = SCREEN_GROUPS.flatMap((group) => group.screens).filter((screen) => !screen.path.includes(':'));

/** The screen has drawn its content: the route's progress bar gone, no skeleton or spinner left, nothing moving. */
async function settled(page: Page) {
  await page.locator('main').waitFor();
  const loading = '[data-slot="top-progress"], main [data-slot="skeleton"], main [aria-busy="true"]';
  await expect.poll(() => page.locator(loading).count(), { timeout: 60_000 }).toBe(0);
  await still(page);
}

// One test per screen on one signed-in page: a run on a busy machine gives each screen the walk's own budget
// instead of all 47 sharing one.
describe('every screen meets WCAG 2.2 AA (axe), in light and in dark', () => {
  let opened: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    opened = await openPage();
    await signIn(opened.page);
  });
  afterAll(() => opened?.context.close());

  it.each(SCREENS.map((screen) => screen.path))('%s', async (path) => {
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
