// Settings-drawer effects, tab actions and a session revoked on the server, on the built app and real server.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { networkQuiet, openPage, serverBase, signIn, tokenOf } from './browser';

/** Opens the settings drawer and flips one switch by keyboard, leaving the drawer open. */
async function flip(page: Page, name: string) {
  const drawer = page.getByRole('dialog', { name: '页面配置' });
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: '页面配置' }).click();
  await drawer.getByRole('switch', { name }).focus();
  await page.keyboard.press('Space');
}

describe('settings drawer effects', () => {
  it('colour-weak mode inverts the page by 80% and back', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await flip(page, '色弱模式');
    expect(await page.evaluate(() => document.body.style.filter)).toBe('invert(80%)');
    await flip(page, '色弱模式');
    expect(await page.evaluate(() => document.body.style.filter)).toBe('none');
    await context.close();
  });

  it('top menu mode swaps the side menu for a horizontal one', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.locator('[data-slot="side-menu"]').waitFor();
    await flip(page, '顶部菜单栏');
    await page.keyboard.press('Escape');
    await page.locator('[data-slot="top-menu"]').waitFor();
    expect(await page.locator('[data-slot="side-menu"]').count()).toBe(0);
    await context.close();
  });

  it('the tab bar opens a tab per page; Delete closes the focused one, the workplace stays', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.getByRole('button', { name: '订单管理' }).click();
    await page.getByRole('button', { name: '销售订单' }).click();
    const tab = page.getByRole('tab', { name: /销售订单/ });
    await tab.waitFor();
    await tab.focus();
    await page.keyboard.press('Delete');
    await tab.waitFor({ state: 'detached' });
    expect(await page.getByRole('tab', { name: /工作台/ }).count()).toBe(1);
    await context.close();
  });
});

describe('a session revoked on the server', () => {
  it('shows the logout notice on the next call; OK returns to login without a token', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    // Let the frame's own first calls (messages, menu) finish with the valid session.
    await networkQuiet(page);
    const token = await tokenOf(page);
    // Sign the same session out from elsewhere.
    await fetch(`${serverBase()}/behind/user/login_out`, {
      method: 'POST',
      headers: { 'admin-token': token },
    });
    // The frame's next call (the message stream reconnecting, or else "switch roles" re-reading the roles) meets
    // 400005. Either may come first on a busy machine, so each round looks for the notice before it asks.
    const notice = page.getByRole('dialog', { name: '登出提示' }).or(page.getByRole('alertdialog'));
    await expect
      .poll(
        async () => {
          if (await notice.isVisible()) return true;
          await page
            .getByRole('button', { name: /用户菜单/ })
            .click({ timeout: 2000 })
            .catch(() => undefined);
          await page
            .getByRole('menuitem', { name: '切换角色' })
            .click({ timeout: 2000 })
            .catch(() => undefined);
          return notice.isVisible();
        },
        { interval: 1000 },
      )
      .toBe(true);
    await page.getByRole('button', { name: '返回登录' }).click();
    await page.waitForURL(/\/login/);
    expect(await tokenOf(page)).toBe('');
    await context.close();
  });
});
