/**
 * The sale-order list's search is a contains match on the order number, served by a trigram index
 * (drizzle/0003: pg_trgm, which PGlite must load as an extension). Both drivers: the API's answer agrees with
 * a plain scan, and the index exists and can serve the query.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { saleOrders } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('sale order number search', (h) => {
  let admin = '';
  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
  });

  it('finds the orders whose number contains the text, anywhere in it', async () => {
    const [sample] = await h.database.db.select({ orderNo: saleOrders.orderNo }).from(saleOrders).limit(1);
    const fragment = (sample?.orderNo ?? '').slice(4, 10); // a middle part: not a prefix
    expect(fragment).toHaveLength(6);
    const all = await h.database.db.select({ orderNo: saleOrders.orderNo }).from(saleOrders);
    const expected = all.filter((row) => row.orderNo.includes(fragment)).length;
    expect(expected).toBeGreaterThan(0);
    const answer = await h.call('GET', `/behind/orders?q=${fragment}&pageSize=100`, { token: admin });
    expect(answer.body.data.total).toBe(expected);
    for (const row of answer.body.data.list) expect(row.orderNo).toContain(fragment);
  });

  it('has a trigram index the planner can use for the search', async () => {
    const plan = await h.database.db.transaction(async (tx) => {
      // Small demo tables are cheaper to scan; take that choice away to see that the index can serve ILIKE.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN SELECT id FROM sale_orders WHERE order_no ILIKE '%202611%'`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('sale_orders_order_no_trgm_idx');
  });
});
