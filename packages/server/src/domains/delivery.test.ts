/**
 * Deliveries: a draft holds its stock, never more than is available (two requests for the last unit: one wins);
 * quantities stay within what the order still needs; a refused write leaves no partial rows and no reservation;
 * shipping moves the stock out through the ledger, needs each serial number of tracked goods once, and moves the
 * order along; cancelling a draft gives its stock back; services have no stock.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { deliveries, stockMovements } from '../db/schema';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('deliveries', (h) => {
  let t: Commerce;
  let warehouseId = 0;
  let customerId = 0;
  let speaker = 0;
  let amp = 0;
  let install = 0;
  let scarce = 0;

  beforeAll(async () => {
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    warehouseId = await t.warehouse('DL-WH');
    customerId = await t.customer('浦东商场');
    speaker = await t.product({ sku: 'DL-SPK-1', salePrice: 10_000 });
    amp = await t.product({ sku: 'DL-AMP-1', kind: 'amplifier', salePrice: 40_000, serialTracked: true });
    install = await t.product({ sku: 'DL-SVC-1', kind: 'service', salePrice: 5_000 });
    scarce = await t.product({ sku: 'DL-LAST-1', salePrice: 1_000 });
    await t.stockTo(speaker, warehouseId, 10);
    await t.stockTo(amp, warehouseId, 3);
    await t.stockTo(scarce, warehouseId, 1);
  });

  const order = (lines: { productId: number; qty: number }[]) =>
    t.approvedOrder({ customerId, warehouseId, lines: lines.map((line) => ({ ...line, unitPrice: 1_000 })) });

  it('reserves the stock of a draft in the order’s warehouse, skipping services', async () => {
    const o = await order([
      { productId: speaker, qty: 4 },
      { productId: install, qty: 1 },
    ]);
    const draft = data(
      await t.delivery(o.id, [
        { orderLineId: o.lines[0].id, qty: 3 },
        { orderLineId: o.lines[1].id, qty: 1 },
      ]),
    );
    expect(draft.deliveryNo).toMatch(/^DL\d{13}$/);
    expect(draft).toMatchObject({ status: 'draft', warehouseId, orderId: o.id });
    expect(draft.lines).toMatchObject([
      { productId: speaker, sku: 'DL-SPK-1', qty: 3 },
      { productId: install, sku: 'DL-SVC-1', qty: 1 },
    ]);
    expect(await t.stockOf(speaker, warehouseId)).toEqual({ onHand: 10, reserved: 3 });
    expect(await t.stockOf(install, warehouseId)).toBeNull();

    // An update gives back the old reservation and takes the new one.
    const updated = data(
      await t.call('PUT', `/behind/deliveries/${draft.id}`, {
        orderId: o.id,
        carrier: '顺丰',
        lines: [{ orderLineId: o.lines[0].id, qty: 4 }],
        version: draft.version,
      }),
    );
    expect(updated.lines).toHaveLength(1);
    expect(await t.stockOf(speaker, warehouseId)).toEqual({ onHand: 10, reserved: 4 });
    data(await t.act('/behind/deliveries', draft.id, 'cancel'));
    expect(await t.stockOf(speaker, warehouseId)).toEqual({ onHand: 10, reserved: 0 });
  });

  it('counts other drafts against what the order still needs', async () => {
    const o = await order([{ productId: speaker, qty: 5 }]);
    data(await t.delivery(o.id, [{ orderLineId: o.lines[0].id, qty: 3 }]));
    const over = await t.refused(422, () => t.delivery(o.id, [{ orderLineId: o.lines[0].id, qty: 3 }]));
    expect(over.body.data.issues).toEqual([{ path: 'lines.0.qty', message: '超过订单行未发货数量（2）' }]);
    data(await t.delivery(o.id, [{ orderLineId: o.lines[0].id, qty: 2 }]));
    // Another order's line is not this order's to deliver.
    const other = await order([{ productId: speaker, qty: 1 }]);
    const foreign = await t.refused(422, () => t.delivery(o.id, [{ orderLineId: other.lines[0].id, qty: 1 }]));
    expect(foreign.body.data.issues[0].path).toBe('lines.0.orderLineId');
    await t.act('/behind/orders', o.id, 'cancel');
    await t.act('/behind/orders', other.id, 'cancel');
    expect(await t.stockOf(speaker, warehouseId)).toEqual({ onHand: 10, reserved: 0 });
  });

  it('creates nothing and reserves nothing when one line cannot be had', async () => {
    const o = await order([
      { productId: speaker, qty: 2 },
      { productId: scarce, qty: 5 },
    ]);
    const short = await t.refused(422, () =>
      h.call('POST', '/behind/deliveries', {
        token: t.token,
        headers: { 'accept-language': 'en-US' },
        json: {
          orderId: o.id,
          lines: [
            { orderLineId: o.lines[0].id, qty: 2 },
            { orderLineId: o.lines[1].id, qty: 5 },
          ],
        },
      }),
    );
    expect(short.body.data.issues).toEqual([
      { path: 'lines.1.qty', message: 'Not enough DL-LAST-1 in this warehouse: 1 available' },
    ]);
    await t.act('/behind/orders', o.id, 'cancel');
  });

  it('refuses orders that are not approved', async () => {
    const draft = data(
      await t.order({ customerId, warehouseId, lines: [{ productId: speaker, qty: 1, unitPrice: 1 }] }),
    );
    const refusal = await t.refused(422, () => t.delivery(draft.id, [{ orderLineId: draft.lines[0].id, qty: 1 }]));
    expect(refusal.body.data.issues).toEqual([{ path: 'orderId', message: '只有已审核的订单可以发货' }]);
  });

  it('lets exactly one of two simultaneous deliveries have the last unit', async () => {
    const a = await order([{ productId: scarce, qty: 1 }]);
    const b = await order([{ productId: scarce, qty: 1 }]);
    const results = await Promise.all([
      t.delivery(a.id, [{ orderLineId: a.lines[0].id, qty: 1 }]),
      t.delivery(b.id, [{ orderLineId: b.lines[0].id, qty: 1 }]),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    expect(await t.stockOf(scarce, warehouseId)).toEqual({ onHand: 1, reserved: 1 });
    const drafts = await h.database.db
      .select()
      .from(deliveries)
      .where(sql`${deliveries.orderId} in (${a.id}, ${b.id})`);
    expect(drafts).toHaveLength(1);
    // The winner ships; stock reaches zero, never below.
    const [won] = drafts;
    if (!won) throw new Error('no delivery');
    data(await t.act('/behind/deliveries', won.id, 'ship'));
    expect(await t.stockOf(scarce, warehouseId)).toEqual({ onHand: 0, reserved: 0 });
    const loser = won.orderId === a.id ? b : a;
    await t.refused(422, () => t.delivery(loser.id, [{ orderLineId: loser.lines[0].id, qty: 1 }]));
  });

  it('ships: serial numbers required once each, stock out through the ledger, the order follows', async () => {
    const o = await order([
      { productId: speaker, qty: 3 },
      { productId: amp, qty: 2 },
      { productId: install, qty: 1 },
    ]);
    const first = data(
      await t.delivery(o.id, [
        { orderLineId: o.lines[0].id, qty: 2 },
        { orderLineId: o.lines[1].id, qty: 2, serialNumbers: ['AMP-0001'] },
      ]),
    );
    const missing = await t.refused(422, () => t.act('/behind/deliveries', first.id, 'ship'));
    expect(missing.body.data.issues).toEqual([{ path: 'lines.1.serialNumbers', message: 'DL-AMP-1 需要 2 个序列号' }]);
    const fixed = data(
      await t.call('PUT', `/behind/deliveries/${first.id}`, {
        orderId: o.id,
        lines: [
          { orderLineId: o.lines[0].id, qty: 2 },
          { orderLineId: o.lines[1].id, qty: 2, serialNumbers: ['AMP-0001', 'AMP-0002'] },
        ],
        version: first.version,
      }),
    );
    const shipped = data(await t.act('/behind/deliveries', fixed.id, 'ship'));
    expect(shipped.status).toBe('shipped');
    expect(shipped.shippedAt).toEqual(expect.any(String));
    expect(await t.stockOf(amp, warehouseId)).toEqual({ onHand: 1, reserved: 0 });
    const moves = await h.database.db.select().from(stockMovements).where(eq(stockMovements.docId, fixed.id));
    expect(
      moves.filter((move) => move.docType === 'delivery').map((move) => [move.productId, move.qty, move.reason]),
    ).toEqual(
      expect.arrayContaining([
        [speaker, -2, 'delivery'],
        [amp, -2, 'delivery'],
      ]),
    );
    expect(moves.every((move) => move.docNo === fixed.deliveryNo)).toBe(true);
    const partial = await t.get('/behind/orders', o.id);
    expect(partial).toMatchObject({ status: 'approved', deliveryStatus: 'partial' });
    expect(partial.lines.map((line: { deliveredQty: number }) => line.deliveredQty)).toEqual([2, 2, 0]);

    // The same unit cannot ship twice (to this or any order).
    const other = await order([{ productId: amp, qty: 1 }]);
    const again = data(
      await t.delivery(other.id, [{ orderLineId: other.lines[0].id, qty: 1, serialNumbers: ['AMP-0002'] }]),
    );
    const taken = await t.refused(422, () => t.act('/behind/deliveries', again.id, 'ship'));
    expect(taken.body.data.issues).toEqual([{ path: 'lines.0.serialNumbers', message: '序列号 AMP-0002 已发货' }]);
    data(await t.act('/behind/deliveries', again.id, 'cancel'));

    // The last quantity out: the order becomes delivered (an automatic move with its own audit row).
    const last = data(
      await t.delivery(o.id, [
        { orderLineId: o.lines[0].id, qty: 1 },
        { orderLineId: o.lines[2].id, qty: 1 },
      ]),
    );
    data(await t.act('/behind/deliveries', last.id, 'ship'));
    const delivered = await t.get('/behind/orders', o.id);
    expect(delivered).toMatchObject({ status: 'delivered', deliveryStatus: 'delivered' });
    const history = data(await t.call('GET', `/behind/orders/${o.id}/history`));
    expect(history[0]).toMatchObject({ action: 'deliver' });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([{ field: 'status', from: 'approved', to: 'delivered' }]),
    );
    await t.refused(422, () => t.delivery(o.id, [{ orderLineId: o.lines[0].id, qty: 1 }]));

    // Signed, then installed: once every shipment is installed, so is the order's delivery.
    for (const id of [fixed.id, last.id]) {
      data(await t.act('/behind/deliveries', id, 'sign'));
      expect((await t.act('/behind/deliveries', id, 'install')).body.data.installedAt).toEqual(expect.any(String));
    }
    expect((await t.get('/behind/orders', o.id)).deliveryStatus).toBe('installed');
    await t.refused(409, () => t.act('/behind/deliveries', fixed.id, 'cancel'));
    await t.refused(409, () => t.call('DELETE', `/behind/deliveries/${fixed.id}`));
  });

  it('keeps on hand equal to the ledger, and the ledger append-only', async () => {
    for (const product of [speaker, amp, scarce]) {
      const level = await t.stockOf(product, warehouseId);
      expect(level?.onHand, `product ${product}`).toBe(await t.ledgerSum(product, warehouseId));
    }
    await expect(h.database.db.update(stockMovements).set({ qty: 999 })).rejects.toThrow();
    await expect(h.database.db.delete(stockMovements)).rejects.toThrow();
  });
});
