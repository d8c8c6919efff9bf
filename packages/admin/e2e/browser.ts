/**
 * One headless Chromium per e2e worker, launched by the first page a walk opens and kept for the worker's next
 * files: the e2e project runs its files without isolation (vitest.config.ts), and a browser per file cost a
 * launch each time. Every openPage gets a fresh context (no storage carried over), and each file's contexts are
 * closed when it ends (setup.ts), so nothing a walk left open runs on into the next file.
 */
import { LOGIN_LOOK_COOKIE } from '@soundboard/contract';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../../.storybook/chromium';
import { watchNetwork } from '../../../scripts/lib/network-quiet.mjs';
import { TOKEN_STORAGE_KEY } from '../src/lib/token';

let launched: Promise<Browser> | undefined;

/** The worker's browser, launched again should it have crashed. Playwright kills it when the worker exits. */
function sharedBrowser(): Promise<Browser> {
  launched ??= chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS }).then((browser) => {
    browser.on('disconnected', () => {
      launched = undefined;
    });
    return browser;
  });
  return launched;
}

/** Closes every context the worker's browser holds (at the end of each file: setup.ts). */
export async function closeContexts(): Promise<void> {
  if (!launched) return;
  const browser = await launched;
  await Promise.all(browser.contexts().map((context) => context.close()));
}

/**
 * The address of this worker's server. The e2e project runs two files at a time, each worker against a server of
 * its own (vitest numbers its workers 1..maxWorkers and gives a number to one running file at a time), so the
 * walks that change a server's shared state (settings, roles, the job runner's clock) never overlap.
 */
export function serverBase(): string {
  const bases = inject('e2eBases');
  const base = bases[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % bases.length];
  if (!base) throw new Error('serverBase: the e2e global setup started no server');
  return base;
}

export const base = () => `${serverBase()}/admin`;

export async function openPage(
  options: { width?: number; locale?: string; headers?: Record<string, string>; javaScript?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await sharedBrowser()).newContext({
    viewport: { width: options.width ?? 1440, height: 900 },
    ...(options.javaScript === false ? { javaScriptEnabled: false } : {}),
    // Sent with every request of the context (the two-process walk routes a browser to its process by one).
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
  });
  // Two walks run at once beside the server suites: on a loaded 2-core machine an action's wait (Playwright's
  // default 30 s) ran out while a dialog was still loading its list.
  context.setDefaultTimeout(60_000);
  if (options.locale) {
    await context.addInitScript((locale) => localStorage.setItem('arco-locale', locale), options.locale);
    // The look the app would have written (lib/look-cookie.ts): the login page comes drawn in that language.
    await context.addCookies([{ name: LOGIN_LOOK_COOKIE, value: options.locale, url: serverBase() }]);
  }
  const page = await context.newPage();
  watched.set(page, watchNetwork(page));
  followTrail(page);
  return { context, page };
}

/** What each page the running test opened did, in order (printed when the test fails: setup.ts). */
const trails: string[][] = [];

/** Where a page went, the API calls it was refused and the errors it logged: the page is often closed by then. */
function followTrail(page: Page) {
  const started = Date.now();
  const trail = [`page ${trails.length + 1}:`];
  trails.push(trail);
  const note = (line: string) => trail.push(`  +${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message.slice(0, 300)}`));
}

/** The trails of the pages opened since the last call, emptied. */
export function takeTrails(): string[][] {
  return trails.splice(0);
}

const watched = new WeakMap<Page, ReturnType<typeof watchNetwork>>();

/**
 * Waits until the page has had no request in flight for half a second, the live message stream aside (which
 * never ends, so Playwright's `networkidle` never comes once signed in). For pages made by openPage.
 */
export async function networkQuiet(page: Page): Promise<void> {
  const watcher = watched.get(page);
  if (!watcher) throw new Error('networkQuiet: the page was not made by openPage');
  await watcher.quiet();
}

/**
 * Signs in without the login screen and waits for the Workplace's shell: the browser context posts the login
 * (its cookies and user agent, as the form would), the token is stored where the app keeps it, and the Workplace
 * opens from it, as after a reload. The screen's own walks (shell, login-retry, two-factor, quiet-login) sign in
 * through it; every other walk saves the login page's load and render (docs/testing.md). The token is stored
 * once, on the health answer (same origin, no app), so a later sign-out sticks.
 */
export async function signIn(page: Page, username = 'admin', password = 'Sb-WangLei#2026', origin = serverBase()) {
  const answer = await page.request.post(`${origin}/behind/user/login`, { data: { username, password } });
  const token = tokenOfLogin(await answer.json(), username);
  await page.goto(`${origin}/behind/health`);
  await page.evaluate(({ key, token }) => localStorage.setItem(key, token), { key: TOKEN_STORAGE_KEY, token });
  await page.goto(`${origin}/admin/dashboard/workplace`);
  await page.locator('[data-slot="navbar"]').waitFor({ timeout: 20_000 });
}

