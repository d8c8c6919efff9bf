/**
 * The storefront's API on both drivers: the live home resolved (grids of on-sale products with prices, materials as
 * URLs, a store's week), its ETag and 304, signed preview links (valid, expired, tampered, read-only), the files
 * it serves and refuses, the editor's resolve route, and a fixed number of statements per document.
 */
import {
  type BlockComponent,
  emptyDocument,
  type HomeDocument,
  localMoment,
  newComponent,
  PREVIEW_LINK_MINUTES,
} from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeTemplates, homeTemplateVersions, storeExceptions, storeHours, stores } from '../db/schema';
import { SAMPLES, upload } from '../media/test-files';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver, type Harness, type Statement } from '../test/harness';
import { resolveDocument } from './resolve';
import { previewKey, signPreview } from './signing';

function block(kind: BlockComponent['kind'], id: string, props: Record<string, unknown> = {}): BlockComponent {
  const made = newComponent(kind, id);
  return { ...made, props: { ...made.props, ...props } };
}

function documentOf(blocks: BlockComponent[]): HomeDocument {
  const document = emptyDocument();
  const [page] = document.pages;
  if (page) page.components = blocks;
  return document;
}

interface Fixture {
  token: string;
  shop: Commerce;
  shown: number;
  draftOnly: number;
  unused: number;
  photo: number;
  top: number;
  second: number;
  offSale: number;
  storeId: number;
  templateId: number;
  published: HomeDocument;
  draft: HomeDocument;
}

async function material(h: Harness, token: string, tail: string): Promise<number> {
  return data(await upload(h, token, SAMPLES.png(tail), `${tail}.png`)).material.id;
}

