// The public storefront as a shopper walks it, on the built page and the real server (demo seed), at 390 px, in
// the browser's language (English here):
// the launch screen (turned on in the fitment for this walk) is skipped by keyboard and not shown again that day;
// the home carousel leads to the category page, a product, a related product and back; search finds an article;
// the store list shows a store open now; a deleted product's link gives the 404 page with a way home.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { still, violations } from './axe';
import { loginToken, openPage, serverBase } from './browser';

interface Envelope<T> {
  code: number;
  data: T;
}

let token = '';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${serverBase()}/behind${path}`, {
    method,
    headers: { 'admin-token': token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as Envelope<T>;
  expect(answer.code, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(1);
  return answer.data;
}

interface Fitment {
  document: { launch: { enabled: boolean; seconds: number } & Record<string, unknown> } & Record<string, unknown>;
  draftVersion: number;
}

/**
 * Publishes the fitment with the launch screen on or off (the demo seed has it off). On, it also gets the fitment's
 * own picture and link: the launch screen then shows even when no launch ad runs (a clean-clone run once found none
 * running on its server; the answers are logged below if the screen does not come).
 */
/** The seed's launch time, given back when the walk turns the launch screen off. */
let seededSeconds: number | null = null;

async function setLaunch(enabled: boolean) {
  const draft = await call<Fitment>('GET', '/fitment/draft');
  const [picture] = (
    await call<{ list: { id: number }[] }>('GET', '/materials?kind=image&visibility=public&pageSize=24')
  ).list;
  const own = enabled && picture ? { imageId: picture.id, link: { kind: 'page', target: 'home' } } : {};
  // The longest the launch screen may stay (it closes by itself after that): on a busy machine the walk's looks
  // are seconds apart, and the seed's 3 s passed before one saw its Skip focused (a clean-clone run).
  if (enabled) seededSeconds ??= draft.document.launch.seconds;
  const seconds = enabled ? 10 : (seededSeconds ?? draft.document.launch.seconds);
  const document = { ...draft.document, launch: { ...draft.document.launch, enabled, seconds, ...own } };
  const saved = await call<{ draftVersion: number }>('PUT', '/fitment/draft', {
    document,
    draftVersion: draft.draftVersion,
  });
  await call('POST', '/fitment/publish', { draftVersion: saved.draftVersion });
}

const shop = (path = '') => `${serverBase()}/storefront/${path}`;

async function heading(page: Page) {
  return (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
}

/** The storefront page's own background in each scheme (look.css). */
const PAGE_BACKGROUND = { light: 'rgb(247, 248, 250)', dark: 'rgb(23, 23, 26)' } as const;

describe('the storefront as a shopper walks it', () => {
  beforeAll(async () => {
    token = await loginToken('admin', 'Sb-WangLei#2026');
    await setLaunch(true);
  });
  // The walks after this one on the same server see the storefront as the seed left it.
  afterAll(() => setLaunch(false));

  it('skips the launch screen, browses home → category → product → related → back, searches, finds a store open now and a 404', async () => {
    // A store open every hour of every day, so "open now" does not depend on when the walk runs.
    const [anyStore] = (await call<{ list: { region: unknown }[] }>('GET', '/stores?pageSize=1')).list;
    await call('POST', '/stores', {
      code: 'E2E-ALLDAY',
      nameZh: '全天试听店',
      nameEn: 'All-day listening room',
      region: anyStore?.region,
      address: '测试路 1 号',
      status: 'open',
      exceptions: [],
      players: [],
      hours: ['1', '2', '3', '4', '5', '6', '7'].map((weekday) => ({ weekday, opens: '00:00', closes: '24:00' })),
    });
    // A product that existed and was deleted: its shared link must not show a blank page.
    const gone = await call<{ id: number }>('POST', '/products', {
      sku: 'E2E-GONE-1',
      name: 'E2E gone speaker',
      kind: 'speaker',
      unit: '台',
      salePrice: 100_00,
    });
    await call('DELETE', `/products/${gone.id}`);

    const { context, page } = await openPage({ width: 390 });
    try {
      await page.goto(shop());
      // The launch screen covers the page with its Skip control focused: Enter skips.
      const launch = page.getByRole('dialog', { name: 'Launch screen' });
      await launch.waitFor().catch(async (error) => {
        const publicAnswer = async (path: string) => (await fetch(`${serverBase()}/behind${path}`)).text();
        console.info('launch ads:', await publicAnswer('/storefront/ads?placement=launch'));
        console.info(
          'fitment launch:',
          JSON.stringify(JSON.parse(await publicAnswer('/storefront/home')).data?.fitment?.launch),
        );
        throw error;
      });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Skip/);
      await page.keyboard.press('Enter');
      await launch.waitFor({ state: 'detached' });

      // Home: the carousel's first slide leads to the category page.
      // (The banner ad above it also says 秋季新品, and leads to a product.)
      await page.locator('main a[href$="/storefront/category"]:has(img[alt="秋季新品"])').first().click();
      await page.waitForURL(/\/storefront\/category$/);
      const firstCard = page.locator('main a[href*="/storefront/product/"]').first();
      await firstCard.waitFor();

      // A product, then one of its related products, then back.
      await firstCard.click();
      await page.waitForURL(/\/storefront\/product\/\d+$/);
      await page
        .getByText(/^(In stock|Out of stock)$/)
        .first()
        .waitFor();
      const product = await heading(page);
      expect(product.length).toBeGreaterThan(0);
      const related = page
        .getByRole('region', { name: 'Related products' })
        .locator('a[href*="/storefront/product/"]')
        .first();
      await related.click();
      await expect.poll(() => heading(page)).not.toBe(product);
      await page.goBack();
      await expect.poll(() => heading(page)).toBe(product);

      // Search finds a published article by a word of its title.
      const [article] = (await call<{ items: { title: string }[] }>('GET', '/storefront/articles')).items;
      const word = article?.title.slice(0, 4) ?? '';
      await page.goto(shop(`search?q=${encodeURIComponent(word)}`));
      await page.locator(`main a[href*="/storefront/article/"]`).first().waitFor();
      expect(await page.locator('main').textContent()).toContain(article?.title);

      // The store list: the all-day store says it is open now.
      await page.goto(shop('stores'));
      const store = page.getByRole('listitem').filter({ hasText: 'All-day listening room' });
      await store.getByText('Open now').waitFor();

      // Once a day: back on the home page, no launch screen.
      await page.goto(shop());
      await page.getByRole('link', { name: '秋季新品' }).first().waitFor();
      expect(await page.getByRole('dialog', { name: 'Launch screen' }).count()).toBe(0);

      // The deleted product's link: the 404 page, whose link leads home.
      await page.goto(shop(`product/${gone.id}`));
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await page.waitForURL(/\/storefront\/$/);
    } finally {
      await context.close();
    }
  });

  it('takes the device light or dark look and meets WCAG 2.2 AA (axe) on every page kind in both', async () => {
    const [product] = (await call<{ items: { id: number }[] }>('GET', '/storefront/products')).items;
    const [article] = (await call<{ items: { id: number; title: string }[] }>('GET', '/storefront/articles')).items;
    const [store] = (await call<{ stores: { id: number }[] }>('GET', '/storefront/stores')).stores;
    const paths = [
      '',
      'category',
      `product/${product?.id}`,
      'articles',
      `article/${article?.id}`,
      'stores',
      `store/${store?.id}`,
      `search?q=${encodeURIComponent(article?.title.slice(0, 4) ?? '')}`,
      'mine',
      'no-such-page',
    ];
    const { context, page } = await openPage({ width: 390 });
    try {
      await page.goto(shop());
      // The launch screen (on for these walks) first: Escape closes it like Skip.
      await page.getByRole('dialog', { name: 'Launch screen' }).waitFor();
      await page.keyboard.press('Escape');
      const found: string[] = [];
      for (const path of paths) {
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(shop(path));
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page
            .locator('[aria-busy="true"]')
            .first()
            .waitFor({ state: 'detached' })
            .catch(() => {});
          await still(page);
          // The page's own colours follow the device (look.css): its grey, or the dark look's near-black.
          const background = await page
            .locator('[data-slot="storefront-page"]')
            .first()
            .evaluate((element) => getComputedStyle(element).backgroundColor);
          if (background !== PAGE_BACKGROUND[scheme]) found.push(`/storefront/${path} (${scheme}): page ${background}`);
          // Every picture loaded, in whichever of the library's sizes its slot took (library-sizes.ts).
          const broken = await page.evaluate(() =>
            [...document.images]
              .filter((image) => image.complete && image.naturalWidth === 0)
              .map((image) => image.currentSrc),
          );
          for (const src of broken) found.push(`/storefront/${path} (${scheme}): broken picture ${src}`);
          for (const v of await violations(page))
            found.push(`/storefront/${path} (${scheme}): ${v.id} at ${v.targets.join(', ')}`);
        }
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
