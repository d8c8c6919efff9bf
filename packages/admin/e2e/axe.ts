/**
 * axe in the e2e walks, with the stories' accessibility bar (WCAG 2.2 AA, .storybook/a11y-rules.ts): the
 * violations on a page as it is, and the light or dark theme switched as the app's theme switch does.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { A11Y_TAGS } from '../../../.storybook/a11y-rules';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  targets: string[];
}

/**
 * The rules of the bar that read colours: all a theme changes, since a theme only swaps the tokens' values
 * (names, roles, structure and sizes are the same in light and dark).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's violations on the page as it is (evaluated by the browser's debugger, so the app's CSP does not apply):
 * every rule of the bar, or with `colourOnly` the colour rules alone (a page already checked in the other theme).
 */
export async function violations(page: Page, { colourOnly = false } = {}): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const runOnly = colourOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: A11Y_TAGS };
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<never> } }).axe;
    const result = (await axe.run(document, { runOnly: only })) as {
      violations: { id: string; nodes: { target: string[] }[] }[];
    };
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, runOnly);
}

/** Until no animation or transition runs (a page fades in; half-transparent text would fail the contrast rule). */
export async function still(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {
    timeout: 60_000,
  });
}

/** The theme as the app's theme switch applies it (tokens' applyThemeMode: the root's data-theme). */
export async function theme(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((dark) => {
    if (dark) document.documentElement.setAttribute('data-theme', 'dark');
    else document.documentElement.removeAttribute('data-theme');
  }, mode === 'dark');
  await still(page);
}
