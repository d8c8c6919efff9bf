/**
 * The sitemap and robots.txt on both drivers, on the app as serve.ts builds it (createApp, the crawler routes, then
 * mountAdmin): the public pages only (on-sale products, published articles, open stores, the live template's
 * pages), with their dates; absolute URLs on the request's origin, escaped; a strong ETag and 304; the same with or
 * without the storefront's build, whose index.html fallback the sitemap wins over.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { emptyDocument, type HomeDocument, PRODUCT_KINDS } from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, createApp } from '../app';
import { act, contentTeam, createArticle, en, unique } from '../content/article-fixtures';
import { articleRevisions, articles, homeTemplates, homeTemplateVersions, products, stores } from '../db/schema';
import { mountAdmin } from '../static/admin';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';
import { crawlerRoutes } from './sitemap';

const dist = mkdtempSync(join(tmpdir(), 'sb-sitemap-dist-'));
mkdirSync(join(dist, 'storefront'), { recursive: true });
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Soundboard</title>');
writeFileSync(join(dist, 'storefront', 'index.html'), '<!doctype html><title>Storefront</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A document of the given page ids (the first is the home). */
function documentOf(pageIds: string[]): HomeDocument {
  const document = emptyDocument();
  const [first] = document.pages;
  if (!first) throw new Error('no page');
  document.pages = pageIds.map((id) => ({ ...first, id, name: id, components: [] }));
  return document;
}

const w3c = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z');

/** Each <url>'s location and date, in order. */
function urlsOf(xml: string): Map<string, string | null> {
  const urls = new Map<string, string | null>();
  for (const [, loc = '', lastmod] of xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g))
    urls.set(loc, lastmod ?? null);
  return urls;
}

