/**
 * The store home's figures on the demo data, at the seed's `now`: each compared with what independent SQL over
 * the same tables says (sales by store and without one, players online/offline, the active template, the ads
 * running now, the exceptions of the local day); who may read it; a bad period refused.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { data } from '../test/commerce';
import { SEED_NOW } from '../test/global-setup';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('store overview', (h) => {
  let viewer = '';
  let sales = '';
  let warehouse = '';

  beforeAll(async () => {
    // The seed's own moment: its players were seen minutes before it and one store closes on its local date.
    h.offsetMs = SEED_NOW.getTime() - Date.now();
    viewer = await h.login('viewer', DEMO.viewer);
    sales = await h.login('sales', DEMO.sales);
    warehouse = await h.login('warehouse', DEMO.warehouse);
  });

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('sums the period’s orders that are not cancelled by store, and those naming none as one figure', async () => {
    const overview = data(await h.call('GET', '/behind/stores/overview?days=30', { token: viewer }));
    expect(overview.today).toBe('2026-11-20');
    expect(overview.from).toBe('2026-10-22');
    const expected = await rows<{ store_id: number | null; total: string; orders: string }>(sql`
      SELECT store_id, sum(total)::text AS total, count(*)::text AS orders FROM sale_orders
      WHERE order_date BETWEEN '2026-10-22' AND '2026-11-20' AND status <> 'cancelled' GROUP BY store_id`);
    const storeCount = (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM stores`))[0]?.n;
    expect(overview.sales).toHaveLength(storeCount ?? -1);
    for (const figure of overview.sales) {
      const row = expected.find((item) => item.store_id === figure.storeId);
      expect([figure.code, figure.total, figure.orders]).toEqual([
        figure.code,
        Number(row?.total ?? 0),
        Number(row?.orders ?? 0),
      ]);
    }
    const none = expected.find((item) => item.store_id === null);
    expect(overview.other).toEqual({ total: Number(none?.total ?? 0), orders: Number(none?.orders ?? 0) });
    // The demo gives most orders a store and leaves some without: both figures are there to see.
    expect(overview.sales.filter((figure: { orders: number }) => figure.orders > 0).length).toBeGreaterThan(3);
    expect(overview.other.orders).toBeGreaterThan(0);
    const totals = overview.sales.map((figure: { total: number }) => figure.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('counts players online within the contract’s minutes, stores by status, exceptions of the local day', async () => {
    const overview = data(await h.call('GET', '/behind/stores/overview', { token: sales }));
    expect(overview.days).toBe(30);
    const [players] = await rows<{ online: number; offline: number }>(sql`
      SELECT count(*) FILTER (WHERE last_seen_at >= ${new Date(SEED_NOW.getTime() - 10 * 60_000).toISOString()})::int AS online,
             count(*) FILTER (WHERE last_seen_at IS NULL OR last_seen_at < ${new Date(SEED_NOW.getTime() - 10 * 60_000).toISOString()})::int AS offline
      FROM store_players`);
    expect(overview.players).toEqual(players);
    expect(overview.players.online).toBeGreaterThan(0);
    expect(overview.players.offline).toBeGreaterThan(0);

    const statuses = await rows<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM stores GROUP BY status`,
    );
    for (const { status, n } of statuses) expect(overview.statuses[status]).toBe(n);

    const today = await rows<{ code: string; closed: boolean }>(sql`
      SELECT s.code, e.closed FROM store_exceptions e JOIN stores s ON s.id = e.store_id
      WHERE e.date = '2026-11-20' ORDER BY s.code`);
    expect(today.length).toBeGreaterThan(0);
    expect(
      overview.exceptionsToday.map(({ code, closed }: { code: string; closed: boolean }) => ({ code, closed })),
    ).toEqual(today);
  });

  it('names the active template and the ads running now', async () => {
    const overview = data(await h.call('GET', '/behind/stores/overview', { token: viewer }));
    const [template] = await rows<{ id: number; name: string; published_version: number }>(
      sql`SELECT id, name, published_version FROM home_templates WHERE active`,
    );
    if (template)
      expect(overview.activeTemplate).toMatchObject({
        id: template.id,
        name: template.name,
        publishedVersion: template.published_version,
      });
    else expect(overview.activeTemplate).toBeNull();
    const now = SEED_NOW.toISOString();
    const running = await rows<{ id: number }>(sql`
      SELECT id FROM advertisements WHERE enabled AND starts_at <= ${now} AND ends_at > ${now} ORDER BY ends_at, id`);
    expect(overview.runningAds.count).toBe(running.length);
    expect(overview.runningAds.first.map((ad: { id: number }) => ad.id)).toEqual(
      running.slice(0, 5).map((ad) => ad.id),
    );
  });

  it('answers only those who may read stores, and refuses a period it does not offer', async () => {
    expect((await h.call('GET', '/behind/stores/overview', { token: warehouse })).status).toBe(403);
    expect((await h.call('GET', '/behind/stores/overview')).status).toBe(401);
    expect((await h.call('GET', '/behind/stores/overview?days=12', { token: viewer })).status).toBe(422);
  });
});
