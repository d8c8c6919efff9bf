// A resource list opened from inside the app asks for its first page once, beside its code (the router's
// prefetch, resource/list-prefetch.ts), and the screen takes that answer instead of asking again; paging after
// that asks once per page. The same rows the API answers are shown.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn } from './browser';

const WAIT = { timeout: 60_000 };

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
      // Each list request with the scripts on its initiator's stack (the prefetch's chunk, or the screen's).
      const lists: string[] = [];
      const initiators: string[][] = [];
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
        const url = new URL(request.url);
        if (url.pathname !== '/behind/orders') return;
        lists.push(url.search);
        const frames = [];
        for (let stack = initiator.stack; stack; stack = stack.parent) frames.push(...stack.callFrames);
        initiators.push(frames.map((frame) => frame.url.split('/').pop() ?? ''));
      });
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/behind/orders');
      await goInApp(page, '/order/sale?pageSize=20');
      const first = (await (await answered).json()) as { data: { list: { orderNo: string }[] } };
      const rows = page.locator('tbody tr');
      await rows.nth(19).waitFor(WAIT);
      await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached', ...WAIT });
      expect(await rows.first().innerText()).toContain(first.data.list[0]?.orderNo ?? 'missing');
      expect(lists).toEqual(['?pageSize=20']);
      expect(initiators[0]?.some((script) => script.startsWith('list-prefetch-'))).toBe(true);

      await goInApp(page, '/order/sale?pageSize=20&page=2');
      await expect.poll(() => lists.length, WAIT).toBe(2);
      await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached', ...WAIT });
      expect(lists[1]).toContain('page=2');
      // Paging inside the open screen is the screen's own request.
      expect(initiators[1]?.some((script) => script.startsWith('list-prefetch-'))).toBe(false);
      // Nothing else asked in the meantime (no prefetch left untaken, no second request from the screen).
      await page.waitForTimeout(500);
      expect(lists).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});
