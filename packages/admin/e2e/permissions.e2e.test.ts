// The permission guard's two modes (menu from the routes, menu from the server) on the built app and the real server,
// as the demo editor (no order:read) and the demo viewer (no finance:read). menuFromServer lasts for the page session
// only (src/stores/settings.ts), so after switching it on the tests move inside the app (history.pushState, which
// wouter follows) instead of reloading.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, openPage, serverBase, signIn, signInByForm, tokenOf } from './browser';

/** The editor's menu groups in the server's seed (packages/server/src/seed/menus.ts and roles.ts), in zh-CN. */
const EDITOR_GROUPS: Record<string, string> = {
  'menu.dashboard': '仪表盘',
  'menu.content': '内容管理',
  'menu.product': '商品管理',
  'menu.store': '店铺管理',
  'menu.template': '模板管理',
  'menu.user': '个人中心',
};

/** The side menu's top-level entries, once it has rendered. */
async function sideMenuGroups(page: Page) {
  const groups = page.locator('[data-slot="side-menu"] > ul > li > button');
  await groups.first().waitFor();
  return groups.allInnerTexts();
}

/** Navigates inside the running app (no reload): wouter listens to pushState. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * Records each toast state the page shows from now on ("status:text", in order of first appearance): the menu's
 * notices replace each other in place, possibly faster than a locator could look. Toasts already on screen
 * count only once they change.
 */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    const shown = new WeakMap<Element, string>();
    const toasts = () => document.querySelectorAll<HTMLElement>('[data-slot="toast"]');
    const entry = (toast: HTMLElement) => `${toast.dataset.status}:${toast.textContent?.trim()}`;
    for (const toast of toasts()) shown.set(toast, entry(toast));
    new MutationObserver(() => {
      for (const toast of toasts()) {
        const now = entry(toast);
        if (shown.get(toast) === now) continue;
        shown.set(toast, now);
        if (!seen.includes(now)) seen.push(now);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
}

/** Flips the settings drawer's menuFromServer switch by keyboard and closes the drawer. */
async function switchMenuFromServerOn(page: Page) {
  await page.getByRole('button', { name: '页面配置' }).click();
  const drawer = page.getByRole('dialog', { name: '页面配置' });
  const toggle = drawer.getByRole('switch', { name: '菜单来源于后台' });
  expect(await toggle.isChecked()).toBe(false);
  await toggle.focus();
  await page.keyboard.press('Space');
  expect(await toggle.isChecked()).toBe(true);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}

describe('permission guard, menu from the routes (default)', () => {
  it("the editor is shown the same areas as the server's menu; a screen without its permission is not found", async () => {
    const { context, page } = await openPage();
    await signIn(page, 'editor', 'Sb-LiuYang#2026');
    // Every staff route carries the wildcard role, but each screen also needs its permission (order:read here).
    expect(await sideMenuGroups(page)).toEqual(Object.values(EDITOR_GROUPS));
    await page.goto(`${base()}/order/sale`);
    await heading(page, '页面不存在').waitFor();
    await page.goto(`${base()}/content/article`);
    await heading(page, '文章管理').waitFor();
    await context.close();
  });

  it('the viewer reads sales orders but is shown no receipts, which need finance:read', async () => {
    const { context, page } = await openPage();
    await signIn(page, 'viewer', 'Sb-ZhaoMin#2026');
    const menu = page.locator('[data-slot="side-menu"]');
    await menu.getByRole('button', { name: '订单管理' }).click();
    await menu.getByRole('button', { name: '销售订单' }).waitFor();
    expect(await menu.getByRole('button', { name: '收款单' }).count()).toBe(0);
    await page.goto(`${base()}/order/receipt`);
    await heading(page, '页面不存在').waitFor();
    await page.goto(`${base()}/order/sale`);
    await heading(page, '销售订单').waitFor();
    await context.close();
  });
});

describe('permission guard, menu from the server', () => {
  it('switching on fetches the menu with notices; the menu and the routes follow what the server grants', async () => {
    const { context, page } = await openPage();
    // Through the form: on a Workplace opened from a stored token the loading notice was replaced by the success
    // one before the toast stack first drew (seen: only the success), and this walk checks the order of both.
    await signInByForm(page, 'editor', 'Sb-LiuYang#2026');
    const token = await tokenOf(page);
    const response = await fetch(`${serverBase()}/behind/user/menu`, {
      method: 'POST',
      headers: { 'admin-token': token },
    });
    const serverMenu = ((await response.json()) as { data: { name: string }[] }).data;
    expect(serverMenu.map((group) => group.name)).toEqual(Object.keys(EDITOR_GROUPS));

    const toasts = await recordToasts(page);
    await switchMenuFromServerOn(page);
    await page.locator('[data-slot="toast"][data-status="success"]', { hasText: '菜单加载成功' }).waitFor();
    const seen = await toasts();
    const info = seen.indexOf('info:正在加载菜单…');
    expect(info).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf('success:菜单加载成功')).toBeGreaterThan(info);
    expect(seen.some((entry) => entry.startsWith('error:'))).toBe(false);

    expect(await sideMenuGroups(page)).toEqual(Object.values(EDITOR_GROUPS));
    expect(await sideMenuGroups(page)).not.toContain('订单管理');

    await goInApp(page, '/order/sale');
    await heading(page, '页面不存在').waitFor();
    await goInApp(page, '/content/article');
    await heading(page, '文章管理').waitFor();
    // A page under a menu page (add/edit screens) is allowed too.
    await goInApp(page, '/content/article/add');
    await heading(page, '新建文章').waitFor();
    await context.close();
  });

  it('whitelisted screens need no server menu: not-found shows, logout reaches login, signing in refetches', async () => {
    const { context, page } = await openPage();
    await signIn(page, 'editor', 'Sb-LiuYang#2026');
    await switchMenuFromServerOn(page);
    await page.locator('[data-slot="toast"][data-status="success"]', { hasText: '菜单加载成功' }).waitFor();

    await goInApp(page, '/no/such/page');
    await heading(page, '页面不存在').waitFor();

    // Logout empties the server menu but keeps the switch on for this page session.
    const menuCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/behind/user/menu')) menuCalls.push(request.method());
    });
    const toasts = await recordToasts(page);
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '登出登录' }).click();
    await page.waitForURL(/\/login/);
    // The login screen is whitelisted: shown without asking for a menu (which would fail without a token).
    await page.locator('input[type="password"]').waitFor();
    expect(menuCalls).toEqual([]);
    expect((await toasts()).some((entry) => entry.startsWith('error:'))).toBe(false);

    // Signing in again without reloading: the guard finds the menu empty and fetches it before the workplace.
    await page.locator('input[type="text"], input:not([type])').first().fill('editor');
    await page.locator('input[type="password"]').fill('Sb-LiuYang#2026');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      (window as unknown as { seenToasts: string[] }).seenToasts.includes('success:菜单加载成功'),
    );
    expect(menuCalls).toEqual(['POST']);
    expect(await page.evaluate(() => location.pathname)).toBe('/admin/dashboard/workplace');
    expect(await toasts()).toContain('info:正在加载菜单…');
    expect(await sideMenuGroups(page)).toEqual(Object.values(EDITOR_GROUPS));
    await goInApp(page, '/order/sale');
    await heading(page, '页面不存在').waitFor();
    await context.close();
  });
});
