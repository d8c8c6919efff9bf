/**
 * The Workplace's sales come from sale_daily_totals, which migration 0034's triggers keep as sale_orders is
 * written. After every kind of write — through the API (create, edit, submit, approve, cancel, delete) and
 * through SQL the API does not offer (a cancelled order back to submitted, a sold order's total and date changed,
 * a sold order deleted, a bulk load under session_replication_role = replica) — the table equals a fresh
 * `sum(total) GROUP BY order_date` over the sold orders, and the Workplace's today, month and trend agree with it.
 */
import { PAYABLE_ORDER_STATUSES, WORKPLACE_TREND_DAYS } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../seed/invariants';
import { addLargeOrders } from '../seed/large';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

/** Noon in China on 15 March 2031: after any seeded data. */
const NOW = Date.parse('2031-03-15T04:00:00Z');
const sold = sql.raw(PAYABLE_ORDER_STATUSES.map((status) => `'${status}'`).join(', '));

forEachDriver('workplace daily totals', (h) => {
  let t: Commerce;
  let customerId = 0;
  let warehouseId = 0;
  let productId = 0;

  beforeAll(async () => {
    h.offsetMs = NOW - Date.now();
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    warehouseId = await t.warehouse('WT-WH');
    customerId = await t.customer('日汇总客户');
    productId = await t.product({ sku: 'WT-SPK-1' });
    await t.stockTo(productId, warehouseId, 100);
  });

  const spec = (orderDate: string, unitPrice: number) => ({
    customerId,
    warehouseId,
    orderDate,
    lines: [{ productId, qty: 1, unitPrice }],
  });

  /** The kept totals equal a fresh sum over the orders, and the Workplace shows that sum; returns today's. */
  async function expectTotalsRight(step: string): Promise<number> {
    const fresh = await rowsOf<{ day: string; amount: string; orders: number }>(
      h.database.db,
      sql`SELECT order_date::text AS day, sum(total)::text AS amount, count(*)::int AS orders FROM sale_orders
        WHERE status IN (${sold}) GROUP BY order_date ORDER BY order_date`,
    );
    const kept = await rowsOf<{ day: string; amount: string; orders: number }>(
      h.database.db,
      sql`SELECT day::text AS day, amount::text AS amount, orders FROM sale_daily_totals ORDER BY day`,
    );
    expect(kept, step).toEqual(fresh);
    const byDay = new Map(fresh.map((row) => [row.day, Number(row.amount)]));
    const figures = data(await t.call('GET', '/behind/dashboard/workplace'));
    expect(figures.today, step).toBe('2031-03-15');
    expect(figures.salesToday, step).toBe(byDay.get('2031-03-15') ?? 0);
    const month = fresh.filter((row) => row.day >= '2031-03-01' && row.day < '2031-04-01');
    expect(figures.salesMonth, step).toBe(month.reduce((sum, row) => sum + Number(row.amount), 0));
    expect(figures.trend, step).toHaveLength(WORKPLACE_TREND_DAYS);
    for (const day of figures.trend) expect(day.amount, `${step}: ${day.date}`).toBe(byDay.get(day.date) ?? 0);
    return figures.salesToday;
  }

  it('keeps the totals right through the API: create, edit, submit, approve, cancel, delete', async () => {
    const start = await expectTotalsRight('at the start');
    const order = data(await t.order(spec('2031-03-15', 10_000)));
    expect(await expectTotalsRight('a draft is not a sale')).toBe(start);
    data(await t.call('PUT', `/behind/orders/${order.id}`, { ...spec('2031-03-15', 12_000), version: 1 }));
    expect(await expectTotalsRight('a draft edited')).toBe(start);
    data(await t.act('/behind/orders', order.id, 'submit'));
    expect(await expectTotalsRight('submitted')).toBe(start + 12_000);
    data(await t.act('/behind/orders', order.id, 'approve'));
    expect(await expectTotalsRight('approved')).toBe(start + 12_000);
    const other = await t.approvedOrder(spec('2031-03-02', 7_000));
    await expectTotalsRight('another day of the month');
    data(await t.act('/behind/orders', order.id, 'cancel'));
    expect(await expectTotalsRight('cancelled')).toBe(start);
    data(await t.act('/behind/orders', other.id, 'cancel'));
    await expectTotalsRight('the other cancelled');
    const draft = data(await t.order(spec('2031-03-15', 3_000)));
    data(await t.call('DELETE', `/behind/orders/${draft.id}`));
    expect(await expectTotalsRight('a draft deleted')).toBe(start);
  });

  it('keeps them right through SQL the API does not offer: un-cancel, total, date, delete, bulk load', async () => {
    const start = await expectTotalsRight('at the start');
    const order = await t.approvedOrder(spec('2031-03-15', 5_000));
    data(await t.act('/behind/orders', order.id, 'cancel'));
    expect(await expectTotalsRight('cancelled')).toBe(start);
    // The state machine has no way back from cancelled; a repair by hand does.
    await h.database.db.execute(sql`UPDATE sale_orders SET status = 'submitted' WHERE id = ${order.id}`);
    expect(await expectTotalsRight('back to submitted')).toBe(start + 5_000);
    await h.database.db.execute(sql`UPDATE sale_orders SET subtotal = 8000, total = 8000 WHERE id = ${order.id}`);
    expect(await expectTotalsRight('its total changed')).toBe(start + 8_000);
    await h.database.db.execute(sql`UPDATE sale_orders SET order_date = '2031-03-03' WHERE id = ${order.id}`);
    expect(await expectTotalsRight('moved to another day')).toBe(start);
    // Two sold orders on one day, one statement changing both: one of them out of the window, one into it.
    const second = await t.approvedOrder(spec('2031-03-03', 1_000));
    await h.database.db.execute(
      sql`UPDATE sale_orders SET order_date = CASE WHEN id = ${order.id} THEN '2031-03-15'::date ELSE '2030-01-01'::date END
        WHERE id IN (${order.id}, ${second.id})`,
    );
    expect(await expectTotalsRight('one statement, two days')).toBe(start + 8_000);
    await h.database.db.execute(sql`DELETE FROM sale_orders WHERE id IN (${order.id}, ${second.id})`);
    expect(await expectTotalsRight('sold orders deleted')).toBe(start);
    await addLargeOrders(h.database.db, {
      target: 300,
      batch: 120,
      staff: { admin: 1, sales: 1, finance: 1, warehouse: 1 },
    });
    await expectTotalsRight('a bulk load with the foreign-key triggers off');
  });

  it('counts as sold exactly the contract’s payable statuses', async () => {
    const [definition] = await rowsOf<{ body: string }>(
      h.database.db,
      sql`SELECT pg_get_functiondef('sale_daily_totals_apply'::regproc) AS body`,
    );
    const lists = [...(definition?.body ?? '').matchAll(/status IN \(([^)]*)\)/g)].map((match) => match[1]);
    expect(lists).toHaveLength(4);
    for (const list of lists) expect(list).toBe(PAYABLE_ORDER_STATUSES.map((status) => `'${status}'`).join(', '));
  });
});
