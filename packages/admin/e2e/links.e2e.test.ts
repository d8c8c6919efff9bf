// In-app links are the kit's Link through React Aria's RouterProvider wired to wouter (layout/aria-router.tsx):
// a click moves inside the running app (no reload), the href is the real address under /admin, and a
// modifier click is left to the browser (a new tab), the page staying where it was.
import { describe, expect, it } from 'vitest';
import { base, openPage, signIn } from './browser';

describe('in-app links', () => {
  it('navigate without a reload, and open in a new tab with a modifier', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const figure = page.getByRole('list', { name: '关键数据' }).getByRole('link', { name: /待审核订单/ });
    await figure.waitFor();
    expect(await figure.getAttribute('href')).toBe('/admin/order/sale?status=submitted');

    // Ctrl+click: the browser opens the real address in a new tab; this page does not move.
    const [opened] = await Promise.all([context.waitForEvent('page'), figure.click({ modifiers: ['Control'] })]);
    await opened.waitForURL(/\/admin\/order\/sale\?status=submitted$/);
    await opened.close();
    expect(page.url()).toMatch(/\/admin\/dashboard\/workplace$/);

    // A plain click: the same document (a mark set on window survives), the list's address.
    await page.evaluate(() => {
      (window as unknown as { stayed?: boolean }).stayed = true;
    });
    await figure.click();
    await page.waitForURL(/\/admin\/order\/sale\?status=submitted$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The not-found page's link back, too.
    await page.goto(`${base()}/no/such/page`);
    const back = page.getByRole('link', { name: '返回工作台' });
    await back.waitFor();
    expect(await back.getAttribute('href')).toMatch(/^\/admin\//);
    await page.evaluate(() => {
      (window as unknown as { stayed?: boolean }).stayed = true;
    });
    await back.click();
    await page.waitForURL(/\/admin\/dashboard\/workplace$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });
});
