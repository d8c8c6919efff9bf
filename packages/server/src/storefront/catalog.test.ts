/**
 * The storefront's catalog on both drivers: products (on sale only, by kind, each sort, a price range, keyset pages
 * covering every product once, bad cursors, sorts and prices refused), a product's page (404 unless on sale, in or
 * out of stock, specs, related), articles (published revisions only, one view per visitor a day), stores by region
 * (a closed store absent), search, and the files the catalog lets the file route serve.
 */
import { STOREFRONT_PAGE_SIZE } from '@soundboard/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, articleInput, articleRow, contentTeam, createArticle, en, unique } from '../content/article-fixtures';
import { materials, products, stores } from '../db/schema';
import { pngBytes } from '../media/generate';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver, type Harness } from '../test/harness';

type Card = { id: number; name: string; kind: string; salePrice: number; imageUrl: string | null };

let shade = 0;
/** A 4 × 4 PNG of its own colour in the library, its bytes in the file store. */
async function picture(h: Harness, name: string, visibility: 'public' | 'internal' = 'public'): Promise<number> {
  const colour = ++shade;
  const bytes = pngBytes(4, 4, () => [colour, 90, 140]);
  const [row] = await h.database.db
    .insert(materials)
    .values({
      kind: 'image',
      mime: 'image/png',
      name,
      size: bytes.length,
      width: 4,
      height: 4,
      hash: await h.deps.files.put(bytes),
    })
    .returning({ id: materials.id });
  if (!row) throw new Error('material insert failed');
  if (visibility !== 'public')
    await h.database.db.update(materials).set({ visibility }).where(eq(materials.id, row.id));
  return row.id;
}

