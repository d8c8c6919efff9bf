/**
 * Advertisement positions and ads: a position in use cannot go; the period runs forward; link targets checked by
 * kind and existence; one ad at a time in a single-ad position (create, update, enable, moving position, turning
 * a position single; not for a rotating position nor for a disabled ad), also for parallel creates; who may
 * write; and the storefront's public endpoints (running, in-scope ads only, views and clicks counted).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { adPositions, advertisementStores, advertisements, articles, materials, products, stores } from '../db/schema';
import { mountAdRoutes, storedAdPicture } from '../storefront/ad-fixtures';
import { SEED_NOW } from '../test/global-setup';
import { DEMO, forEachDriver } from '../test/harness';

const DAY = 86_400_000;
const en = { 'accept-language': 'en-US' };

forEachDriver('advertisements', (h) => {
  let admin = '';
  let viewer = '';
  let picture = 0;
  let productId = 0;
  let articleId = 0;
  const at = (days: number) => new Date(h.now().getTime() + days * DAY).toISOString();

  let codes = 0;
  const position = async (fields: Record<string, unknown> = {}) => {
    const made = await h.call('POST', '/behind/ad-positions', {
      token: admin,
      json: { code: `T-POS-${++codes}`, name: 'Test', placement: 'homeTop', width: 750, height: 300, ...fields },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.data as { id: number; code: string; version: number };
  };
  const adInput = (positionId: number, fields: Record<string, unknown> = {}) => ({
    title: 'Ad',
    positionId,
    image: [picture],
    linkKind: 'page',
    linkTarget: 'home',
    startsAt: at(-1),
    endsAt: at(10),
    stores: [],
    ...fields,
  });
  const createAd = (positionId: number, fields: Record<string, unknown> = {}, token = admin) =>
    h.call('POST', '/behind/advertisements', { token, headers: en, json: adInput(positionId, fields) });
  const adCount = async (positionId: number) =>
    Number(
      (
        await h.database.db.select({ n: count() }).from(advertisements).where(eq(advertisements.positionId, positionId))
      )[0]?.n,
    );

  beforeAll(async () => {
    mountAdRoutes(h);
    admin = await h.login('admin', DEMO.admin);
    viewer = await h.login('viewer', DEMO.viewer);
    picture = await storedAdPicture(h);
    productId = (await h.database.db.select({ id: products.id }).from(products).limit(1))[0]?.id ?? 0;
    articleId = (await h.database.db.select({ id: articles.id }).from(articles).limit(1))[0]?.id ?? 0;
  });

  it('seeds positions and ads: running, ended, scheduled, store-scoped', async () => {
    const positions = await h.database.db.select().from(adPositions);
    expect(positions.map((row) => row.code)).toEqual(
      expect.arrayContaining(['HOME-BANNER', 'LAUNCH', 'HOME-MIDDLE', 'MINE-BANNER']),
    );
    const ads = await h.database.db.select().from(advertisements);
    // As the seed saw it: the template database is seeded at a fixed instant.
    const now = SEED_NOW.getTime();
    expect(ads.some((ad) => ad.endsAt.getTime() <= now)).toBe(true);
    expect(ads.some((ad) => ad.startsAt.getTime() > now)).toBe(true);
    expect(
      ads.filter((ad) => ad.enabled && ad.startsAt.getTime() <= now && ad.endsAt.getTime() > now).length,
    ).toBeGreaterThan(3);
  });

  it('refuses to delete a position ads use, translated, and deletes nothing', async () => {
    const used = await position();
    expect((await createAd(used.id)).status).toBe(200);
    const refused = await h.call('DELETE', `/behind/ad-positions/${used.id}`, { token: admin, headers: en });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Ads use this position: delete or move them first');
    const free = await position();
    const bulk = await h.call('POST', '/behind/ad-positions/bulk-delete', {
      token: admin,
      json: { ids: [free.id, used.id] },
    });
    expect(bulk.status).toBe(409);
    expect(bulk.body.message).toBe('有广告在使用此广告位：请先删除或移走这些广告');
    expect(await h.database.db.select().from(adPositions).where(eq(adPositions.id, free.id))).toHaveLength(1);
    expect(await adCount(used.id)).toBe(1);
    expect((await h.call('DELETE', `/behind/ad-positions/${free.id}`, { token: admin })).status).toBe(200);
  });

  it('refuses an end before (or at) the start under endsAt', async () => {
    const where = await position();
    for (const endsAt of [at(-2), at(-1)]) {
      const bad = await createAd(where.id, { endsAt });
      expect(bad.status).toBe(422);
      expect(bad.body.data.issues).toEqual([{ path: 'endsAt', message: 'The end must be after the start' }]);
    }
    expect(await adCount(where.id)).toBe(0);
  });

  it('checks the link target by kind, then that the record exists', async () => {
    const where = await position();
    const issue = async (linkKind: string, linkTarget: string) => {
      const answer = await createAd(where.id, { linkKind, linkTarget });
      expect(answer.status, `${linkKind} ${linkTarget}`).toBe(422);
      return answer.body.data.issues;
    };
    expect(await issue('url', 'http://example.com/a')).toEqual([
      { path: 'linkTarget', message: 'Enter a web address starting with https://' },
    ]);
    expect(await issue('url', 'https://user:pw@example.com/')).toEqual([
      { path: 'linkTarget', message: 'Enter a web address starting with https://' },
    ]);
    expect(await issue('page', 'checkout')).toEqual([{ path: 'linkTarget', message: 'Choose a storefront page' }]);
    expect(await issue('product', 'abc')).toEqual([{ path: 'linkTarget', message: 'Enter the id of a record' }]);
    expect(await issue('product', '999999')).toEqual([
      { path: 'linkTarget', message: 'The link target does not exist' },
    ]);
    expect(await issue('article', '999999')).toEqual([
      { path: 'linkTarget', message: 'The link target does not exist' },
    ]);
    expect(await adCount(where.id)).toBe(0);
    for (const [linkKind, linkTarget] of [
      ['url', 'https://www.example.com/sale'],
      ['page', 'stores'],
      ['product', String(productId)],
      ['article', String(articleId)],
    ])
      expect((await createAd(where.id, { linkKind, linkTarget })).status, linkKind).toBe(200);
  });

  it('takes an image material only, and stores that exist, each once', async () => {
    const where = await position();
    const [audio] = await h.database.db
      .insert(materials)
      .values({ kind: 'audio', mime: 'audio/wav', name: 'a.wav', size: 1, hash: 'h2-audio-hash' })
      .returning({ id: materials.id });
    const notImage = await createAd(where.id, { image: [audio?.id] });
    expect(notImage.status).toBe(422);
    expect(notImage.body.data.issues[0].path).toBe('image');
    const [store] = await h.database.db.select({ id: stores.id }).from(stores).limit(1);
    if (store) {
      const twice = await createAd(where.id, { stores: [{ storeId: store.id }, { storeId: store.id }] });
      expect(twice.status).toBe(422);
      expect(twice.body.data.issues).toEqual([
        { path: 'stores.1.storeId', message: 'The list has the same item twice' },
      ]);
    }
    const unknown = await createAd(where.id, { stores: [{ storeId: 999999 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.issues[0].path).toBe('stores.0.storeId');
    expect(await adCount(where.id)).toBe(0);
  });

  it('refuses overlapping periods in a single-ad position, naming the other ad; touching periods are fine', async () => {
    const single = await position({ single: true });
    expect((await createAd(single.id, { title: 'Autumn launch', startsAt: at(0), endsAt: at(10) })).status).toBe(200);
    const overlap = await createAd(single.id, { title: 'Winter', startsAt: at(9), endsAt: at(20) });
    expect(overlap.status).toBe(422);
    expect(overlap.body.message).toBe(
      'This position shows one ad at a time, and "Autumn launch" runs in the same period',
    );
    expect(overlap.body.data.issues[0].path).toBe('startsAt');
    const inside = await createAd(single.id, { title: 'Inside', startsAt: at(2), endsAt: at(3) });
    expect(inside.status).toBe(422);
    expect(await adCount(single.id)).toBe(1);
    // Half-open periods: one ending when the next starts does not overlap.
    const next = await createAd(single.id, { title: 'Winter', startsAt: at(10), endsAt: at(20) });
    expect(next.status).toBe(200);

    // An update into the other's period is refused too, and changes nothing.
    const moved = await h.call('PUT', `/behind/advertisements/${next.body.data.id}`, {
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
      json: { ...adInput(single.id, { title: 'Winter', startsAt: at(5), endsAt: at(20) }), version: 1 },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.message).toBe('此广告位一次只显示一条广告，“Autumn launch”在同一时段投放');
    const [kept] = await h.database.db.select().from(advertisements).where(eq(advertisements.id, next.body.data.id));
    expect(kept?.startsAt.toISOString()).toBe(next.body.data.startsAt);
    expect(kept?.version).toBe(1);
  });

  it('lets a disabled ad overlap, refuses enabling it, and allows overlaps in a rotating position', async () => {
    const single = await position({ single: true });
    expect((await createAd(single.id, { title: 'Running' })).status).toBe(200);
    const disabled = await createAd(single.id, { title: 'Spare', enabled: false });
    expect(disabled.status).toBe(200);
    const enable = await h.call('PUT', `/behind/advertisements/${disabled.body.data.id}`, {
      token: admin,
      headers: en,
      json: { ...adInput(single.id, { title: 'Spare', enabled: true }), version: disabled.body.data.version },
    });
    expect(enable.status).toBe(422);
    expect(enable.body.message).toContain('"Running"');

    const rotating = await position({ single: false });
    expect((await createAd(rotating.id, { title: 'A' })).status).toBe(200);
    expect((await createAd(rotating.id, { title: 'B' })).status).toBe(200);
    expect(await adCount(rotating.id)).toBe(2);

    // Moving an ad from the rotating position into the single one is checked against the one running there.
    const [b] = await h.database.db
      .select()
      .from(advertisements)
      .where(and(eq(advertisements.positionId, rotating.id), eq(advertisements.title, 'B')));
    const move = await h.call('PUT', `/behind/advertisements/${b?.id}`, {
      token: admin,
      headers: en,
      json: { ...adInput(single.id, { title: 'B' }), version: b?.version },
    });
    expect(move.status).toBe(422);
    expect(move.body.message).toContain('"Running"');

    // A rotating position with overlapping ads cannot become single-ad.
    const toSingle = await h.call('PUT', `/behind/ad-positions/${rotating.id}`, {
      token: admin,
      headers: en,
      json: {
        code: rotating.code,
        name: 'Test',
        placement: 'homeTop',
        width: 750,
        height: 300,
        single: true,
        version: rotating.version,
      },
    });
    expect(toSingle.status).toBe(422);
    expect(toSingle.body.data.issues[0].path).toBe('single');
    expect((await h.database.db.select().from(adPositions).where(eq(adPositions.id, rotating.id)))[0]?.single).toBe(
      false,
    );
  });

  it('lets only one of two parallel overlapping creates through', async () => {
    const single = await position({ single: true });
    const answers = await Promise.all([
      createAd(single.id, { title: 'First' }),
      createAd(single.id, { title: 'Second' }),
      createAd(single.id, { title: 'Third' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422]);
    expect(await adCount(single.id)).toBe(1);
  });

  it('lets the viewer read and not write', async () => {
    const where = await position();
    expect((await h.call('GET', '/behind/advertisements', { token: viewer })).status).toBe(200);
    expect((await h.call('GET', '/behind/ad-positions', { token: viewer })).status).toBe(200);
    expect((await createAd(where.id, {}, viewer)).status).toBe(403);
    expect((await h.call('DELETE', `/behind/ad-positions/${where.id}`, { token: viewer })).status).toBe(403);
    expect(await adCount(where.id)).toBe(0);
  });

  it('shows the running, in-scope ads of an enabled position by sort, counting a view each', async () => {
    const where = await position({ width: 640, height: 200 });
    const make = async (title: string, fields: Record<string, unknown> = {}) => {
      const made = await createAd(where.id, { title, ...fields });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      return made.body.data.id as number;
    };
    const second = await make('Second', { sort: 2, linkKind: 'url', linkTarget: 'https://example.com/x' });
    const first = await make('First', { sort: 1 });
    await make('Ended', { startsAt: at(-5), endsAt: at(-1) });
    await make('Future', { startsAt: at(1), endsAt: at(5) });
    await make('Off', { enabled: false });
    const [store] = await h.database.db
      .insert(stores)
      .values({ code: 'T-STORE-ADS', nameZh: '测试店', nameEn: 'Test store', region: [], address: '' })
      .returning({ id: stores.id });
    const scoped = await make('Scoped', { sort: 3, stores: [{ storeId: store?.id }] });

    const shown = async (query: string) => {
      const answer = await h.call('GET', `/behind/storefront/ads?${query}`, {});
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data as { id: number; title: string }[];
    };
    const everywhere = await shown(`position=${where.code}`);
    expect(everywhere).toEqual([
      {
        id: first,
        title: 'First',
        imageUrl: `/behind/storefront/files/${picture}`,
        link: { kind: 'page', target: 'home' },
        width: 640,
        height: 200,
      },
      {
        id: second,
        title: 'Second',
        imageUrl: `/behind/storefront/files/${picture}`,
        link: { kind: 'url', target: 'https://example.com/x' },
        width: 640,
        height: 200,
      },
    ]);
    expect((await shown(`position=${where.code}&store=${store?.id}`)).map((ad) => ad.id)).toEqual([
      first,
      second,
      scoped,
    ]);
    expect((await shown(`position=${where.code}&store=999999`)).map((ad) => ad.id)).toEqual([first, second]);

    const views = async (id: number) =>
      (await h.database.db.select().from(advertisements).where(eq(advertisements.id, id)))[0];
    expect((await views(first))?.viewCount).toBe(3);
    expect((await views(scoped))?.viewCount).toBe(1);
    // A view is not an edit: the version a form holds still saves.
    expect((await views(first))?.version).toBe(1);

    // Unknown and disabled positions: an empty slot, not an error.
    expect(await shown('position=NO-SUCH-POS')).toEqual([]);
    await h.database.db.update(adPositions).set({ enabled: false }).where(eq(adPositions.id, where.id));
    expect(await shown(`position=${where.code}`)).toEqual([]);
    await h.database.db.update(adPositions).set({ enabled: true }).where(eq(adPositions.id, where.id));
  });

  it('shows the ads of every enabled position of a placement, position by position in code order', async () => {
    // 'popup' here only: the demo seed places no position there.
    const later = await position({ code: 'T-POP-B', placement: 'popup' });
    const earlier = await position({ code: 'T-POP-A', placement: 'popup' });
    const off = await position({ code: 'T-POP-C', placement: 'popup', enabled: false });
    const b = (await createAd(later.id, { title: 'B' })).body.data.id as number;
    const a = (await createAd(earlier.id, { title: 'A' })).body.data.id as number;
    await createAd(off.id, { title: 'Off position' });
    const answer = await h.call('GET', '/behind/storefront/ads?placement=popup', {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body.data as { id: number }[]).map((ad) => ad.id)).toEqual([a, b]);
    // A placement with no position: an empty place.
    expect((await h.call('GET', '/behind/storefront/ads?placement=productDetail', {})).body.data).toEqual([]);
  });

  it('counts a click on a running ad, refuses others with 404, and validates the query', async () => {
    const where = await position();
    const running = (await createAd(where.id, { title: 'Click me' })).body.data.id as number;
    const ended = (await createAd(where.id, { title: 'Ended', startsAt: at(-5), endsAt: at(-1) })).body.data
      .id as number;
    expect((await h.call('POST', `/behind/storefront/ads/${running}/click`)).status).toBe(200);
    expect((await h.call('POST', `/behind/storefront/ads/${running}/click`, { ip: '10.0.0.2' })).status).toBe(200);
    expect((await h.call('POST', `/behind/storefront/ads/${ended}/click`)).status).toBe(404);
    expect((await h.call('POST', '/behind/storefront/ads/999999/click')).status).toBe(404);
    const clicks = await h.database.db
      .select({ id: advertisements.id, clicks: advertisements.clickCount })
      .from(advertisements)
      .where(sql`${advertisements.id} IN (${running}, ${ended})`)
      .orderBy(advertisements.id);
    expect(clicks).toEqual([
      { id: running, clicks: 2 },
      { id: ended, clicks: 0 },
    ]);

    for (const query of [
      '',
      'position=lower case',
      `position=${where.code}&store=abc`,
      `position=${where.code}&x=1`,
      'placement=sidebar',
      `position=${where.code}&placement=popup`,
    ]) {
      const bad = await h.call('GET', `/behind/storefront/ads?${query}`, { headers: en });
      expect(bad.status, query).toBe(422);
      expect(bad.body.message, query).not.toMatch(/^validation\./);
    }
    expect(
      await h.database.db.select().from(advertisementStores).where(eq(advertisementStores.advertisementId, running)),
    ).toEqual([]);
  });
});