forEachDriver('sitemap and robots.txt', (h) => {
  let built: App;
  let bare: App;
  const ids = { onSale: 0, draft: 0, takenDown: 0, deleted: 0, article: 0, articleDraft: 0, archived: 0 };
  const made = { open: 0, closed: 0 };
  const origin = 'http://shop.example';

  /** A GET as a browser sends it through @hono/node-server: from `peer` (a trusted proxy by default). */
  const get = (app: App, url: string, headers: Record<string, string> = {}, peer = '127.0.0.1') =>
    Promise.resolve(app.request(url, { headers }, { incoming: { socket: { remoteAddress: peer } } }));
  const sitemap = async (app = built, headers: Record<string, string> = {}) => {
    const answer = await get(app, `${origin}/storefront/sitemap.xml`, headers);
    expect(answer.status).toBe(200);
    return { answer, xml: await answer.text() };
  };

  beforeAll(async () => {
    const site = (distDir: string | null) => {
      const app = createApp(h.deps);
      app.route('/', crawlerRoutes);
      mountAdmin(app, distDir);
      return app;
    };
    built = site(dist);
    bare = site(null);
    const { db } = h.database;
    const shop = new Commerce(h, await h.login('admin', DEMO.admin));
    const tag = `MAP${process.pid % 1000}`;
    ids.onSale = await shop.product({ sku: `${tag}-1` });
    ids.draft = await shop.product({ sku: `${tag}-2`, publish: false });
    ids.takenDown = await shop.product({ sku: `${tag}-3` });
    data(await shop.act('/behind/products', ids.takenDown, 'takeDown'));
    ids.deleted = await shop.product({ sku: `${tag}-4`, publish: false });
    data(await shop.call('DELETE', `/behind/products/${ids.deleted}`));

    const team = await contentTeam(h);
    ids.article = (await createArticle(h, team.editor, unique('Sitemap article'))).id;
    data(await act(h, team.editor, ids.article, 'publish'));
    ids.articleDraft = (await createArticle(h, team.editor, unique('Sitemap draft'))).id;
    ids.archived = (await createArticle(h, team.editor, unique('Sitemap archived'))).id;
    data(await act(h, team.editor, ids.archived, 'publish'));
    data(await act(h, team.editor, ids.archived, 'archive'));
    const gone = (await createArticle(h, team.editor, unique('Sitemap gone'))).id;
    data(await act(h, team.editor, gone, 'publish'));
    data(await act(h, team.editor, gone, 'archive'));
    data(await h.call('DELETE', `/behind/articles/${gone}`, { token: team.editor, headers: en }));

    const store = async (code: string, status: string) => {
      const [row] = await db
        .insert(stores)
        .values({ code, nameZh: code, nameEn: code, region: ['44', '4403', '440305'], address: '测试路 1 号', status })
        .returning({ id: stores.id });
      if (!row) throw new Error('store insert failed');
      return row.id;
    };
    made.open = await store(`${tag}-OPEN`, 'open');
    made.closed = await store(`${tag}-CLOSED`, 'closed');

    // The live home: a published version of two pages; its draft has a third no visitor can open.
    await db.update(homeTemplates).set({ active: false }).where(eq(homeTemplates.active, true));
    const [template] = await db
      .insert(homeTemplates)
      .values({
        name: '站点地图测试',
        draft: documentOf(['home', 'promo', 'secret-draft']),
        active: true,
        publishedVersion: 1,
        lastPublishedAt: h.now(),
      })
      .returning({ id: homeTemplates.id });
    if (!template) throw new Error('template insert failed');
    await db
      .insert(homeTemplateVersions)
      .values({ templateId: template.id, number: 1, document: documentOf(['home', 'promo']) });
  });

  it('lists the home, the live template pages, the lists, and exactly the on-sale products, dated', async () => {
    const { answer, xml } = await sitemap();
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(<url><loc>[^<>]+<\/loc>(<lastmod>[^<>]+<\/lastmod>)?<\/url>\n)+<\/urlset>\n$/,
    );
    const urls = urlsOf(xml);
    const [version] = await h.database.db
      .select({ publishedAt: homeTemplateVersions.publishedAt })
      .from(homeTemplateVersions)
      .innerJoin(homeTemplates, eq(homeTemplates.id, homeTemplateVersions.templateId))
      .where(eq(homeTemplates.active, true));
    if (!version) throw new Error('no live version');
    // A category page for each kind with something on sale, in PRODUCT_KINDS' order, after the whole category.
    const kindsOnSale = new Set(
      (
        await h.database.db.selectDistinct({ kind: products.kind }).from(products).where(eq(products.status, 'on_sale'))
      ).map((row) => row.kind),
    );
    const kindPages = PRODUCT_KINDS.filter((kind) => kindsOnSale.has(kind)).map(
      (kind) => `${origin}/storefront/category/${kind}`,
    );
    expect(kindPages.length).toBeGreaterThan(1);
    expect([...urls.keys()].slice(0, 5 + kindPages.length)).toEqual([
      `${origin}/storefront/`,
      `${origin}/storefront/page/promo`,
      `${origin}/storefront/category`,
      ...kindPages,
      `${origin}/storefront/articles`,
      `${origin}/storefront/stores`,
    ]);
    expect(urls.get(`${origin}/storefront/`)).toBe(w3c(version.publishedAt));
    expect(urls.get(`${origin}/storefront/category`)).toBeNull();
    expect(urls.has(`${origin}/storefront/page/home`)).toBe(false);
    expect(urls.has(`${origin}/storefront/page/secret-draft`)).toBe(false);

    const [row] = await h.database.db
      .select({ updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, ids.onSale));
    expect(urls.get(`${origin}/storefront/product/${ids.onSale}`)).toBe(w3c(row?.updatedAt ?? new Date(0)));
    for (const id of [ids.draft, ids.takenDown, ids.deleted])
      expect(urls.has(`${origin}/storefront/product/${id}`), String(id)).toBe(false);
    const onSale = await h.database.db.select({ id: products.id }).from(products).where(eq(products.status, 'on_sale'));
    const listed = [...urls.keys()].filter((url) => url.includes('/storefront/product/'));
    expect(listed.sort()).toEqual(onSale.map(({ id }) => `${origin}/storefront/product/${id}`).sort());
  });

  it('lists published articles dated by their live revision, and open stores; never drafts, archived or closed', async () => {
    const urls = urlsOf((await sitemap()).xml);
    const [revision] = await h.database.db
      .select({ publishedAt: articleRevisions.publishedAt })
      .from(articleRevisions)
      .innerJoin(
        articles,
        and(eq(articles.id, articleRevisions.articleId), eq(articles.revision, articleRevisions.number)),
      )
      .where(eq(articles.id, ids.article));
    expect(urls.get(`${origin}/storefront/article/${ids.article}`)).toBe(w3c(revision?.publishedAt ?? new Date(0)));
    for (const id of [ids.articleDraft, ids.archived])
      expect(urls.has(`${origin}/storefront/article/${id}`), String(id)).toBe(false);
    const publishedCount = (await h.database.db.select().from(articles).where(eq(articles.status, 'published'))).length;
    expect([...urls.keys()].filter((url) => url.includes('/storefront/article/'))).toHaveLength(publishedCount);
    expect(urls.has(`${origin}/storefront/store/${made.open}`)).toBe(true);
    expect(urls.get(`${origin}/storefront/store/${made.open}`)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(urls.has(`${origin}/storefront/store/${made.closed}`)).toBe(false);
  });

  it("escapes the request's origin in the XML, and uses https when a trusted proxy says so", async () => {
    const odd = await get(built, "http://shop&co's.example/storefront/sitemap.xml");
    const xml = await odd.text();
    expect(xml).toContain('<loc>http://shop&amp;co&apos;s.example/storefront/</loc>');
    expect(xml).not.toContain("shop&co's");
    const proxied = await get(built, `${origin}/storefront/sitemap.xml`, { 'x-forwarded-proto': 'https' });
    expect(await proxied.text()).toContain('<loc>https://shop.example/storefront/</loc>');
    const forged = await get(
      built,
      `${origin}/storefront/sitemap.xml`,
      { 'x-forwarded-proto': 'https' },
      '203.0.113.9',
    );
    expect(await forged.text()).toContain(`<loc>${origin}/storefront/</loc>`);
  });

  it('answers 304 to its ETag, gzipped or not, and a new tag once a product is taken down', async () => {
    const { answer, xml } = await sitemap();
    const tag = answer.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await get(built, `${origin}/storefront/sitemap.xml`, { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const zipped = await get(built, `${origin}/storefront/sitemap.xml`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('etag')).toBe(`${tag.slice(0, -1)}-gzip"`);
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(xml);
    const zippedAgain = await get(built, `${origin}/storefront/sitemap.xml`, {
      'accept-encoding': 'gzip',
      'if-none-match': zipped.headers.get('etag') ?? '',
    });
    expect(zippedAgain.status).toBe(304);

    const shop = new Commerce(h, await h.login('admin', DEMO.admin));
    data(await shop.act('/behind/products', ids.onSale, 'takeDown'));
    try {
      const changed = await get(built, `${origin}/storefront/sitemap.xml`, { 'if-none-match': tag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(tag);
      expect(await changed.text()).not.toContain(`/storefront/product/${ids.onSale}<`);
    } finally {
      data(await shop.act('/behind/products', ids.onSale, 'publish'));
    }
  });

  it('serves robots.txt at the root: the storefront and the sign-in page allowed, previews, the rest of admin, API and player not, the sitemap', async () => {
    const answer = await get(built, `${origin}/robots.txt`, { 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const lines = (await answer.text()).split('\n');
    expect(lines).toEqual([
      'User-agent: *',
      'Allow: /storefront/',
      'Disallow: /storefront/*preview=',
      'Allow: /admin/login',
      'Disallow: /admin/',
      'Disallow: /behind/',
      'Disallow: /player/',
      '',
      'Sitemap: https://shop.example/storefront/sitemap.xml',
      '',
    ]);
    const again = await get(built, `${origin}/robots.txt`, {
      'x-forwarded-proto': 'https',
      'if-none-match': answer.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
  });

  it("answers the same without the storefront's build, and leaves the build's other paths to its index.html", async () => {
    const withBuild = (await sitemap(built)).xml;
    expect((await sitemap(bare)).xml).toBe(withBuild);
    const robots = await get(bare, `${origin}/robots.txt`);
    expect(await robots.text()).toContain(`Sitemap: ${origin}/storefront/sitemap.xml`);
    const page = await get(built, `${origin}/storefront/product/${ids.onSale}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await get(built, `${origin}/storefront/sitemap.xml`)).headers.get('content-type')).toMatch(/xml/);
  });
});
