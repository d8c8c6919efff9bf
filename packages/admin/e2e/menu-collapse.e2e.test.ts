// The collapsible side menu in the built app: the control at its foot, the choice kept across a reload, a
// flyout used by keyboard alone, and the Ctrl/⌘+\ shortcut.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn } from './browser';

const menuOf = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const menuWidth = async (page: Page) => (await menuOf(page).boundingBox())?.width;
// The navbar's own menu button at 390 px is "展开或收起菜单": the control is found by its slot, not a name part.
const FOOT_CONTROL = '[data-slot="side-menu-foot"] button';
const collapseControls = (page: Page) => page.locator(FOOT_CONTROL).count();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe('the collapsible side menu', () => {
  it('collapses by its control, stays collapsed after a reload, opens a page from a flyout by keyboard, expands by Ctrl+\\', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    expect(await menuWidth(page)).toBe(300);

    await menuOf(page).getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(() => menuWidth(page)).toBe(48);
    expect(await page.evaluate(() => localStorage.getItem('arco-menu-collapse'))).toBe('true');

    await page.reload();
    await menuOf(page).getByRole('button', { name: '展开菜单' }).waitFor();
    expect(await menuWidth(page)).toBe(48);

    // Keyboard only: the group's entry opens its flyout with ArrowRight, on the first page.
    await menuOf(page).getByRole('button', { name: '订单管理' }).focus();
    await page.getByRole('tooltip', { name: '订单管理' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('menu', { name: '订单管理' }).waitFor();
    await expect.poll(() => focusedText(page)).toBe('销售订单');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order\/sale/);
    await page.getByRole('heading', { name: '销售订单' }).waitFor();
    expect(await page.getByRole('menu').count()).toBe(0);
    // The focus is back on the entry, which marks the group of the page now shown.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('订单管理');
    expect(await menuOf(page).getByRole('button', { name: '订单管理' }).getAttribute('aria-current')).toBe('page');

    await page.keyboard.press('Control+Backslash');
    await expect.poll(() => menuWidth(page)).toBe(300);
    await menuOf(page).getByRole('button', { name: '收起菜单' }).waitFor();
    await page.reload();
    await menuOf(page).getByRole('button', { name: '销售订单' }).waitFor();
    expect(await menuWidth(page)).toBe(300);
    await context.close();
  });

  it('the mobile drawer (390 px) has no collapse control, and the top menu none either', async () => {
    const { context, page } = await openPage({ width: 390 });
    await signIn(page);
    await page.getByRole('button', { name: /菜单/ }).first().click();
    await menuOf(page).getByRole('button', { name: '订单管理' }).waitFor();
    expect(await collapseControls(page)).toBe(0);
    await context.close();

    const desktop = await openPage();
    await signIn(desktop.page);
    await desktop.page.locator(FOOT_CONTROL).waitFor();
    await desktop.page.getByRole('button', { name: '页面配置' }).click();
    await desktop.page.getByRole('switch', { name: '顶部菜单栏' }).focus();
    await desktop.page.keyboard.press('Space');
    await desktop.page.keyboard.press('Escape');
    await desktop.page.getByRole('dialog').waitFor({ state: 'detached' });
    await desktop.page.locator('[data-slot="top-menu"]').waitFor();
    await desktop.page.keyboard.press('Control+Backslash');
    expect(await collapseControls(desktop.page)).toBe(0);
    expect(await desktop.page.evaluate(() => localStorage.getItem('arco-menu-collapse'))).toBeNull();
    await desktop.context.close();
  });
});
