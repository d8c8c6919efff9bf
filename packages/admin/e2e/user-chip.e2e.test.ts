// The user chip in use, on the built app and the real server (demo CRM data): the customer list names each
// customer's owner with a chip — a skeleton first, then the name — and the browser asks for all of the page's
// owners in ONE lookup request; a drawer opened over the list asks only for people it has not named yet; signing
// out forgets them, so the next user's list asks again.

import { USER_FIND_MANY_PATH } from '@soundboard/contract';
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, openPage, press, signIn } from './browser';

const BUSY_MACHINE_MS = 60_000;
const FINANCE = ['finance', 'Sb-ChenJing#2026'] as const;

/** Moves inside the app without loading the page again (the lookup's memory lives as long as the page). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
}

interface CustomerRow {
  id: number;
  name: string;
  ownerId: number | null;
  refLabels: { ownerId?: string };
}

/** Every user lookup the page sends, in order. */
function lookupsOf(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/behind${USER_FIND_MANY_PATH}`) seen.push(request);
  });
  return seen;
}

const idsOf = (request: Request) =>
  (new URL(request.url()).searchParams.get('ids') ?? '')
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);

const distinct = (ids: (number | null)[]) =>
  [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);

describe('the user chip', () => {
  it('names the owners of a customer list after their skeleton, all from one lookup request', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    // The lookup is held until the skeletons have been seen, so the walk sees both states whatever the machine's speed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/behind${USER_FIND_MANY_PATH}?*`, async (route: Route) => {
      await held;
      await route.continue();
    });
    const lookups = lookupsOf(page);
    // The rows as the screen received them.
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/behind/customers');
    await page.goto(`${base()}/crm/customer`);
    const shown = ((await (await listed).json()) as { data: { list: CustomerRow[] } }).data;
    const owners = distinct(shown.list.map((row) => row.ownerId));
    expect(owners.length).toBeGreaterThan(1);
    const table = page.getByRole('grid').or(page.getByRole('table')).first();
    const firstOwned = shown.list.find((row) => row.ownerId !== null);
    const ownerName = firstOwned?.refLabels.ownerId ?? '';
    const owned = shown.list.filter((row) => row.ownerId !== null);
    await table.getByRole('row').filter({ hasText: shown.list[0]?.name }).waitFor({ timeout: BUSY_MACHINE_MS });
    // The rows are there, their owners still a skeleton each while the one lookup is on its way.
    expect(await table.getByRole('status', { name: 'Loading' }).count()).toBe(owned.length);
    release();

    await table
      .locator('[data-slot="user-name"]', { hasText: ownerName })
      .first()
      .waitFor({ timeout: BUSY_MACHINE_MS });
    await expect.poll(() => table.getByRole('status', { name: 'Loading' }).count()).toBe(0);
    const names = await table.locator('[data-slot="user-name"]').allInnerTexts();
    expect(names).toHaveLength(owned.length);
    expect(new Set(names)).toEqual(new Set(owned.map((row) => row.refLabels.ownerId)));
    expect(lookups).toHaveLength(1);
    expect(idsOf(lookups[0] as Request)).toEqual(owners);

    // A customer's owner history: the owners named already cost nothing; at most one request for the others.
    await page.unroute(`**/behind${USER_FIND_MANY_PATH}?*`);
    const row = table.getByRole('row').filter({ hasText: ownerName }).first();
    await press(page, row.getByRole('button', { name: 'View' }));
    const drawer = page.getByRole('dialog');
    await press(page, drawer.getByRole('tab', { name: 'Owners' }));
    await drawer.getByRole('tabpanel').locator('[data-slot="user-name"]').first().waitFor({ timeout: BUSY_MACHINE_MS });
    expect(lookups.length).toBeLessThanOrEqual(2);
    for (const later of lookups.slice(1)) for (const id of idsOf(later)) expect(owners).not.toContain(id);
    await context.close();
  });

  it('forgets the names on sign-out: the next user, in the same page, asks again', async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    await signIn(page);
    const lookups = lookupsOf(page);
    await goInApp(page, '/crm/customer');
    await page.locator('[data-slot="user-name"]').first().waitFor({ timeout: BUSY_MACHINE_MS });
    expect(lookups).toHaveLength(1);

    // Out through the user menu and in again as finance (who reads every customer too), never loading the page.
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '登出登录' }).click();
    await page.waitForURL(/\/login/);
    await page.locator('input[type="text"], input:not([type])').first().fill(FINANCE[0]);
    await page.locator('input[type="password"]').fill(FINANCE[1]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/workplace/, { timeout: BUSY_MACHINE_MS });
    await goInApp(page, '/crm/customer');
    await page.locator('[data-slot="user-name"]').first().waitFor({ timeout: BUSY_MACHINE_MS });
    // Remembered across the sign-out, the same owners would have cost nothing.
    await expect.poll(() => lookups.length).toBe(2);
    await context.close();
  });
});
