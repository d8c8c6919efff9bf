// The login page the build drew (issue 38; contract login-page.ts, src/lib/prerendered-login.ts): the server sends
// /admin/login with the form already in the HTML for the visitor's look, the form shows without a script, cannot
// send a password anywhere by itself, and the app takes it over when the visitor turns to it — with what was typed,
// the focus, and an Enter pressed before the app ran.

import { CUSTOM_LOOK, LOGIN_LOOK_COOKIE } from '@soundboard/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, openPage, signIn } from './browser';

const WAIT = { timeout: 60_000 };
const PASSWORD = 'Sb-WangLei#2026';
const drawn = (page: Page) => page.locator('#login-prerendered');

/** Holds the app's entry script back until the returned function is called. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/admin\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('the login page the build drew', () => {
  it('shows the form without a script, and its Enter sends nothing anywhere', async () => {
    const { context, page } = await openPage({ javaScript: false });
    try {
      await page.goto(`${base()}/login`);
      await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe('zh-CN');
      expect(await page.getByRole('heading', { name: '登录 Soundboard' }).isVisible()).toBe(true);
      await page.getByLabel('用户名', { exact: true }).fill('admin');
      await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
      await page.getByLabel('密码', { exact: true }).press('Enter');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      // A dialog form outside a dialog submits nothing: the password never reaches an address.
      await page.waitForTimeout(300);
      expect(page.url()).toBe(`${base()}/login`);
    } finally {
      await context.close();
    }
  });

  it('keeps what was typed and the focus when the app takes over, and sends an Enter pressed before', async () => {
    const { context, page } = await openPage();
    try {
      const release = await holdAppEntry(page);
      await page.goto(`${base()}/login`, { waitUntil: 'commit' });
      await page.getByLabel('用户名', { exact: true }).fill('admin');
      await page.getByLabel('密码', { exact: true }).focus();
      await page.keyboard.type(PASSWORD.slice(0, 4));
      // The app's code is held back: the drawn form is all there is.
      expect(await drawn(page).count()).toBe(1);
      release();
      await drawn(page).waitFor({ state: 'detached', ...WAIT });
      expect(await page.locator('form').count()).toBe(1);
      expect(await page.getByLabel('用户名', { exact: true }).inputValue()).toBe('admin');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
      await page.keyboard.type(PASSWORD.slice(4));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/workplace$/, WAIT);
    } finally {
      await context.close();
    }

    const second = await openPage();
    try {
      const release = await holdAppEntry(second.page);
      await second.page.goto(`${base()}/login`, { waitUntil: 'commit' });
      await second.page.getByLabel('用户名', { exact: true }).fill('admin');
      await second.page.getByLabel('密码', { exact: true }).fill(PASSWORD);
      await second.page.getByLabel('密码', { exact: true }).press('Enter');
      expect(second.page.url()).toBe(`${base()}/login`);
      release();
      await second.page.waitForURL(/\/dashboard\/workplace$/, WAIT);
    } finally {
      await second.context.close();
    }
  });

  it('is drawn in the language the visitor chose, and not drawn for a custom look', async () => {
    const { context, page } = await openPage();
    const served = async () => (await context.request.get(`${base()}/login`)).text();
    const lookCookie = async () => (await context.cookies()).find((cookie) => cookie.name === LOGIN_LOOK_COOKIE)?.value;
    try {
      await page.goto(`${base()}/login`, { waitUntil: 'networkidle' });
      // A language pressed on the drawn copy starts the app, which switches to it.
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.getByRole('heading', { name: 'Sign in to Soundboard' }).waitFor(WAIT);
      await expect.poll(lookCookie, WAIT).toBe('en-US');
      const english = await served();
      expect(english).toContain('<html lang="en-US">');
      expect(english).toContain('Sign in to Soundboard');

      // A dark theme is a custom look: once the app runs with it, the server sends the plain page, which draws
      // itself in that look.
      await page.evaluate(() => localStorage.setItem('arco-theme', 'dark'));
      await page.reload();
      await page.getByLabel('Username', { exact: true }).focus();
      await drawn(page).waitFor({ state: 'detached', ...WAIT });
      await expect.poll(lookCookie, WAIT).toBe(CUSTOM_LOOK);
      expect(await served()).not.toContain('login-prerendered');
    } finally {
      await context.close();
    }
  });

  it('sends a signed-in visitor on without waiting for a turn', async () => {
    const { context, page } = await openPage();
    try {
      await signIn(page);
      await page.goto(`${base()}/login`);
      await page.waitForURL(/\/dashboard\/workplace$/, WAIT);
      // The drawn copy goes with the Workplace's first commit.
      await page.locator('[data-slot="navbar"]').waitFor(WAIT);
      await drawn(page).waitFor({ state: 'detached', ...WAIT });
    } finally {
      await context.close();
    }
  });
});
