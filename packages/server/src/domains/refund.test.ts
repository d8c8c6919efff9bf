/**
 * Refunds and refund deliveries beyond the main flow: which orders can be refunded, editing and cancelling a
 * request, scrapped goods (no stock back, the refund can still be paid), refund deliveries only made by approvals,
 * and the order's detail listing its documents.
 */
import { beforeAll, expect, it } from 'vitest';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('refunds', (h) => {
  let t: Commerce;
  let warehouseId = 0;
  let customerId = 0;
  let speaker = 0;

  beforeAll(async () => {
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    warehouseId = await t.warehouse('RF-WH');
    customerId = await t.customer('虹口影院');
    speaker = await t.product({ sku: 'RF-SPK-1', salePrice: 10_000 });
    await t.stockTo(speaker, warehouseId, 20);
  });

  /** An approved order of `qty` speakers, paid in full and shipped in full. */
  async function deliveredOrder(qty: number) {
    const order = await t.approvedOrder({
      customerId,
      warehouseId,
      lines: [{ productId: speaker, qty, unitPrice: 10_000 }],
    });
    await t.pay(customerId, order.id, qty * 10_000);
    const shipment = data(await t.delivery(order.id, [{ orderLineId: order.lines[0].id, qty }]));
    data(await t.act('/behind/deliveries', shipment.id, 'ship'));
    return order;
  }

  const request = (orderId: number, fields: Record<string, unknown> = {}) =>
    t.call('POST', '/behind/refunds', {
      orderId,
      type: 'refund_only',
      reason: 'not_needed',
      requestedAmount: 1_000,
      lines: [],
      ...fields,
    });

  it('refunds only approved, delivered or completed orders, and only what was paid', async () => {
    const draft = data(
      await t.order({ customerId, warehouseId, lines: [{ productId: speaker, qty: 1, unitPrice: 10_000 }] }),
    );
    const notYet = await t.refused(422, () => request(draft.id));
    expect(notYet.body.data.issues).toEqual([
      { path: 'orderId', message: `订单 ${draft.orderNo} 当前状态为“草稿”，不能退款` },
    ]);
    const unpaid = await t.approvedOrder({
      customerId,
      warehouseId,
      lines: [{ productId: speaker, qty: 1, unitPrice: 10_000 }],
    });
    const nothingPaid = await t.refused(422, () => request(unpaid.id));
    expect(nothingPaid.body.data.issues).toEqual([
      { path: 'requestedAmount', message: '超过客户已付且未退的金额（0.00）' },
    ]);
    const withLines = await t.refused(422, () =>
      request(unpaid.id, { requestedAmount: 1, lines: [{ orderLineId: unpaid.lines[0].id, qty: 1 }] }),
    );
    expect(withLines.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'requestedAmount',
      'lines',
    ]);
  });

  it('edits a request while it is requested, keeps it with its order, and cancels it', async () => {
    const order = await deliveredOrder(2);
    const other = await deliveredOrder(1);
    const created = data(await request(order.id, { requestedAmount: 5_000 }));
    const body = { orderId: order.id, type: 'return_refund', reason: 'damaged', requestedAmount: 8_000, note: '' };
    const edited = data(
      await t.call('PUT', `/behind/refunds/${created.id}`, {
        ...body,
        lines: [{ orderLineId: order.lines[0].id, qty: 1 }],
        version: created.version,
      }),
    );
    expect(edited).toMatchObject({ type: 'return_refund', requestedAmount: 8_000, version: 2 });
    expect(edited.lines).toMatchObject([{ orderLineId: order.lines[0].id, qty: 1, sku: 'RF-SPK-1' }]);
    // Its own amount does not count against itself.
    data(
      await t.call('PUT', `/behind/refunds/${created.id}`, {
        ...body,
        requestedAmount: 20_000,
        lines: [{ orderLineId: order.lines[0].id, qty: 2 }],
        version: 2,
      }),
    );
    const moved = await t.refused(422, () =>
      t.call('PUT', `/behind/refunds/${created.id}`, {
        ...body,
        orderId: other.id,
        lines: [{ orderLineId: other.lines[0].id, qty: 1 }],
        version: 3,
      }),
    );
    expect(moved.body.data.issues[0].path).toBe('orderId');
    expect((await t.get('/behind/orders', order.id)).payStatus).toBe('refunding');
    data(await t.act('/behind/refunds', created.id, 'cancel'));
    expect((await t.get('/behind/orders', order.id)).payStatus).toBe('paid');
    await t.refused(409, () => t.act('/behind/refunds', created.id, 'approve', { approvedAmount: 1 }));
  });

  it('pays out a return whose goods were scrapped, with no stock coming back', async () => {
    const order = await deliveredOrder(2);
    const refund = data(
      await request(order.id, {
        type: 'return_refund',
        reason: 'damaged',
        requestedAmount: 10_000,
        lines: [{ orderLineId: order.lines[0].id, qty: 1 }],
      }),
    );
    const approved = data(await t.act('/behind/refunds', refund.id, 'approve', { approvedAmount: 10_000 }));
    const goodsId = approved.refundDelivery.id;
    // Where the goods go and how they travel can change while they are on the way.
    const goods = await t.get('/behind/refund-deliveries', goodsId);
    const edited = data(
      await t.call('PUT', `/behind/refund-deliveries/${goodsId}`, {
        warehouseId,
        carrier: '德邦',
        trackingNo: 'DB123',
        note: '',
        lines: [],
        version: goods.version,
      }),
    );
    expect(edited).toMatchObject({ carrier: '德邦', trackingNo: 'DB123' });
    data(await t.act('/behind/refund-deliveries', goodsId, 'dispatch'));
    await t.refused(409, () => t.act('/behind/refund-deliveries', goodsId, 'restock'));
    data(await t.act('/behind/refund-deliveries', goodsId, 'receive', { condition: 'damaged' }));
    const stockBefore = await t.stockOf(speaker, warehouseId);
    data(await t.act('/behind/refund-deliveries', goodsId, 'scrap'));
    expect(await t.stockOf(speaker, warehouseId)).toEqual(stockBefore);
    data(await t.act('/behind/refunds', refund.id, 'refund'));
    expect(await t.get('/behind/orders', order.id)).toMatchObject({ refundedAmount: 10_000, payStatus: 'partial' });
    expect((await t.get('/behind/orders', order.id)).lines[0]).toMatchObject({ deliveredQty: 2, returnedQty: 1 });
    expect((await t.stockOf(speaker, warehouseId))?.onHand).toBe(await t.ledgerSum(speaker, warehouseId));
  });

  it('makes refund deliveries only by approval, and shows an order’s documents in its detail', async () => {
    expect((await t.call('POST', '/behind/refund-deliveries', {})).status).toBe(404);
    const order = await deliveredOrder(1);
    const detail = await t.get('/behind/orders', order.id);
    expect(detail.receipts).toMatchObject([{ status: 'confirmed', amount: 10_000 }]);
    expect(detail.deliveries).toMatchObject([{ status: 'shipped', qty: 1, shippedAt: expect.any(String) }]);
    expect(detail.refunds).toEqual([]);
    expect(detail).toMatchObject({ status: 'delivered', payStatus: 'paid', amountDue: 0 });
  });
});
