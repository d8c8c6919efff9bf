/** One headless Chromium per test file; each test gets a fresh context (no storage carried over). */
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../.storybook/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
afterAll(() => browser?.close());

/**
 * The address of this worker's server. The e2e project runs two files at a time, each worker against a server of
 * its own (vitest numbers its workers 1..maxWorkers and gives a number to one running file at a time), so the
 * walks that change a server's shared state (settings, roles, the job runner's clock) never overlap.
 */
export function serverBase(): string {
  const bases = inject('e2eBases');
  return bases[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % bases.length];
}

export const base = () => `${serverBase()}/admin`;

export async function openPage(
  options: { width?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1440, height: 900 } });
  // Two walks run at once beside the server suites: on a loaded 2-core machine an action's wait (Playwright's
  // default 30 s) ran out while a dialog was still loading its list.
  context.setDefaultTimeout(60_000);
  if (options.locale) {
    await context.addInitScript((locale) => localStorage.setItem('arco-locale', locale), options.locale);
  }
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the login screen and waits for the workplace. */
export async function signIn(page: Page, username = 'admin', password = 'Sb-WangLei#2026') {
  await page.goto(`${base()}/login`);
  await page.locator('input[type="text"], input:not([type])').first().fill(username);
  await page.locator('input[type="password"]').fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/workplace/, { timeout: 20_000 });
}

/** The page's signed-in user's token (for calls that outlive the page, e.g. an afterAll's clean-up). */
export async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('admin-token'))) ?? '';
}

/** Calls the API as the page's signed-in user (its stored token) and expects success (code 1); answers the data. */
export async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return apiWith<T>(await tokenOf(page), method, path, body);
}

/** Calls the API with a token and expects success (code 1); answers the data. */
export async function apiWith<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${serverBase()}/behind${path}`, {
    method,
    headers: { 'admin-token': token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, `${method} ${path}`).toBe(1);
  return answer.data;
}

/** Focuses a control and presses Enter on it (the keyboard's way to press a button or follow a link). */
export async function press(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** Types into a field by keyboard, replacing what is there. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Chooses in a search box (SearchSelect) by keyboard: type, wait for the option, arrow down, Enter. */
export async function pick(page: Page, box: Locator, text: string, option: string | RegExp) {
  await typeInto(page, box, text);
  await page.getByRole('option', { name: option }).first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}