/** Local date `days` after today (Asia/Shanghai). */
function localDate(h: Harness, days: number): string {
  const { date } = localMoment(h.now());
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Materials, products (two on sale with the highest speaker prices, one taken down), a store and a template. */
async function arrange(h: Harness): Promise<Fixture> {
  const token = await h.login('admin', DEMO.admin);
  const shop = new Commerce(h, token);
  const [shown, draftOnly, unused, photo] = [
    await material(h, token, 'storefront-shown'),
    await material(h, token, 'storefront-draft'),
    await material(h, token, 'storefront-unused'),
    await material(h, token, 'storefront-photo'),
  ];
  const top = await shop.product({ sku: 'SF-TOP', kind: 'speaker', salePrice: 99_000_000 });
  const second = await shop.product({ sku: 'SF-SECOND', kind: 'speaker', salePrice: 98_000_000 });
  const offSale = await shop.product({ sku: 'SF-OFF', kind: 'speaker', salePrice: 99_500_000 });
  const off = data(await shop.call('GET', `/behind/products/${offSale}`));
  data(await shop.call('POST', `/behind/products/${offSale}/takeDown`, { version: off.version }));

  const { db } = h.database;
  const [store] = await db
    .insert(stores)
    .values({
      code: 'AAA-SF-TEST',
      nameZh: '测试门店',
      nameEn: 'Test store',
      region: ['44', '4403', '440305'],
      address: '科技园 1 号',
      phone: '0755-12345678',
      status: 'open',
      photos: [photo],
    })
    .returning({ id: stores.id });
  if (!store) throw new Error('store insert failed');
  await db.insert(storeHours).values(
    ['1', '2', '3', '4', '5', '6', '7'].map((weekday) => ({
      storeId: store.id,
      weekday,
      opens: '00:00',
      closes: '24:00',
    })),
  );
  await db.insert(storeExceptions).values({ storeId: store.id, date: localDate(h, 1), closed: true, note: '盘点' });

  const published = documentOf([
    block('image', 'hero', { materialId: shown }),
    block('productGrid', 'top', { source: 'query', productKind: 'speaker', sort: 'priceDesc', limit: 2 }),
    block('productGrid', 'picked', { source: 'manual', productIds: [offSale, second] }),
    block('storeCard', 'card', { storeId: store.id }),
    block('openingHours', 'hours', { storeId: null }),
  ]);
  const draft = documentOf([
    ...(published.pages[0]?.components ?? []),
    block('image', 'next', { materialId: draftOnly }),
  ]);
  await db.update(homeTemplates).set({ active: false }).where(eq(homeTemplates.active, true));
  const [template] = await db
    .insert(homeTemplates)
    .values({ name: '店铺接口测试', draft, active: true, publishedVersion: 1, lastPublishedAt: h.now() })
    .returning({ id: homeTemplates.id });
  if (!template) throw new Error('template insert failed');
  await db.insert(homeTemplateVersions).values({ templateId: template.id, number: 1, document: published });
  return {
    token,
    shop,
    shown,
    draftOnly,
    unused,
    photo,
    top,
    second,
    offSale,
    storeId: store.id,
    templateId: template.id,
    published,
    draft,
  };
}

forEachDriver('storefront API', (h) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await arrange(h);
  });

  const home = (headers: Record<string, string> = {}) => h.call('GET', '/behind/storefront/home', { headers });

  it('answers the active template resolved: on-sale grids with prices, materials as URLs, the store week', async () => {
    const answer = await home();
    expect(answer.status).toBe(200);
    const body = data(answer);
    expect(body.template).toMatchObject({ id: f.templateId, name: '店铺接口测试', version: 1 });
    expect(body.preview).toBe(false);
    expect(body.previewExpiresAt).toBeNull();
    expect(body.fitment.themeColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(body.document).toEqual(f.published);
    // Query: the two dearest speakers on sale (the dearer one taken down is left out); manual: in order, on sale only.
    expect(body.grids.top).toEqual([f.top, f.second]);
    expect(body.grids.picked).toEqual([f.second]);
    expect(body.products[f.top]).toMatchObject({
      id: f.top,
      name: 'Test SF-TOP',
      kind: 'speaker',
      salePrice: 99_000_000,
    });
    expect(body.products[f.offSale]).toBeUndefined();
    expect(body.media[f.shown]).toMatchObject({
      url: `/behind/storefront/files/${f.shown}`,
      kind: 'image',
      mime: 'image/png',
    });
    expect(body.media[f.draftOnly]).toBeUndefined();

    const store = body.stores[f.storeId];
    expect(store).toMatchObject({
      code: 'AAA-SF-TEST',
      nameEn: 'Test store',
      regionText: '广东省/深圳市/南山区',
      photoUrl: `/behind/storefront/files/${f.photo}`,
      openNow: true,
    });
    expect(store.week.map((day: { date: string }) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, day) => localDate(h, day)),
    );
    expect(store.week[0].periods).toEqual([{ opens: '00:00', closes: '24:00' }]);
    expect(store.week[1]).toMatchObject({ periods: [], note: '盘点' });
    // The opening-hours block without a store shows the first open store by code, which is looked up too.
    expect(body.stores[body.defaultStoreId]).toBeDefined();
  });

  it('sends a strong ETag with no-cache, answers 304 to it, and changes it on a publish, a price or a take-down', async () => {
    const first = await home();
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await home({ 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    // The gzipped answer has its own tag; either one is a match.
    const zipped = await home({ 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('etag')).toBe(tag.replace(/"$/, '-gzip"'));
    expect((await home({ 'if-none-match': tag, 'accept-encoding': 'gzip' })).status).toBe(304);

    const tags = [tag];
    const changed = async () => {
      const answer = await home({ 'if-none-match': tags.join(', ') });
      expect(answer.status).toBe(200);
      tags.push(answer.headers.get('etag') ?? '');
      return data(answer);
    };
    const { db } = h.database;
    const next = documentOf([
      ...(f.published.pages[0]?.components ?? []),
      block('text', 'news', { content: '新品上市' }),
    ]);
    await db.insert(homeTemplateVersions).values({ templateId: f.templateId, number: 2, document: next });
    expect((await changed()).template.version).toBe(2);

    const product = data(await f.shop.call('GET', `/behind/products/${f.second}`));
    const edit = { sku: 'SF-SECOND', name: 'Test SF-SECOND', kind: 'speaker', unit: '只', version: product.version };
    data(await f.shop.call('PUT', `/behind/products/${f.second}`, { ...edit, salePrice: 97_000_000 }));
    expect((await changed()).products[f.second].salePrice).toBe(97_000_000);

    const top = data(await f.shop.call('GET', `/behind/products/${f.top}`));
    data(await f.shop.call('POST', `/behind/products/${f.top}/takeDown`, { version: top.version }));
    const after = await changed();
    expect(after.products[f.top]).toBeUndefined();
    expect(after.grids.top).not.toContain(f.top);
    expect(new Set(tags).size).toBe(tags.length);
  });

  describe('preview links', () => {
    const link = async (token = f.token) =>
      data(await h.call('POST', `/behind/home-templates/${f.templateId}/preview-link`, { token }));

    it('signs a link to the draft that expires after PREVIEW_LINK_MINUTES, for anyone who reads content', async () => {
      const viewer = await h.login('viewer', DEMO.viewer);
      const made = await link(viewer);
      expect(made.url).toBe(`/storefront/?preview=${made.token}`);
      const minutes = (Date.parse(made.expiresAt) - h.now().getTime()) / 60_000;
      expect(minutes).toBeGreaterThan(PREVIEW_LINK_MINUTES - 1);
      expect(minutes).toBeLessThanOrEqual(PREVIEW_LINK_MINUTES);
      const shown = data(await h.call('GET', `/behind/storefront/preview/${made.token}`));
      expect(shown.preview).toBe(true);
      expect(shown.document).toEqual(f.draft);
      expect(shown.template.id).toBe(f.templateId);
      expect(shown.previewExpiresAt).toBe(made.expiresAt);
      // Its files carry the token: the draft's materials are not the live storefront's.
      expect(shown.media[f.draftOnly].url).toBe(`/behind/storefront/files/${f.draftOnly}?preview=${made.token}`);
      expect(shown.stores[f.storeId].photoUrl).toBe(`/behind/storefront/files/${f.photo}?preview=${made.token}`);
      expect((await h.call('GET', shown.media[f.draftOnly].url)).status).toBe(200);
      const unknown = await h.call('POST', '/behind/home-templates/999999/preview-link', { token: f.token });
      expect(unknown.status).toBe(404);
      expect((await h.call('POST', `/behind/home-templates/${f.templateId}/preview-link`)).status).toBe(401);
    });

    it('refuses an expired link with 410 and a tampered one with 404, translated', async () => {
      const key = await previewKey(h.database.db);
      const past = signPreview(key, f.templateId, new Date(h.now().getTime() - 1000));
      const expired = await h.call('GET', `/behind/storefront/preview/${past}`, {
        headers: { 'arco-locale': 'en-US' },
      });
      expect(expired.status).toBe(410);
      expect(expired.body.message).toBe('This preview link has expired');

      const { token } = await link();
      const [id, expires, mac] = token.split('.');
      const tampered = [
        `${id}.${Number(expires) + 3600}.${mac}`,
        `${Number(id) + 1}.${expires}.${mac}`,
        `${id}.${expires}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BA' : 'AA'}`,
        'not-a-token',
      ];
      for (const bad of tampered) {
        const answer = await h.call('GET', `/behind/storefront/preview/${bad}`);
        expect(answer.status, bad).toBe(404);
        expect(answer.body.message).toBe('预览链接无效');
      }

      // A real link stops working once its time is up.
      h.offsetMs += (PREVIEW_LINK_MINUTES + 1) * 60_000;
      try {
        expect((await h.call('GET', `/behind/storefront/preview/${token}`)).status).toBe(410);
      } finally {
        h.offsetMs -= (PREVIEW_LINK_MINUTES + 1) * 60_000;
      }
    });

    it('is read-only: no write route takes the token, and the draft stays as it was', async () => {
      const { token } = await link();
      const [before] = await h.database.db.select().from(homeTemplates).where(eq(homeTemplates.id, f.templateId));
      const writes: [string, string, unknown][] = [
        ['PUT', `/behind/home-templates/${f.templateId}/draft`, { document: emptyDocument(), draftVersion: 1 }],
        ['POST', `/behind/home-templates/${f.templateId}/publish`, { draftVersion: 1 }],
        ['PUT', `/behind/home-templates/${f.templateId}`, { name: 'x', version: 1 }],
        ['DELETE', `/behind/home-templates/${f.templateId}`, undefined],
      ];
      for (const [method, path, json] of writes) {
        for (const headers of [{ 'admin-token': token }, { authorization: `Bearer ${token}` }] as Record<
          string,
          string
        >[]) {
          const answer = await h.call(method, `${path}?preview=${token}`, { headers, ...(json ? { json } : {}) });
          expect(answer.status, `${method} ${path}`).toBe(401);
        }
      }
      const [after] = await h.database.db.select().from(homeTemplates).where(eq(homeTemplates.id, f.templateId));
      expect(after).toEqual(before);
    });
  });

  it('serves a material the live storefront shows, a draft one only with its preview token, and nothing else', async () => {
    const file = (id: number, query = '') => h.call('GET', `/behind/storefront/files/${id}${query}`);
    const shown = await file(f.shown);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect((await file(f.photo)).status).toBe(200);
    expect((await file(f.second)).status).toBe(404); // a product id is not a material the page shows
    expect((await file(f.unused)).status).toBe(404);
    expect((await file(f.draftOnly)).status).toBe(404);
    const { token } = data(
      await h.call('POST', `/behind/home-templates/${f.templateId}/preview-link`, { token: f.token }),
    );
    expect((await file(f.draftOnly, `?preview=${token}`)).status).toBe(200);
    expect((await file(f.unused, `?preview=${token}`)).status).toBe(404);
    expect((await file(f.draftOnly, `?preview=${token.slice(0, -1)}x`)).status).toBe(404);
  });

  it('resolves the editor document for content readers, refusing a bad one with the path of the problem', async () => {
    const resolve = (document: unknown, token = f.token) =>
      h.call('POST', '/behind/home-templates/resolve', {
        token,
        json: { document },
        headers: { 'arco-locale': 'en-US' },
      });
    const resolved = data(await resolve(f.draft));
    expect(resolved.grids.picked).toEqual([f.second]);
    // The editor shows unpublished materials in <img> elements: each URL carries its own signature.
    const url: string = resolved.media[f.draftOnly].url;
    expect(url).toMatch(new RegExp(`^/behind/storefront/files/${f.draftOnly}\\?sig=\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect((await h.call('GET', url)).status).toBe(200);
    const sig = url.split('?')[1];
    expect((await h.call('GET', `/behind/storefront/files/${f.unused}?${sig}`)).status).toBe(404);
    expect((await h.call('GET', `${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`)).status).toBe(404);
    expect(data(await resolve(f.draft)).media[f.draftOnly].url).toBe(url);
    const bad = documentOf([block('spacer', 'gap', { height: 9999 })]);
    const refused = await resolve(bad);
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues).toEqual([
      { path: 'document.pages.0.components.0.props.height', message: expect.any(String) },
    ]);
    const anonymous = await h.call('POST', '/behind/home-templates/resolve', { json: { document: f.draft } });
    expect(anonymous.status).toBe(401);
  });

  it('looks up a document in the same number of statements whatever its size', async () => {
    const count = async (document: HomeDocument) => {
      const statements: Statement[] = [];
      await resolveDocument(h.countingDb(statements), document, { now: h.now() });
      return statements.length;
    };
    const small = documentOf([
      block('image', 'a', { materialId: f.shown }),
      block('productGrid', 'b', { source: 'query', productKind: 'speaker' }),
      block('productGrid', 'c', { source: 'manual', productIds: [f.second] }),
      block('storeCard', 'd', { storeId: f.storeId }),
    ]);
    const large = documentOf(
      Array.from({ length: 12 }, (_, i) => [
        block('image', `a${i}`, { materialId: i % 2 ? f.shown : f.photo }),
        block('productGrid', `b${i}`, { source: 'query', productKind: i % 2 ? 'speaker' : null, sort: 'name' }),
        block('productGrid', `c${i}`, { source: 'manual', productIds: [f.second, f.top] }),
        block('contact', `d${i}`, { storeId: i % 2 ? f.storeId : null }),
      ]).flat(),
    );
    expect(await count(large)).toBe(await count(small));
  });
});

forEachDriver(
  'storefront preview links across server processes',
  (h) => {
    it('a link one process signs works on another sharing the database', async () => {
      const { createApp } = await import('../app');
      const { openPostgres } = await import('../db/client');
      const token = await h.login('admin', DEMO.admin);
      const [template] = await h.database.db
        .insert(homeTemplates)
        .values({ name: '跨进程预览', draft: emptyDocument() })
        .returning({ id: homeTemplates.id });
      const link = data(await h.call('POST', `/behind/home-templates/${template?.id}/preview-link`, { token }));
      const second = await openPostgres(h.pgUrl, 2);
      try {
        const other = createApp({ ...h.deps, db: second.db, ping: second.ping });
        const answer = await other.request(`/behind/storefront/preview/${link.token}`, {
          headers: { 'x-forwarded-for': '10.0.0.9' },
        });
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { data: { preview: boolean } }).data.preview).toBe(true);
      } finally {
        await second.close();
      }
    });
  },
  ['postgres'],
);
