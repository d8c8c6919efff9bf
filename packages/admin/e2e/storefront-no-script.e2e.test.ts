// The storefront's pages as the server renders them (storefront-app/server-render.tsx), read with JavaScript off:
// what a search engine or a chat app's link preview gets. Each page kind has its content, its title and (a
// product, an article, a store) its JSON-LD in the HTML; a missing product is a 404 page that is not indexed; an
// unchanged page answers 304 to its ETag.
import { describe, expect, it } from 'vitest';
import { openPage, serverBase } from './browser';
import { publicApi } from './storefront-public';

/** A storefront page's HTML as a browser without script asks for it, in Chinese. */
async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${serverBase()}/storefront/${path}`, {
    headers: { 'accept-language': 'zh-CN,zh;q=0.9', ...headers },
  });
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, text]) => JSON.parse(text ?? '{}') as Record<string, unknown>,
  );
  return { response, html, title, jsonLd };
}

/** Text as the page shows it: HTML's own escapes undone for the names compared. */
const shown = (html: string) => html.replaceAll('&#39;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');

describe('storefront pages without JavaScript', () => {
  it('have each page kind’s content, title and structured data in the HTML', async () => {
    const products = await publicApi<{ items: { id: number; name: string }[] }>('/storefront/products');
    const product = products.items[0];
    const articles = await publicApi<{ items: { id: number; title: string }[] }>('/storefront/articles');
    const article = articles.items[0];
    const stores = await publicApi<{ stores: { id: number; nameZh: string }[] }>('/storefront/stores');
    const store = stores.stores[0];
    if (!product || !article || !store) throw new Error('the demo seed has no product, article or store');

    const detail = await page(`product/${product.id}`);
    expect(detail.response.status).toBe(200);
    expect(detail.title).toBe(product.name);
    expect(shown(detail.html)).toContain(
      `<h1 tabindex="-1" class="truncate text-lg font-semibold outline-none">${product.name}</h1>`,
    );
    expect(detail.jsonLd).toEqual([expect.objectContaining({ '@type': 'Product', name: product.name })]);
    expect(detail.html).toContain(`<link rel="canonical" href="${serverBase()}/storefront/product/${product.id}">`);
    expect(detail.html).toContain('<meta property="og:type" content="product">');

    const reading = await page(`article/${article.id}`);
    expect(reading.response.status).toBe(200);
    expect(shown(reading.title)).toBe(article.title);
    expect(reading.jsonLd).toEqual([expect.objectContaining({ '@type': 'Article', headline: article.title })]);

    const shop = await page(`store/${store.id}`);
    expect(shop.response.status).toBe(200);
    expect(shown(shop.title)).toBe(store.nameZh);
    expect(shop.jsonLd).toEqual([expect.objectContaining({ '@type': 'LocalBusiness', name: store.nameZh })]);

    // The lists: their title and what they list, in the markup.
    for (const [path, title, content] of [
      ['category', '商品分类', product.name],
      ['articles', '文章', article.title],
      ['stores', '门店', store.nameZh],
    ] as const) {
      const list = await page(path);
      expect(list.response.status, path).toBe(200);
      expect(list.title, path).toBe(title);
      expect(shown(list.html), path).toContain(content);
      expect(list.html, path).not.toContain('noindex');
      expect(list.html, path).toMatch(/<meta name="description" content="[^"]+">/);
    }
    const home = await page('');
    expect(home.response.status).toBe(200);
    expect(home.html).toContain('data-slot="storefront-page"');
    expect(home.html).toContain('<html lang="zh-CN"');
  });

  it('shows a product page whole in a browser with script off, in the visitor’s language', async () => {
    const products = await publicApi<{ items: { id: number; name: string }[] }>('/storefront/products');
    const product = products.items[0];
    if (!product) throw new Error('the demo seed has no product');
    const { context, page: tab } = await openPage({ width: 390, javaScript: false });
    try {
      await tab.goto(`${serverBase()}/storefront/product/${product.id}`);
      await tab.getByRole('heading', { level: 1, name: product.name }).waitFor();
      // The browser's language is English: the page is drawn in English by the server.
      expect(await tab.locator('html').getAttribute('lang')).toBe('en-US');
      await tab.getByRole('heading', { name: 'Specifications' }).waitFor();
      await tab.getByRole('navigation').getByRole('link', { name: 'Home' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('gives a missing product a 404 page that is not indexed, a preview link noindex, and a 304 to an unchanged page', async () => {
    const missing = await page('product/99999999');
    expect(missing.response.status).toBe(404);
    expect(missing.title).toBe('页面不存在');
    expect(missing.html).toContain('<meta name="robots" content="noindex">');

    const preview = await page('?preview=not-a-token');
    expect(preview.html).toContain('<meta name="robots" content="noindex">');

    const first = await page('articles');
    const tag = first.response.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${serverBase()}/storefront/articles`, {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9', 'if-none-match': tag },
    });
    expect(again.status).toBe(304);
  });
});
