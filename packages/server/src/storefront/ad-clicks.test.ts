/**
 * The anonymous ad-click counter (ASVS 5.0 2.4.1): one click per visitor, ad and day counts, whatever the number
 * of requests; another visitor counts; an address past its window's limit is answered 429 and counts nothing.
 * No client address is stored, only hashes.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { adPositions, advertisements } from '../db/schema';
import { forEachDriver } from '../test/harness';
import { AD_CLICK_LIMIT } from './ad-clicks';
import { mountAdRoutes, storedAdPicture } from './ad-fixtures';

forEachDriver('ad clicks: once per visitor and day, a limit per address', (h) => {
  let adId = 0;
  const clicks = async () =>
    (await h.database.db.select().from(advertisements).where(eq(advertisements.id, adId)))[0]?.clickCount ?? -1;
  const click = (ip: string, agent = 'Mozilla/5.0 (Kiosk)') =>
    h.call('POST', `/behind/storefront/ads/${adId}/click`, { ip, headers: { 'user-agent': agent } });

  beforeAll(async () => {
    mountAdRoutes(h);
    // A seeded ad, made to run now with a picture (the seed is dated from its own day and has no files here).
    const picture = await storedAdPicture(h);
    const [ad] = await h.database.db.select({ id: advertisements.id }).from(advertisements).limit(1);
    adId = ad?.id ?? 0;
    const now = h.now().getTime();
    await h.database.db
      .update(advertisements)
      .set({
        enabled: true,
        image: [picture],
        startsAt: new Date(now - 86_400_000),
        endsAt: new Date(now + 10 * 86_400_000),
      })
      .where(eq(advertisements.id, adId));
    await h.database.db.update(adPositions).set({ enabled: true });
  });

  it('counts 100 clicks from one visitor once, and another visitor once more', async () => {
    const before = await clicks();
    for (let i = 0; i < 100; i += 1) expect((await click('10.71.0.1')).status).toBe(200);
    expect(await clicks()).toBe(before + 1);
    expect((await click('10.71.0.2')).status).toBe(200);
    // Same address, another browser: another visitor (a shop's shared connection).
    expect((await click('10.71.0.1', 'Mozilla/5.0 (Phone)')).status).toBe(200);
    expect(await clicks()).toBe(before + 3);
  });

  it('counts the same visitor again on another day', async () => {
    const before = await clicks();
    await click('10.71.1.1');
    h.offsetMs += 86_400_000;
    try {
      await click('10.71.1.1');
      expect(await clicks()).toBe(before + 2);
    } finally {
      h.offsetMs -= 86_400_000;
    }
  });

  it('answers 429 past the per-address limit, in both languages, counting nothing', async () => {
    for (let i = 0; i < AD_CLICK_LIMIT; i += 1) {
      expect((await click('10.71.2.1', `Agent ${i}`)).status, `click ${i}`).toBe(200);
    }
    const before = await clicks();
    const en = await h.call('POST', `/behind/storefront/ads/${adId}/click`, {
      ip: '10.71.2.1',
      headers: { 'user-agent': 'Agent new', 'accept-language': 'en-US' },
    });
    expect(en.status).toBe(429);
    expect(en.body.message).not.toMatch(/^result\./);
    const zh = await h.call('POST', `/behind/storefront/ads/${adId}/click`, {
      ip: '10.71.2.1',
      headers: { 'user-agent': 'Agent newer', 'accept-language': 'zh-CN' },
    });
    expect(zh.status).toBe(429);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await clicks()).toBe(before);
    expect((await click('10.71.2.2')).status).toBe(200);
  });

  it('stores no client address', async () => {
    const stored = await h.database.db.execute(
      sql`SELECT (SELECT count(*) FROM ad_click_visitors WHERE visitor LIKE '%10.71%')
            + (SELECT count(*) FROM public_rate_limits WHERE key LIKE '%10.71%') AS n`,
    );
    expect(Number((stored as unknown as { rows: { n: string }[] }).rows[0]?.n)).toBe(0);
  });
});
