// Customer tracking on the built app and the real server (demo CRM data): a salesperson records a follow-up by
// keyboard with a next time later today, sees it on the customer's timeline and in the Workplace's today's
// follow-ups, and opens the customer from there; another salesperson's customer is a not-found page.

import type { TodayFollowUp } from '@soundboard/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, base, openPage, signIn } from './browser';
import { laterToday } from './business-day';

const SALES = ['sales', 'Sb-LiNa#2026'] as const;

interface CustomerRow {
  id: number;
  name: string;
  ownerId: number | null;
  nextContactAt: string | null;
}

/** One of the caller's customers not due today: after saving, it must newly appear in today's list. */
async function customerNotDue(page: Page): Promise<CustomerRow> {
  const today = await apiAs<TodayFollowUp[]>(page, 'GET', '/follow-ups/today');
  const due = new Set(today.map((row) => row.customerId));
  const mine = await apiAs<{ list: CustomerRow[] }>(page, 'GET', '/customers?scope=mine&pageSize=100');
  const candidate = mine.list.find((row) => !due.has(row.id));
  if (!candidate) throw new Error('every customer of the salesperson is already due today');
  return candidate;
}

const pad = (n: number) => String(n).padStart(2, '0');

describe('customer tracking', () => {
  it('records a follow-up by keyboard; it shows on the timeline and in the Workplace panel', async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    await signIn(page, ...SALES);
    const target = await customerNotDue(page);
    await page.goto(`${base()}/crm/customer/tracking/${target.id}`);
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();

    // Type: the select by keyboard, its first value.
    await page.locator('[data-form-field=type] button').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Enter');
    const content = `e2e follow-up ${Date.now()}`;
    await page.locator('[data-form-field=content] textarea').focus();
    await page.keyboard.type(content);
    // The next time: a few minutes from now and still today where the server counts its day, typed into the segments.
    const next = await laterToday(3);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`${next.getFullYear()}${pad(next.getMonth() + 1)}${pad(next.getDate())}`);
    await page.keyboard.press('Tab'); // the calendar button
    await page.keyboard.press('Tab');
    await page.keyboard.type(`${pad(next.getHours())}${pad(next.getMinutes())}`);
    await page.locator('[data-form-field=content] textarea').focus();
    await page.keyboard.press('Control+Enter');

    const timeline = page.getByRole('region', { name: '跟进时间线' });
    await expect.poll(() => timeline.locator('ol > li').first().innerText(), { timeout: 20_000 }).toContain(content);
    // Saved: the form starts empty again, the type kept.
    await expect.poll(() => page.locator('[data-form-field=content] textarea').inputValue()).toBe('');

    await page.goto(`${base()}/dashboard/workplace`);
    const panel = page.locator('[data-panel="follow-ups-today"]');
    const link = panel.getByRole('link', { name: target.name });
    await link.waitFor({ timeout: 20_000 });
    expect(await panel.getByRole('link', { name: '查看全部' }).getAttribute('href')).toContain('scope=mine');
    await link.press('Enter');
    await page.waitForURL(new RegExp(`/crm/customer/tracking/${target.id}$`));
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    await context.close();
  });

  it("shows another salesperson's customer as not found", async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    await signIn(page, ...SALES);
    const mine = await apiAs<{ list: CustomerRow[] }>(page, 'GET', '/customers?scope=mine&pageSize=1');
    const salesId = mine.list[0]?.ownerId;
    await context.close();

    const manager = await openPage({ locale: 'zh-CN' });
    await signIn(manager.page);
    const all = await apiAs<{ list: CustomerRow[] }>(manager.page, 'GET', '/customers?pageSize=100');
    const others = all.list.find((row) => row.ownerId !== null && row.ownerId !== salesId);
    if (!others) throw new Error('the demo data has no customer of another salesperson');
    await manager.context.close();

    const second = await openPage({ locale: 'zh-CN' });
    await signIn(second.page, ...SALES);
    await second.page.goto(`${base()}/crm/customer/tracking/${others.id}`);
    await second.page.getByRole('heading', { level: 1, name: '未找到该客户' }).waitFor();
    expect(await second.page.getByText(others.name).count()).toBe(0);
    await second.context.close();
  });
});
