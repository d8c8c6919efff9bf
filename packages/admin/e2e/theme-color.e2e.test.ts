// The settings drawer's theme colour on the built app: a preset recolours the primary buttons at once, in light
// and in dark (the store remembers it and applyThemeColor sets both palettes), and it is kept across a reload; a
// colour the buttons' text cannot be read on (below 4.5:1) is refused with a message.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn } from './browser';

const drawer = (page: Page) => page.getByRole('dialog', { name: '页面配置' });

/** The computed background of the drawer's primary button ("复制配置"). */
const primaryBackground = (page: Page) =>
  drawer(page)
    .getByRole('button', { name: '复制配置' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: '页面配置' }).click();
  await drawer(page).waitFor();
}

describe('theme colour in the settings drawer', () => {
  it('a preset recolours the primary button live, in light and dark, and survives a reload', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await openDrawer(page);
    expect(await primaryBackground(page)).toBe('rgb(22, 93, 255)'); // #165DFF

    // Arco's purple, the 11th preset swatch: the light theme's solid primary fill is the colour itself.
    const presets = drawer(page).getByRole('listbox', { name: '预设颜色' });
    await presets.getByRole('option').nth(10).click();
    await expect.poll(() => primaryBackground(page)).toBe('rgb(114, 46, 209)'); // #722ED1
    expect(await drawer(page).getByRole('textbox', { name: '自定义颜色' }).inputValue()).toBe('#722ED1');

    // Dark mode uses the dark palette's shade 4 of the same colour.
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '切换为暗色模式' }).click();
    await openDrawer(page);
    await expect.poll(() => primaryBackground(page)).toBe('rgb(90, 37, 176)'); // #5A25B0

    await page.reload();
    await openDrawer(page);
    await expect.poll(() => primaryBackground(page)).toBe('rgb(90, 37, 176)');
    await context.close();
  });

  it('a colour the button text cannot be read on is refused with a message, and nothing changes', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await openDrawer(page);
    const hex = drawer(page).getByRole('textbox', { name: '自定义颜色' });
    await hex.fill('#F77234');
    await hex.press('Enter');
    await expect.poll(() => drawer(page).getByRole('alert').innerText()).toContain('#F77234');
    expect(await hex.inputValue()).toBe('#165DFF');
    expect(await primaryBackground(page)).toBe('rgb(22, 93, 255)');
    await context.close();
  });
});
