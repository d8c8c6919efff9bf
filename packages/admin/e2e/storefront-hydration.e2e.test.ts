// The storefront's script takes over the page the server drew without drawing it again. The server renders with
// React; the browser hydrates with Preact's React layer (vite.config.ts, docs/modules/stores.md): if the two
// disagreed on the markup, the browser would throw the server's elements away and draw its own, and the shopper
// would see the page flash and lose where they were. Each page kind is opened with its script held back, every
// element the server sent is marked, and after the script has run every marked element must still be in the page
// and none beside them, with no error logged; a link then moves to the next page in the page, without a new document.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, serverBase } from './browser';
import { publicApi } from './storefront-public';

/** Opens a storefront page, marks what the server drew, lets the script run, and lists what it threw away or drew anew. */
async function hydrate(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/storefront/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${serverBase()}/storefront/${path}`, { waitUntil: 'commit' });
  await page.locator('#root h1').first().waitFor({ state: 'attached' });
  const drawn = await page.evaluate(() => {
    const elements = [...document.querySelectorAll('#root *')];
    (window as unknown as { serverDrawn: Element[] }).serverDrawn = elements;
    return elements.length;
  });
  release();
  await page.waitForLoadState('load');
  // Effects run after the first paint; two frames later the page has settled.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { lost, added } = await page.evaluate(() => {
    const drawn = (window as unknown as { serverDrawn: Element[] }).serverDrawn;
    const known = new Set(drawn);
    const shown = (element: Element) => element.outerHTML.slice(0, 200);
    return {
      lost: drawn.filter((element) => !element.isConnected).map(shown),
      added: [...document.querySelectorAll('#root *')].filter((element) => !known.has(element)).map(shown),
    };
  });
  await page.unroute('**/storefront/assets/*.js');
  return { drawn, lost, added };
}

describe('the storefront taking over the server’s page', () => {
  it('keeps every element the server drew on each page kind, logs no error, then moves by its own links', async () => {
    const products = await publicApi<{ items: { id: number }[] }>('/storefront/products');
    const articles = await publicApi<{ items: { id: number }[] }>('/storefront/articles');
    const stores = await publicApi<{ stores: { id: number }[] }>('/storefront/stores');
    const [product, article, store] = [products.items[0], articles.items[0], stores.stores[0]];
    if (!product || !article || !store) throw new Error('the demo seed has no product, article or store');

    const { page } = await openPage({ width: 390 });
    // The server cannot know the visitor's motion preference and draws the still carousel (use-reduced-motion.ts);
    // a visitor who asks for motion gets its pause button right after. The same preference here, so that what
    // changes after the script ran can only be a disagreement.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const path of [
      '',
      'category',
      `product/${product.id}`,
      'articles',
      `article/${article.id}`,
      'stores',
      `store/${store.id}`,
      'mine',
      'search?q=%E9%9F%B3',
    ]) {
      const { drawn, lost, added } = await hydrate(page, path);
      expect(drawn, `/storefront/${path}: the server drew the page`).toBeGreaterThan(10);
      expect(lost, `/storefront/${path}: elements the script threw away`).toEqual([]);
      expect(added, `/storefront/${path}: elements the script drew anew`).toEqual([]);
      expect(errors, `/storefront/${path}`).toEqual([]);
    }

    // The script is live: a product card's link opens the product in the page (no new document is loaded).
    await hydrate(page, 'category');
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    const card = page.locator(`a[href$="/storefront/product/${product.id}"]`).first();
    await card.click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/storefront/product/${product.id}$`));
    await page.locator('#root h1').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
  });
});
