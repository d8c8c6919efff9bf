/**
 * The Workplace figures for a known set of orders on a fixed clock (years after any seeded data, so the sales
 * figures are exact; the counters are compared with what was there before, since the seed may add its own).
 */
import { WORKPLACE_TREND_DAYS } from '@soundboard/contract';
import { beforeAll, expect, it } from 'vitest';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

/** Noon in China on 15 March 2031. */
const NOW = Date.parse('2031-03-15T04:00:00Z');

forEachDriver('workplace figures', (h) => {
  let t: Commerce;
  let viewer = '';

  beforeAll(async () => {
    h.offsetMs = NOW - Date.now();
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    viewer = await h.login('viewer', DEMO.viewer);
  });

  const figures = async (token = viewer) => data(await t.call('GET', '/behind/dashboard/workplace', undefined, token));

  it('adds up sales by China day, counts what waits, and lists the latest orders', async () => {
    const before = await figures();
    const warehouseId = await t.warehouse('WP-WH');
    const customerId = await t.customer('工作台客户');
    const plenty = await t.product({ sku: 'WP-SPK-1', stockAlertQty: 5 });
    const short = await t.product({ sku: 'WP-LOW-1', stockAlertQty: 5 });
    await t.product({ sku: 'WP-LOW-2', stockAlertQty: 3 });
    await t.product({ sku: 'WP-SVC-1', kind: 'service', stockAlertQty: 3 });
    await t.stockTo(plenty, warehouseId, 100);
    await t.stockTo(short, warehouseId, 6);

    const spec = (orderDate: string, total: number) => ({
      customerId,
      warehouseId,
      orderDate,
      lines: [{ productId: plenty, qty: 1, unitPrice: total }],
    });
    const today = await t.approvedOrder(spec('2031-03-15', 10_000));
    const draft = data(await t.order(spec('2031-03-15', 99_999)));
    const cancelled = data(await t.order(spec('2031-03-15', 77_777)));
    data(await t.act('/behind/orders', cancelled.id, 'submit'));
    data(await t.act('/behind/orders', cancelled.id, 'cancel'));
    const monthStart = data(await t.order(spec('2031-03-01', 20_000)));
    data(await t.act('/behind/orders', monthStart.id, 'submit'));
    const lastMonth = await t.approvedOrder(spec('2031-02-14', 30_000));
    const beforeTrend = await t.approvedOrder(spec('2031-02-13', 40_000));
    const later = data(await t.order(spec('2031-03-20', 5_000)));
    data(await t.act('/behind/orders', later.id, 'submit'));

    // A draft delivery of a short product (it also holds one of them), and an open refund.
    const withShort = await t.approvedOrder({
      customerId,
      warehouseId,
      orderDate: '2031-01-05',
      lines: [{ productId: short, qty: 1, unitPrice: 1 }],
    });
    data(await t.delivery(withShort.id, [{ orderLineId: withShort.lines[0].id, qty: 1 }]));
    await t.pay(customerId, lastMonth.id, 30_000);
    data(
      await t.call('POST', '/behind/refunds', {
        orderId: lastMonth.id,
        type: 'refund_only',
        reason: 'other',
        requestedAmount: 1_000,
        lines: [],
      }),
    );

    const after = await figures();
    expect(after).toMatchObject({ today: '2031-03-15', salesToday: 10_000, salesMonth: 35_000 });
    expect(after.trend).toHaveLength(WORKPLACE_TREND_DAYS);
    expect(after.trend[0]).toEqual({ date: '2031-02-14', amount: 30_000 });
    expect(after.trend.at(-1)).toEqual({ date: '2031-03-15', amount: 10_000 });
    expect(after.trend.find((day: { date: string }) => day.date === '2031-03-01').amount).toBe(20_000);
    expect(after.trend.reduce((sum: number, day: { amount: number }) => sum + day.amount, 0)).toBe(60_000);
    expect(after.trend.filter((day: { amount: number }) => day.amount === 0)).toHaveLength(WORKPLACE_TREND_DAYS - 3);

    expect(after.awaitingApproval - before.awaitingApproval).toBe(2);
    // Approved and unshipped: today, lastMonth, beforeTrend, withShort (a draft delivery does not ship it yet).
    expect(after.deliveriesToShip - before.deliveriesToShip).toBe(4);
    expect(after.openRefunds - before.openRefunds).toBe(1);
    // WP-LOW-1's row (5 available after the reservation, alert 5); WP-LOW-2 has no stock row; not the service.
    expect(after.lowStockItems - before.lowStockItems).toBe(1);
    const available = after.lowStock.map((row: { available: number }) => row.available);
    expect(available).toEqual([...available].sort((a, b) => a - b));
    expect(after.lowStock[0]).toHaveProperty('warehouseName');
    // Each figure is exactly what its list shows (the Workplace links to them).
    const listTotal = async (path: string) => data(await t.call('GET', path)).total;
    expect(await listTotal('/behind/inventory/stock?lowStock=true')).toBe(after.lowStockItems);
    expect(await listTotal('/behind/orders?status=approved&deliveryStatus=none,partial')).toBe(after.deliveriesToShip);
    expect(await listTotal('/behind/orders?status=submitted')).toBe(after.awaitingApproval);
    expect(await listTotal('/behind/refunds?status=requested,approved')).toBe(after.openRefunds);

    expect(after.recentOrders.slice(0, 7).map((row: { orderNo: string }) => row.orderNo)).toEqual(
      [later, cancelled, draft, today, monthStart, lastMonth, beforeTrend].map((order) => order.orderNo),
    );
    expect(after.recentOrders[0]).toMatchObject({ customerName: '工作台客户', total: 5_000, status: 'submitted' });
    expect(after.recentOrders).toHaveLength(8);
  });

  it('follows the clock in China time: at 02:00 there (still the 15th in UTC) it is the 16th', async () => {
    h.offsetMs += 14 * 3_600_000;
    const token = await h.login('viewer', DEMO.viewer);
    const next = await figures(token);
    expect(next).toMatchObject({ today: '2031-03-16', salesToday: 0, salesMonth: 35_000 });
    expect(next.trend.at(-2)).toEqual({ date: '2031-03-15', amount: 10_000 });
  });
});
