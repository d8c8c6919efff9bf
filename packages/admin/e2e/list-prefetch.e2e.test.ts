// A resource list opened from inside the app asks for its first page once, beside its code (the router's
// prefetch, resource/list-prefetch.ts), and the screen takes that answer instead of asking again; paging after
// that asks once per page. The same rows the API answers are shown.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn } from './browser';

const WAIT = { timeout: 60_000 };
/** The sale order screen's own chunk (named by Vite after sale.tsx). */
const SCREEN_CODE = /\/sale-[^/]*\.js$/;

/** An in-app navigation, as a menu link does it (no reload). */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', `/admin${to}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('resource list prefetch', () => {
  it('sends one list request for a first visit and one per page change, and shows its rows', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    try {
      await signIn(page);
      // Each list request, and when the sale order screen's own code had arrived (browser timestamps): the screen
      // can ask only once its code runs, so a request sent before that is the router's prefetch.
      const lists: string[] = [];
      const sentAt: number[] = [];
      let screenCodeAt = Number.POSITIVE_INFINITY;
      const screenCode = new Map<string, string>();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
        const url = new URL(request.url);
        if (SCREEN_CODE.test(url.pathname)) screenCode.set(requestId, url.pathname);
        if (url.pathname !== '/behind/orders') return;
        lists.push(url.search);
        sentAt.push(timestamp);
      });
      cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
        if (screenCode.has(requestId)) screenCodeAt = Math.min(screenCodeAt, timestamp);
      });
      // The screen's code is held back a second: the prefetch is sent beside the import, so its request leaves
      // well before the code arrives, while a screen asking for itself could only ask after. Without the hold the
      // two can finish within a tenth of a millisecond on a busy machine (a clean-clone run saw 0.1 ms the wrong
      // way round), which proves nothing either way.
      await page.route(
        (url) => SCREEN_CODE.test(url.pathname),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        },
      );
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/behind/orders');
      await goInApp(page, '/order/sale?pageSize=20');
      const first = (await (await answered).json()) as { data: { list: { orderNo: string }[] } };
      const rows = page.locator('tbody tr');
      await rows.nth(19).waitFor(WAIT);
      await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached', ...WAIT });
      expect(await rows.first().innerText()).toContain(first.data.list[0]?.orderNo ?? 'missing');
      expect(lists).toEqual(['?pageSize=20']);
      expect(screenCode.size).toBeGreaterThan(0);
      expect(sentAt[0]).toBeLessThan(screenCodeAt);

      await goInApp(page, '/order/sale?pageSize=20&page=2');
      await expect.poll(() => lists.length, WAIT).toBe(2);
      await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached', ...WAIT });
      expect(lists[1]).toContain('page=2');
      // Nothing else asked in the meantime (no prefetch left untaken, no second request from the screen).
      await page.waitForTimeout(500);
      expect(lists).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});