/** Signs in through the login screen, as a user does, and waits for the Workplace. */
export async function signInByForm(
  page: Page,
  username = 'admin',
  password = 'Sb-WangLei#2026',
  origin = serverBase(),
) {
  await page.goto(`${origin}/admin/login`);
  await page.locator('input[type="text"], input:not([type])').first().fill(username);
  await page.locator('input[type="password"]').fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/workplace/, { timeout: 20_000 });
}

/** A user's session token by signing in through the API (for a second user who needs no browser). */
export async function loginToken(username: string, password: string, origin = serverBase()): Promise<string> {
  const response = await fetch(`${origin}/behind/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return tokenOfLogin(await response.json(), username);
}

/** The session token a login answer carries; a refused login throws, naming the user and the answer's code. */
function tokenOfLogin(answer: unknown, username: string): string {
  const { code, data } = answer as { code: number; data?: { token?: string } };
  if (code !== 1 || !data?.token) throw new Error(`signing in as ${username} was refused (code ${code})`);
  return data.token;
}

/** The page's signed-in user's token (for calls that outlive the page, e.g. an afterAll's clean-up). */
export async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)) ?? '';
}

/** Calls the API as the page's signed-in user (its stored token) and expects success (code 1); answers the data. */
export async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return apiWith<T>(await tokenOf(page), method, path, body);
}

/** Calls the API with a token and expects success (code 1); answers the data. */
export async function apiWith<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  origin = serverBase(),
): Promise<T> {
  const response = await fetch(`${origin}/behind${path}`, {
    method,
    headers: { 'admin-token': token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, `${method} ${path}`).toBe(1);
  return answer.data;
}

/**
 * Focuses a control and presses Enter on it (the keyboard's way to press a button or follow a link). Enter goes
 * only once the control holds the focus: a list that re-renders as its data arrives can take the focus away
 * between the two (a clean-clone run's KPI walk pressed Enter on nothing and waited for a drawer).
 */
export async function press(page: Page, control: Locator) {
  await expect
    .poll(async () => {
      await control.focus();
      return control.evaluate((element) => element === document.activeElement);
    })
    .toBe(true);
  await page.keyboard.press('Enter');
}

/**
 * Presses a control that opens something (a drawer, a dialog) and waits for it, pressing again while it has not
 * appeared: on a loaded machine the list around the control can render anew between the focus and the key, and the
 * Enter then goes to the page instead.
 */
export async function pressToOpen(page: Page, control: Locator, opened: Locator, attempts = 4) {
  for (let attempt = 1; ; attempt += 1) {
    await press(page, control);
    try {
      await opened.waitFor({ timeout: 15_000 });
      return;
    } catch (error) {
      if (await opened.isVisible()) return;
      if (attempt >= attempts) {
        const dialogs = await page
          .getByRole('dialog')
          .evaluateAll((all) => all.map((d) => d.textContent?.slice(0, 80)));
        throw new Error(`${(error as Error).message}\nopen dialogs: ${JSON.stringify(dialogs)}`);
      }
    }
  }
}

/** Types into a field by keyboard, replacing what is there. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Chooses in a search box (SearchSelect) by keyboard: type, wait until the list leads with the option, arrow down,
 * Enter. The list first shows the unfiltered choices and then the matches: waiting for the option anywhere in it
 * let ArrowDown take the unfiltered list's first entry on a loaded machine (a customer other than the order's).
 */
export async function pick(page: Page, box: Locator, text: string, option: string | RegExp = text) {
  await typeInto(page, box, text);
  const leads = async () => {
    const first = (await page.getByRole('option').first().textContent()) ?? '';
    return typeof option === 'string' ? first.includes(option) : option.test(first);
  };
  await expect.poll(leads, { timeout: 60_000 }).toBe(true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/**
 * Answers the re-authentication dialog (a sensitive act, e.g. issuing a device token) by keyboard: focus starts
 * in its password field; Enter confirms, and the call that asked is sent again.
 */
export async function passReAuth(page: Page, password = 'Sb-WangLei#2026') {
  const dialog = page.getByRole('alertdialog', { name: /^(Confirm it is you|确认是您本人)$/ });
  await dialog.getByRole('textbox').first().waitFor({ timeout: 60_000 });
  await expect
    .poll(() =>
      dialog
        .getByRole('textbox')
        .first()
        .evaluate((field) => field === document.activeElement),
    )
    .toBe(true);
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached', timeout: 60_000 });
}
