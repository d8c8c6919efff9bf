// Every screen of the app against the accessibility bar of the kit's stories (WCAG 2.2 AA, .storybook/a11y-rules.ts):
// signed in as the administrator (who may open them all), each menu screen and its settled content is checked by
// axe in light and then in dark, at 1440 px. Sub-screens that need a record (an editor's id) are left to their walks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SCREEN_GROUPS } from '@soundboard/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { A11Y_TAGS } from '../../../.storybook/a11y-rules';
import { base, openPage, signIn } from './browser';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENS = SCREEN_GROUPS.flatMap((group) => group.screens).filter((screen) => !screen.path.includes(':'));

interface Violation {
  id: string;
  targets: string[];
}

/** axe's violations on the page as it is (evaluated by the browser's debugger, so the app's CSP does not apply). */
async function violations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<never> } }).axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: { id: string; nodes: { target: string[] }[] }[];
    };
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, A11Y_TAGS);
}

/** Until no animation or transition runs (a page fades in; half-transparent text would fail the contrast rule). */
async function still(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {
    timeout: 60_000,
  });
}

/** The screen has drawn its content: the route's progress bar gone, no skeleton or spinner left, nothing moving. */
async function settled(page: Page) {
  await page.locator('main').waitFor();
  const loading = '[data-slot="top-progress"], main [data-slot="skeleton"], main [aria-busy="true"]';
  await expect.poll(() => page.locator(loading).count(), { timeout: 60_000 }).toBe(0);
  await still(page);
}

/** The theme as the app's theme switch applies it (tokens' applyThemeMode: the root's data-theme). */
async function theme(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((dark) => {
    if (dark) document.documentElement.setAttribute('data-theme', 'dark');
    else document.documentElement.removeAttribute('data-theme');
  }, mode === 'dark');
  await still(page);
}

describe('every screen meets WCAG 2.2 AA (axe)', () => {
  it(`${SCREENS.length} screens, each in light and in dark`, async () => {
    const { context, page } = await openPage();
    try {
      await signIn(page);
      const found: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(`${base()}${screen.path}`);
        await settled(page);
        for (const mode of ['light', 'dark'] as const) {
          await theme(page, mode);
          for (const v of await violations(page))
            found.push(`${screen.path} (${mode}): ${v.id} at ${v.targets.join(', ')}`);
        }
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  }, 600_000);
});
