// The settings drawer's layout switches on the built app and the real server, by keyboard: menu, footer and
// tab bar off remove their part of the frame (and on brings it back); the 80px menu-width input sets the side
// menu's width, within the store's 160-600px bounds. (navbar, topMenu, colorWeak: settings.e2e.test.ts and
// shell.e2e.test.ts; menuFromServer: permissions.e2e.test.ts.)

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn } from './browser';

const drawer = (page: Page) => page.getByRole('dialog', { name: '页面配置' });

/**
 * Opens the drawer with the navbar's gear, flips one switch by keyboard and closes the drawer again with Escape
 * (the modal drawer hides the rest of the page from the accessibility tree while it is open).
 */
async function flip(page: Page, name: string) {
  await page.getByRole('button', { name: '页面配置' }).click();
  const toggle = drawer(page).getByRole('switch', { name, exact: true });
  const was = await toggle.isChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  expect(await toggle.isChecked()).toBe(!was);
  await page.keyboard.press('Escape');
  await drawer(page).waitFor({ state: 'detached' });
}

/** The side menu's rendered width in CSS pixels. */
async function menuWidth(page: Page) {
  const menu = page.locator('[data-slot="side-menu"]');
  await menu.waitFor();
  return (await menu.boundingBox())?.width;
}

describe('settings drawer layout switches', () => {
  it("'menu' off removes the side menu and the page takes its room; on brings it back", async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const sideMenu = page.getByRole('navigation', { name: '主菜单' });
    await sideMenu.waitFor();
    const mainBefore = (await page.locator('main').boundingBox())?.width ?? 0;
    await flip(page, '菜单栏');
    expect(await page.locator('[data-slot="side-menu"]').count()).toBe(0);
    expect((await page.locator('main').boundingBox())?.width).toBeGreaterThan(mainBefore);
    await flip(page, '菜单栏');
    await sideMenu.waitFor();
    await context.close();
  });

  it("'footer' off removes the footer; on brings it back", async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const footer = page.getByRole('contentinfo');
    expect(await footer.innerText()).toBe('Soundboard · 音响系统管理后台 · 设计工作台（Storybook）');
    // The designers' workbench, in a tab of its own.
    const workbench = footer.getByRole('link', { name: '设计工作台（Storybook）' });
    expect(await workbench.getAttribute('href')).toBe('/storybook/');
    expect(await workbench.getAttribute('target')).toBe('_blank');
    await flip(page, '底部');
    expect(await page.locator('footer').count()).toBe(0);
    await flip(page, '底部');
    await footer.waitFor();
    await context.close();
  });

  it("'tabBar' off removes the tab bar; on brings it back with the open tabs", async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.getByRole('button', { name: '订单管理' }).click();
    await page.getByRole('button', { name: '销售订单' }).click();
    const tabBar = page.getByRole('tablist', { name: '已打开的页面' });
    await tabBar.getByRole('tab', { name: '销售订单' }).waitFor();
    await flip(page, '多页签');
    expect(await page.locator('[data-slot="tab-bar"]').count()).toBe(0);
    await flip(page, '多页签');
    expect(await tabBar.getByRole('tab').allInnerTexts()).toEqual(['工作台', '销售订单']);
    await context.close();
  });

  it('the menu-width input sets the side menu width, kept between 160 and 600 px', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    expect(await menuWidth(page)).toBe(300);
    await page.getByRole('button', { name: '页面配置' }).click();
    const input = drawer(page).getByLabel('菜单宽度 (px)');
    const box = drawer(page).locator('[data-slot="number-box"]');
    expect((await box.boundingBox())?.width).toBe(80);

    await input.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('420');
    await page.keyboard.press('Enter');
    await expect.poll(() => menuWidth(page)).toBe(420);

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');
    await expect.poll(() => menuWidth(page)).toBe(160);
    await expect.poll(() => input.inputValue()).toBe('160');
    await context.close();
  });
});
