// The login page stays quiet (issue 38): a cold visit gets the form the build drew and runs none of the app until
// the visitor turns to it (login-start.ts); it asks for the app's own few files once loaded, then — once the app
// runs and is idle — the list of the signed-in screen's files (signed-in-files.json) and those files with
// <link rel="prefetch">: downloaded, not run, not applied. The page then holds no other stylesheet and no module
// of the signed-in code has run; the click on "sign in" finds that code in the browser's cache instead of asking
// the server again.

import { describe, expect, it } from 'vitest';
import { base, openPage } from './browser';

const WAIT = { timeout: 60_000 };

describe('the quiet login page', () => {
  it('prefetches the signed-in code without running it, and the sign-in takes it from the cache', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      /** Every file the page asked the network for, and those the cache answered (prefetch cache included). */
      const fromNetwork: string[] = [];
      const fromCache = new Set<string>();
      cdp.on('Network.responseReceived', ({ response }) => {
        const path = new URL(response.url).pathname;
        if (response.fromPrefetchCache || response.fromDiskCache) fromCache.add(path);
        else fromNetwork.push(path);
      });

      await page.goto(`${base()}/login`, { waitUntil: 'networkidle' });
      // Looked at, not turned to: the drawn form, and none of the app has run.
      await expect.poll(() => page.locator('#login-prerendered form').count(), WAIT).toBe(1);
      expect(await page.locator('#root > *').count()).toBe(0);
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      // The visitor turns to the page (a key, before focusing a field: a focus on the form fetches the session
      // code): the app runs and takes the form over.
      await page.keyboard.press('Shift');
      await page.locator('#login-prerendered').waitFor({ state: 'detached', ...WAIT });
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor(WAIT);
      const prefetchLinks = page.locator('link[rel="prefetch"]');
      await expect.poll(() => prefetchLinks.count(), WAIT).toBeGreaterThan(0);
      // The links go in together (prefetch-files.ts); Chromium fetches prefetches at its lowest priority and may hold
      // them back past a moment of network quiet on a busy machine, so wait for each file rather than for the quiet.
      const prefetched = await prefetchLinks.evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      await expect.poll(() => fromNetwork, WAIT).toEqual(expect.arrayContaining(prefetched));
      await page.waitForLoadState('networkidle');
      // A screen's code and a shared shell, not a hundred small files.
      expect(prefetched.length).toBeLessThanOrEqual(12);
      expect(fromNetwork.length, fromNetwork.join(' ')).toBeLessThanOrEqual(20);
      expect(fromNetwork).toContain('/admin/signed-in-files.json');

      // Downloaded, not applied: the only stylesheets in use are the login page's own.
      const applied = await page.evaluate(() =>
        [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : 'inline')),
      );
      for (const sheet of applied) expect(prefetched).not.toContain(sheet);
      // Not run: no prefetched script is among the modules the page has loaded.
      const loadedModules = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => new URL(entry.name).pathname),
      );
      for (const module of loadedModules) expect(prefetched).not.toContain(module);

      // Typing runs the prefetched code (login-form.tsx): from the cache, nothing asked of the server again.
      const askedBefore = fromNetwork.length;
      await page.locator('input[type="text"], input:not([type])').first().fill('admin');
      await page.locator('input[type="password"]').fill('Sb-WangLei#2026');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(/\/dashboard\/workplace$/, WAIT);
      await page.locator('a[data-figure]').first().waitFor(WAIT);

      // The sign-in used the prefetched files: none of them was asked of the server again.
      const askedAfter = fromNetwork.slice(askedBefore);
      const prefetchedScripts = prefetched.filter((path) => path.endsWith('.js'));
      expect(prefetchedScripts.length).toBeGreaterThan(0);
      for (const path of prefetched) expect(askedAfter).not.toContain(path);
      expect([...fromCache]).toEqual(expect.arrayContaining(prefetchedScripts));
    } finally {
      await context.close();
    }
  });
});