forEachDriver('storefront catalog', (h) => {
  let shop: Commerce;
  const ids = { cheap: 0, middle: 0, dear: 0, draft: 0, offSale: 0, amp: 0 };
  let image = 0;
  let secret = 0;
  const get = (path: string, ip = '10.90.0.1', agent = 'Mozilla/5.0 (Test)') =>
    h.call('GET', `/behind/storefront${path}`, { ip, headers: { ...en, 'user-agent': agent } });

  beforeAll(async () => {
    shop = new Commerce(h, await h.login('admin', DEMO.admin));
    const tag = `CAT${process.pid % 1000}`;
    ids.cheap = await shop.product({ sku: `${tag}-1`, name: 'Zqx catalog speaker A', salePrice: 7_000_001 });
    ids.middle = await shop.product({ sku: `${tag}-2`, name: 'Zqx catalog speaker B', salePrice: 7_000_002 });
    ids.dear = await shop.product({ sku: `${tag}-3`, name: 'Zqx catalog speaker C', salePrice: 7_000_003 });
    ids.draft = await shop.product({ sku: `${tag}-4`, salePrice: 7_000_002, publish: false });
    ids.offSale = await shop.product({ sku: `${tag}-5`, salePrice: 7_000_002 });
    await shop.act('/behind/products', ids.offSale, 'takeDown');
    ids.amp = await shop.product({ sku: `${tag}-6`, kind: 'amplifier', salePrice: 7_000_002 });
    image = await picture(h, 'catalog-product.png');
    secret = await picture(h, 'catalog-internal.png', 'internal');
    await h.database.db
      .update(products)
      .set({ images: [image, secret], powerW: 120, frequencyResponse: '50Hz-20kHz', brand: 'Zqxbrand' })
      .where(eq(products.id, ids.middle));
    const warehouse = await shop.warehouse(`${tag}-WH`);
    await shop.stockTo(ids.middle, warehouse, 5);
  });

  describe('products', () => {
    /** Every page of a listing, following `next`. */
    async function walk(query: string): Promise<Card[]> {
      const seen: Card[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 1000; page += 1) {
        const answer = await get(`/products?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        const body = data(answer);
        expect(body.items.length).toBeLessThanOrEqual(STOREFRONT_PAGE_SIZE);
        seen.push(...body.items);
        cursor = body.next;
        if (!cursor) return seen;
      }
      throw new Error('no last page');
    }

    it('pages through every on-sale product once, in each sort order', async () => {
      const onSale = await h.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.status, 'on_sale'));
      expect(onSale.length).toBeGreaterThan(STOREFRONT_PAGE_SIZE);
      const expected = onSale.map((row) => row.id).sort((a, b) => a - b);
      const orders = {
        newest: [desc(products.createdAt), desc(products.id)],
        priceAsc: [asc(products.salePrice), asc(products.id)],
        priceDesc: [desc(products.salePrice), desc(products.id)],
        name: [asc(products.name), asc(products.id)],
      } as const;
      for (const [sort, order] of Object.entries(orders)) {
        const listed = await walk(`sort=${sort}`);
        const listedIds = listed.map((item) => item.id);
        expect(new Set(listedIds).size, sort).toBe(listedIds.length);
        expect(
          [...listedIds].sort((a, b) => a - b),
          sort,
        ).toEqual(expected);
        const inOrder = await h.database.db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.status, 'on_sale'))
          .orderBy(...order);
        expect(listedIds, sort).toEqual(inOrder.map((row) => row.id));
      }
      expect((await walk('')).map((item) => item.id)).toEqual((await walk('sort=newest')).map((item) => item.id));
    });

    it('filters by kind and by price, both ends included, leaving out drafts and taken-down products', async () => {
      const range = data(await get('/products?min=7000001&max=7000003&sort=priceAsc'));
      expect(range.items.map((item: Card) => item.id)).toEqual([ids.cheap, ids.middle, ids.amp, ids.dear]);
      expect(range.next).toBeNull();
      const speakers = data(await get('/products?kind=speaker&min=7000002&max=7000002'));
      expect(speakers.items.map((item: Card) => item.id)).toEqual([ids.middle]);
      expect(speakers.items[0]).toEqual({
        id: ids.middle,
        name: 'Zqx catalog speaker B',
        kind: 'speaker',
        salePrice: 7_000_002,
        imageUrl: `/behind/storefront/files/${image}`,
      });
      const amps = await walk('kind=amplifier');
      expect(amps.every((item) => item.kind === 'amplifier')).toBe(true);
      expect(amps.map((item) => item.id)).toContain(ids.amp);
    });

    it('refuses a bad sort, kind, price or cursor with a translated 422 naming the field', async () => {
      const first = data(await get('/products?sort=name'));
      const forged = Buffer.from(JSON.stringify(['name', 999_999_999])).toString('base64url');
      const cases: [string, string][] = [
        ['sort=cheapest', 'sort'],
        ['kind=spaceship', 'kind'],
        ['min=-5', 'min'],
        ['max=1.5', 'max'],
        ['min=9&max=3', 'max'],
        ['cursor=not-a-cursor', 'cursor'],
        [`cursor=${forged}`, 'cursor'],
        [`sort=priceAsc&cursor=${first.next}`, 'cursor'],
        [`cursor=${Buffer.from('["name",1e40]').toString('base64url')}`, 'cursor'],
      ];
      for (const [query, field] of cases) {
        const answer = await get(`/products?${query}`);
        expect(answer.status, query).toBe(422);
        expect(answer.body.data.issues[0].path, query).toBe(field);
        expect(answer.body.data.issues[0].message, query).not.toMatch(/^validation\./);
      }
    });

    it("shows a product's page: pictures, filled specs, in stock, related; never cost or quantity", async () => {
      const detail = data(await get(`/products/${ids.middle}`));
      expect(detail).toMatchObject({
        id: ids.middle,
        brand: 'Zqxbrand',
        inStock: true,
        specs: [
          { field: 'powerW', value: 120 },
          { field: 'frequencyResponse', value: '50Hz-20kHz' },
        ],
      });
      expect(detail.images[0]).toMatchObject({ url: `/behind/storefront/files/${image}`, width: 4, height: 4 });
      expect(detail).not.toHaveProperty('costPrice');
      expect(JSON.stringify(detail)).not.toContain('"5"');
      expect(detail.related.length).toBeGreaterThan(0);
      expect(detail.related.length).toBeLessThanOrEqual(4);
      for (const other of detail.related) {
        expect(other.kind).toBe('speaker');
        expect(other.id).not.toBe(ids.middle);
      }
      expect(data(await get(`/products/${ids.cheap}`))).toMatchObject({ inStock: false, specs: [] });
      // A service is sold, never stocked: always available, with no stock rows at all.
      const service = await shop.product({ sku: `SVC${process.pid % 1000}`, kind: 'service', salePrice: 50_000 });
      expect(data(await get(`/products/${service}`))).toMatchObject({ inStock: true });
    });

    it('answers 404 for a draft, a taken-down or an unknown product', async () => {
      for (const id of [ids.draft, ids.offSale, 999_999_999]) {
        expect((await get(`/products/${id}`)).status, String(id)).toBe(404);
      }
    });
  });

  describe('articles', () => {
    let team: Awaited<ReturnType<typeof contentTeam>>;
    let publishedId = 0;
    let draftId = 0;
    let title = '';
    let body = 0;
    let cover = 0;

    beforeAll(async () => {
      team = await contentTeam(h);
      title = unique('Zqx storefront article');
      body = await picture(h, 'article-body.png');
      cover = await picture(h, 'article-cover.png');
      const created = await createArticle(h, team.editor, title, {
        body: `<p>Zqxbody words</p><img data-material-id="${body}" alt="">`,
        cover: [cover],
        products: [{ productId: ids.middle }, { productId: ids.offSale }],
      });
      publishedId = created.id;
      await act(h, team.editor, publishedId, 'publish');
      const row = await articleRow(h, publishedId);
      data(
        await h.call('PUT', `/behind/articles/${publishedId}`, {
          token: team.editor,
          headers: en,
          json: { ...articleInput(`${title} working copy`), slug: row.slug, version: row.version },
        }),
      );
      draftId = (await createArticle(h, team.editor, unique('Zqx storefront draft'))).id;
    });

    it('lists only published articles, as their published revision, in pages', async () => {
      const seen: { id: number; title: string }[] = [];
      let cursor: string | null = null;
      do {
        const page = data(await get(`/articles${cursor ? `?cursor=${cursor}` : ''}`));
        seen.push(...page.items);
        cursor = page.next;
      } while (cursor);
      const ours = seen.find((item) => item.id === publishedId);
      expect(ours).toMatchObject({ title, cover: { url: `/behind/storefront/files/${cover}` } });
      expect(seen.some((item) => item.id === draftId)).toBe(false);
      expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
      expect((await get('/articles?cursor=%%%')).status).toBe(422);
    });

    it('shows the published revision, its media on storefront URLs and on-sale products; 404 for a draft', async () => {
      const article = data(await get(`/articles/${publishedId}`, '10.90.1.1'));
      expect(article.title).toBe(title);
      expect(article.body).toContain(`src="/behind/storefront/files/${body}"`);
      expect(article.products.map((product: Card) => product.id)).toEqual([ids.middle]);
      expect((await get(`/articles/${draftId}`)).status).toBe(404);
      // It counts a view: a query it does not know is refused before anything is counted.
      const views = (await articleRow(h, publishedId)).viewCount;
      const refused = await get(`/articles/${publishedId}?utm=1`, '10.90.1.9');
      expect(refused.status).toBe(422);
      expect(refused.body.data.issues[0].path).toBe('utm');
      expect((await articleRow(h, publishedId)).viewCount).toBe(views);
      expect((await get('/articles/999999999')).status).toBe(404);
    });

    it('counts one view per visitor and day', async () => {
      const before = (await articleRow(h, publishedId)).viewCount ?? 0;
      for (let i = 0; i < 3; i += 1) await get(`/articles/${publishedId}`, '10.90.2.1');
      expect((await articleRow(h, publishedId)).viewCount).toBe(before + 1);
      const other = data(await get(`/articles/${publishedId}`, '10.90.2.2'));
      expect(other.viewCount).toBe(before + 2);
      await get(`/articles/${publishedId}`, '10.90.2.1', 'Mozilla/5.0 (Phone)');
      expect((await articleRow(h, publishedId)).viewCount).toBe(before + 3);
      h.offsetMs += 86_400_000;
      try {
        await get(`/articles/${publishedId}`, '10.90.2.1');
        expect((await articleRow(h, publishedId)).viewCount).toBe(before + 4);
      } finally {
        h.offsetMs -= 86_400_000;
      }
    });

    it('search finds an on-sale product and a published article, not a draft', async () => {
      const found = data(await get(`/search?q=${encodeURIComponent('zqx')}`));
      expect(found.query).toBe('zqx');
      const productIds = found.products.map((product: Card) => product.id);
      expect(productIds).toEqual(expect.arrayContaining([ids.cheap, ids.middle, ids.dear]));
      expect(productIds).not.toContain(ids.draft);
      const articleIds = found.articles.map((article: { id: number }) => article.id);
      expect(articleIds).toContain(publishedId);
      expect(articleIds).not.toContain(draftId);
      const byBrand = data(await get('/search?q=ZQXBRAND'));
      expect(byBrand.products.map((product: Card) => product.id)).toEqual([ids.middle]);
      const byBody = data(await get('/search?q=zqxbody'));
      expect(byBody.articles.map((article: { id: number }) => article.id)).toEqual([publishedId]);
      expect(data(await get('/search?q=%25%25zqx')).products).toEqual([]);
      for (const query of ['', '?q=', '?q=%20%20', `?q=${'x'.repeat(61)}`]) {
        const refused = await get(`/search${query}`);
        expect(refused.status, query).toBe(422);
        expect(refused.body.data.issues[0].path).toBe('q');
      }
    });

    it('lets the file route serve catalog media, never an internal material', async () => {
      const file = (id: number) => h.call('GET', `/behind/storefront/files/${id}`);
      const served = await file(image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect((await file(body)).status).toBe(200);
      expect((await file(cover)).status).toBe(200);
      expect((await file(secret)).status).toBe(404);
      const unused = await picture(h, 'catalog-unused.png');
      expect((await file(unused)).status).toBe(404);
      // The smaller size for srcset, on the same terms: a picture without a stored thumbnail answers itself.
      const thumb = (id: number) => h.call('GET', `/behind/storefront/files/${id}/thumb`);
      const small = await thumb(image);
      expect(small.status).toBe(200);
      expect(small.headers.get('content-type')).toBe('image/png');
      expect((await thumb(secret)).status).toBe(404);
      expect((await thumb(unused)).status).toBe(404);
      await shop.act('/behind/products', ids.middle, 'takeDown');
      try {
        expect((await file(image)).status).toBe(404);
      } finally {
        await shop.act('/behind/products', ids.middle, 'publish');
      }
    });
  });

  describe('stores', () => {
    const made = { open: 0, closed: 0, elsewhere: 0 };
    beforeAll(async () => {
      const insert = async (code: string, region: string[], status: string) => {
        const [row] = await h.database.db
          .insert(stores)
          .values({ code, nameZh: code, nameEn: code, region, address: '测试路 1 号', status })
          .returning({ id: stores.id });
        if (!row) throw new Error('store insert failed');
        return row.id;
      };
      made.open = await insert('ZQX-OPEN', ['44', '4403', '440305'], 'open');
      made.closed = await insert('ZQX-CLOSED', ['44', '4403', '440305'], 'closed');
      made.elsewhere = await insert('ZQX-ELSEWHERE', ['11', '1101', '110101'], 'open');
    });

    it('lists the stores open for business, by region, with the regions that have stores', async () => {
      const all = data(await get('/stores'));
      const codes = all.stores.map((store: { code: string }) => store.code);
      expect(codes).toEqual(expect.arrayContaining(['ZQX-OPEN', 'ZQX-ELSEWHERE']));
      expect(codes).not.toContain('ZQX-CLOSED');
      expect(all.stores.every((store: { status: string }) => store.status === 'open')).toBe(true);
      expect(all.regions.map((region: { code: string }) => region.code)).toEqual(expect.arrayContaining(['44', '11']));
      expect(all.regions.find((region: { code: string }) => region.code === '44')?.name).toBe('广东省');

      const district = data(await get('/stores?region=440305'));
      expect(district.stores.map((store: { code: string }) => store.code)).toContain('ZQX-OPEN');
      expect(district.stores.map((store: { code: string }) => store.code)).not.toContain('ZQX-ELSEWHERE');
      const province = data(await get('/stores?region=440000'));
      expect(province.stores.map((store: { id: number }) => store.id)).toContain(made.open);
      expect(province.regions.map((region: { code: string }) => region.code)).toContain('4403');
      expect(province.stores[0].week).toHaveLength(7);
      expect((await get('/stores?region=abc')).status).toBe(422);
    });

    it('shows one open store; 404 for a closed or unknown one', async () => {
      expect(data(await get(`/stores/${made.open}`))).toMatchObject({
        code: 'ZQX-OPEN',
        regionText: expect.any(String),
      });
      expect((await get(`/stores/${made.closed}`)).status).toBe(404);
      expect((await get('/stores/999999999')).status).toBe(404);
    });
  });

  it('needs no sign-in and changes nothing on a refused request', async () => {
    const before = await h.database.db
      .select()
      .from(products)
      .where(and(eq(products.id, ids.middle)));
    await get('/products?min=oops');
    expect(await h.database.db.select().from(products).where(eq(products.id, ids.middle))).toEqual(before);
  });
});
