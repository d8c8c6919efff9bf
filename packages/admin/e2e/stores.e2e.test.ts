// Stores on the built app and the real server (demo stores): the store home's figures lead to their filtered lists,
// and a store's hours are edited by keyboard — a period that closes before it opens is refused under its line with
// nothing saved, then put right and shown in the detail's week.

import { describe, expect, it } from 'vitest';
import { apiAs, base, openPage, press, signIn, typeInto } from './browser';

interface StoreRecord {
  id: number;
  code: string;
  hours: { opens: string; closes: string }[];
}

describe('stores', () => {
  it("leads from the store home's figures to the lists they count", async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page, 'viewer', 'Sb-ZhaoMin#2026');
    await page.goto(`${base()}/store/home`);
    const sales = page.locator('[data-panel="store-sales"]');
    const firstOrders = sales.getByRole('link', { name: /orders$/ }).first();
    await firstOrders.waitFor({ timeout: 20_000 });
    await page.locator('[data-panel="store-sales-chart"] [data-slot="chart"][data-ready]').waitFor();
    // The seed closes one store on its own day, not necessarily today: the panel says either.
    await page.locator('[data-panel="store-exceptions"]').waitFor();

    await press(page, firstOrders);
    await page.waitForURL(/\/order\/sale\?storeId=\d+/);
    const url = new URL(page.url());
    expect(url.searchParams.get('status')).toBe('draft,submitted,approved,delivered,completed');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goto(`${base()}/store/home`);
    await press(page, page.getByRole('link', { name: /Stores: Renovating/ }));
    await page.waitForURL(/\/store\/store\?status=renovating$/);
    await page.getByRole('row', { name: /GZ-TH01/ }).waitFor();
    expect(await page.getByRole('row', { name: /SH-JA01/ }).count()).toBe(0);
    await context.close();
  });

  it('refuses hours that close before they open under the line, then saves them put right', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    const [listed] = (await apiAs<{ list: StoreRecord[] }>(page, 'GET', '/stores?q=CD-JJ01')).list;
    if (!listed) throw new Error('no demo store CD-JJ01');
    const before = await apiAs<StoreRecord>(page, 'GET', `/stores/${listed.id}`);

    await page.goto(`${base()}/store/store?q=CD-JJ01`);
    await press(page, page.getByRole('row', { name: /CD-JJ01/ }).getByRole('button', { name: 'Edit' }));
    const form = page.getByRole('dialog', { name: /Edit store/ });
    const closes = form.getByRole('textbox', { name: 'Opening hours 1 Closes' });
    await typeInto(page, closes, '08:00');
    await press(page, form.getByRole('button', { name: 'Save', exact: true }));
    await form.getByText('The closing time must be after the opening time').waitFor({ timeout: 20_000 });
    expect(await closes.getAttribute('aria-invalid')).toBe('true');
    expect((await apiAs<StoreRecord>(page, 'GET', `/stores/${listed.id}`)).hours).toEqual(before.hours);

    await typeInto(page, closes, '11:45');
    await press(page, form.getByRole('button', { name: 'Save', exact: true }));
    await form.waitFor({ state: 'detached', timeout: 20_000 });
    const after = await apiAs<StoreRecord>(page, 'GET', `/stores/${listed.id}`);
    expect(after.hours[0]).toMatchObject({ opens: before.hours[0]?.opens, closes: '11:45' });
    expect(after.hours.slice(1)).toEqual(before.hours.slice(1));
    await context.close();
  });
});
