// The tab bar on the built app and the real server, by keyboard: pages opened from the side menu become tabs;
// a tab's context menu (Shift+F10) closes the others, reloads the page through /admin/redirect/... or closes
// the tab; the workplace tab cannot be closed.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, openPage, signIn } from './browser';

const bar = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });
const tabTitles = (page: Page) => bar(page).getByRole('tab').allInnerTexts();
/** The shown page's heading (pages kept in other tabs are in the document too, hidden). */
const pageHeading = (page: Page) => page.locator('main h1:visible');

/** Opens a page from the side menu by keyboard (expanding its group first) and waits for it. */
async function openFromMenu(page: Page, group: string, item: string) {
  const menu = page.locator('[data-slot="side-menu"]');
  const groupButton = menu.getByRole('button', { name: group, exact: true });
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') {
    await groupButton.focus();
    await page.keyboard.press('Enter');
  }
  await menu.getByRole('button', { name: item, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: item, exact: true }).waitFor();
  await bar(page).getByRole('tab', { name: item }).waitFor();
}

/** Opens a tab's context menu by keyboard and returns it (focus is on its first item). */
async function openTabMenu(page: Page, title: string) {
  await bar(page).getByRole('tab', { name: title }).focus();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: '标签页操作' });
  await menu.waitFor();
  return menu;
}

/** Moves down the open menu by keyboard until `name` has focus, then chooses it with Enter. */
async function choose(page: Page, name: string) {
  const menu = page.getByRole('menu', { name: '标签页操作' });
  const target = menu.getByRole('menuitem', { name, exact: true });
  for (let presses = 0; presses < 6; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'detached' });
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`menu item ${name} never got focus`);
}

/** Signs in as the admin and opens three pages: sales orders, articles, products (the last is current). */
async function withThreePages() {
  const opened = await openPage();
  await signIn(opened.page);
  await openFromMenu(opened.page, '订单管理', '销售订单');
  await openFromMenu(opened.page, '内容管理', '文章管理');
  await openFromMenu(opened.page, '商品管理', '商品列表');
  expect(await tabTitles(opened.page)).toEqual(['工作台', '销售订单', '文章管理', '商品列表']);
  return opened;
}

describe('tab bar context menu', () => {
  it('close others keeps only the workplace and the current tab', async () => {
    const { context, page } = await withThreePages();
    await openTabMenu(page, '商品列表');
    await choose(page, '关闭其它标签页');
    await expect.poll(() => tabTitles(page)).toEqual(['工作台', '商品列表']);
    expect(await page.evaluate(() => location.pathname)).toBe('/admin/product/product');
    expect(await bar(page).getByRole('tab', { selected: true }).innerText()).toBe('商品列表');
    await context.close();
  });

  it('refresh reloads the page through /admin/redirect/... and ends on the same URL with the tab kept', async () => {
    const { context, page } = await withThreePages();
    await bar(page).getByRole('tab', { name: '销售订单' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base()}/order/sale`);
    // The address changes before the page shows (the products page stays, kept, until then).
    await page.getByRole('heading', { level: 1, name: '销售订单' }).waitFor();
    const before = await pageHeading(page).elementHandle();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    const menu = await openTabMenu(page, '销售订单');
    expect(
      await menu.getByRole('menuitem', { name: '重新加载' }).evaluate((item) => item === document.activeElement),
    ).toBe(true);
    await choose(page, '重新加载');
    // The page mounts afresh: the heading it showed is gone from the document, a new one stands in its place.
    await page.waitForFunction((heading) => !heading?.isConnected, before);
    await page.getByRole('heading', { level: 1, name: '销售订单' }).waitFor();
    // Playwright learns of same-document navigations by event, possibly after the DOM changed: wait for it.
    await page.waitForURL(`${base()}/order/sale`);
    expect(visited).toContain(`${base()}/redirect/order/sale`);
    expect(await page.evaluate(() => location.pathname)).toBe('/admin/order/sale');
    expect(await tabTitles(page)).toEqual(['工作台', '销售订单', '文章管理', '商品列表']);
    expect(await bar(page).getByRole('tab', { selected: true }).innerText()).toBe('销售订单');
    await context.close();
  });

  it('close removes the tab and shows its left neighbour', async () => {
    const { context, page } = await withThreePages();
    await openTabMenu(page, '商品列表');
    await choose(page, '关闭当前标签页');
    await expect.poll(() => tabTitles(page)).toEqual(['工作台', '销售订单', '文章管理']);
    await page.waitForURL(`${base()}/content/article`);
    await page.getByRole('heading', { level: 1, name: '文章管理' }).waitFor();
    expect(await bar(page).getByRole('tab', { selected: true }).innerText()).toBe('文章管理');
    await context.close();
  });

  it('the workplace tab cannot be closed: its close action is disabled, Delete and close all keep it', async () => {
    const { context, page } = await withThreePages();
    const menu = await openTabMenu(page, '工作台');
    expect(await menu.getByRole('menuitem', { name: '关闭当前标签页' }).getAttribute('aria-disabled')).toBe('true');
    expect(await menu.getByRole('menuitem', { name: '关闭左侧标签页' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await bar(page).getByRole('tab', { name: '工作台' }).focus();
    await page.keyboard.press('Delete');
    expect(await tabTitles(page)).toEqual(['工作台', '销售订单', '文章管理', '商品列表']);

    await openTabMenu(page, '工作台');
    await choose(page, '关闭全部标签页');
    await expect.poll(() => tabTitles(page)).toEqual(['工作台']);
    await page.waitForURL(`${base()}/dashboard/workplace`);
    await context.close();
  });
});
