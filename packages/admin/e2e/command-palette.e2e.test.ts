// The command palette (Ctrl+K) in the built app, by keyboard alone: an administrator opens a sale order by its
// number and a screen by its name; a salesperson finds their own customer by its name's pinyin initials and never
// another salesperson's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, apiWith, loginToken, openPage, signIn } from './browser';

const paletteOf = (page: Page) => page.getByRole('dialog', { name: '前往' });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** Ctrl+K, then types `text` into the palette's box (the focus is there). */
async function search(page: Page, text: string) {
  // Right after signing in the frame may still be loading (its listener not there yet): press again until it opens.
  await expect
    .poll(
      async () => {
        if (!(await paletteOf(page).isVisible())) await page.keyboard.press('Control+k');
        return paletteOf(page).getByRole('textbox', { name: '前往' }).isVisible();
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe(true);
  await expect.poll(() => focused(page), { timeout: 60_000 }).toBe('前往');
  await page.keyboard.type(text);
}

describe('the command palette', () => {
  it('opens a sale order by its number and a screen by its name, as the administrator', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const { list } = await apiAs<{ list: { id: number; orderNo: string }[] }>(page, 'GET', '/orders?pageSize=1');
    const order = list[0];
    if (!order) throw new Error('no sale order');

    await search(page, order.orderNo);
    await paletteOf(page)
      .getByRole('option', { name: new RegExp(order.orderNo) })
      .waitFor();
    await expect.poll(() => paletteOf(page).getByRole('status').textContent(), { timeout: 60_000 }).toMatch(/个结果/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order\/sale/);
    await page.getByRole('dialog', { name: new RegExp(order.orderNo) }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // A screen by its name; Escape on a second opening closes and gives the focus back.
    await search(page, '供应商');
    await paletteOf(page)
      .getByRole('option', { name: /^供应商/ })
      .first()
      .waitFor();
    // The records' answer is in (the list changes when it arrives, and the first entry gets the focus again).
    await expect.poll(() => paletteOf(page).getByRole('status').textContent(), { timeout: 60_000 }).toMatch(/个结果/);
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/crm\/supplier/);
    await page.getByRole('heading', { name: '供应商' }).waitFor();
    await page.keyboard.press('Control+k');
    await paletteOf(page).waitFor();
    await page.keyboard.press('Escape');
    await paletteOf(page).waitFor({ state: 'detached' });
    // An empty text lists what was picked lately.
    await search(page, '');
    await paletteOf(page)
      .getByRole('group', { name: '最近使用' })
      .getByRole('option', { name: /供应商/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await context.close();
  });

  it("finds a salesperson's own customer by pinyin initials, never another salesperson's", async () => {
    const zhou = await loginToken('sales2', 'Sb-ZhouJie#2026');
    await apiWith(zhou, 'POST', '/customers', { name: '欧阳寇', kind: 'individual' });
    const { context, page } = await openPage();
    await signIn(page, 'sales', 'Sb-LiNa#2026');
    const own = await apiAs<{ id: number }>(page, 'POST', '/customers', { name: '欧阳葵', kind: 'individual' });

    await search(page, 'oyk');
    const palette = paletteOf(page);
    await palette.getByRole('option', { name: /欧阳葵/ }).waitFor();
    expect(await palette.getByRole('option', { name: /欧阳寇/ }).count()).toBe(0);
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/crm\/customer/);
    await page.getByRole('dialog', { name: /欧阳葵/ }).waitFor();
    expect(own.id).toBeGreaterThan(0);
    await context.close();
  });
});
