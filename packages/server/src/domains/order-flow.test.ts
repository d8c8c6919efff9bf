/**
 * One order's whole life, watching its pay and delivery statuses: approve, paid by a receipt, delivered in two
 * shipments (serial-tracked goods among them), completed, then a return refund — approved, its goods sent back,
 * received, restocked (the units may ship again) — and paid out by finance. The refusals on the way change nothing,
 * and the stock always equals its ledger.
 */
import { beforeAll, expect, it } from 'vitest';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('order flow', (h) => {
  let t: Commerce;
  let finance = '';
  let sales = '';
  let warehouseId = 0;
  let customerId = 0;
  let speaker = 0;
  let amp = 0;

  beforeAll(async () => {
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    finance = await h.login('finance', DEMO.finance);
    sales = await h.login('sales', DEMO.sales);
    warehouseId = await t.warehouse('FL-WH');
    customerId = await t.customer('黄浦大酒店');
    speaker = await t.product({ sku: 'FL-SPK-1', salePrice: 10_000 });
    amp = await t.product({ sku: 'FL-AMP-1', kind: 'amplifier', salePrice: 40_000, serialTracked: true });
    await t.stockTo(speaker, warehouseId, 10);
    await t.stockTo(amp, warehouseId, 5);
  });

  const statuses = async (id: number) => {
    const order = await t.get('/behind/orders', id);
    return [order.status, order.payStatus, order.deliveryStatus];
  };
  const refundBody = (orderId: number, fields: Record<string, unknown>) => ({
    orderId,
    type: 'return_refund',
    reason: 'quality',
    requestedAmount: 50_000,
    lines: [],
    ...fields,
  });

  it('goes from order to refund paid out, each step moving the derived statuses', async () => {
    const order = await t.approvedOrder({
      customerId,
      warehouseId,
      lines: [
        { productId: speaker, qty: 4, unitPrice: 10_000 },
        { productId: amp, qty: 2, unitPrice: 40_000 },
      ],
    });
    const [speakerLine, ampLine] = order.lines;
    expect(await statuses(order.id)).toEqual(['approved', 'unpaid', 'none']);
    await t.pay(customerId, order.id, 60_000);
    expect(await statuses(order.id)).toEqual(['approved', 'partial', 'none']);
    await t.pay(customerId, order.id, 60_000);
    expect(await statuses(order.id)).toEqual(['approved', 'paid', 'none']);

    const first = data(
      await t.delivery(order.id, [
        { orderLineId: speakerLine.id, qty: 2 },
        { orderLineId: ampLine.id, qty: 2, serialNumbers: ['FL-A1', 'FL-A2'] },
      ]),
    );
    data(await t.act('/behind/deliveries', first.id, 'ship'));
    expect(await statuses(order.id)).toEqual(['approved', 'paid', 'partial']);
    const second = data(await t.delivery(order.id, [{ orderLineId: speakerLine.id, qty: 2 }]));
    data(await t.act('/behind/deliveries', second.id, 'ship'));
    expect(await statuses(order.id)).toEqual(['delivered', 'paid', 'delivered']);
    data(await t.act('/behind/orders', order.id, 'complete'));
    expect(await statuses(order.id)).toEqual(['completed', 'paid', 'delivered']);

    // Refund requests within what was paid and delivered.
    const over = await t.refused(422, () =>
      t.call(
        'POST',
        '/behind/refunds',
        refundBody(order.id, {
          requestedAmount: 120_001,
          lines: [
            { orderLineId: speakerLine.id, qty: 5 },
            { orderLineId: ampLine.id, qty: 1, serialNumbers: ['FL-ZZ'] },
          ],
        }),
      ),
    );
    expect(over.body.data.issues).toEqual([
      { path: 'requestedAmount', message: '超过客户已付且未退的金额（1200.00）' },
      { path: 'lines.0.qty', message: '超过已发货且未退回的数量（4）' },
      { path: 'lines.1.serialNumbers', message: '序列号 FL-ZZ 不是该订单发出的' },
    ]);
    const noLines = await t.refused(422, () => t.call('POST', '/behind/refunds', refundBody(order.id, {})));
    expect(noLines.body.data.issues).toEqual([{ path: 'lines', message: '退货退款需要填写退回的商品' }]);

    // A refund-only request opens and its rejection closes the refunding status.
    const small = data(
      await t.call('POST', '/behind/refunds', refundBody(order.id, { type: 'refund_only', requestedAmount: 1_000 })),
    );
    expect(small.refundNo).toMatch(/^RF\d{13}$/);
    expect((await statuses(order.id))[1]).toBe('refunding');
    data(await t.act('/behind/refunds', small.id, 'reject'));
    expect((await statuses(order.id))[1]).toBe('paid');

    const request = data(
      await t.call(
        'POST',
        '/behind/refunds',
        refundBody(order.id, {
          lines: [
            { orderLineId: speakerLine.id, qty: 1 },
            { orderLineId: ampLine.id, qty: 1, serialNumbers: ['FL-A1'] },
          ],
        }),
      ),
    );
    expect(request.lines).toMatchObject([
      { productId: speaker, sku: 'FL-SPK-1', qty: 1 },
      { productId: amp, sku: 'FL-AMP-1', serialNumbers: ['FL-A1'] },
    ]);
    expect((await statuses(order.id))[1]).toBe('refunding');
    // Another request cannot claim the same goods or money again.
    const twice = await t.refused(422, () =>
      t.call(
        'POST',
        '/behind/refunds',
        refundBody(order.id, { requestedAmount: 70_001, lines: [{ orderLineId: speakerLine.id, qty: 4 }] }),
      ),
    );
    expect(twice.body.data.issues).toEqual([
      { path: 'requestedAmount', message: '超过客户已付且未退的金额（700.00）' },
      { path: 'lines.0.qty', message: '超过已发货且未退回的数量（3）' },
    ]);

    await t.refused(409, () => t.act('/behind/refunds', request.id, 'refund'));
    const tooHigh = await t.refused(422, () =>
      t.act('/behind/refunds', request.id, 'approve', { approvedAmount: 50_001 }),
    );
    expect(tooHigh.body.data.issues).toEqual([{ path: 'approvedAmount', message: '核准金额超过申请金额' }]);
    const approved = data(await t.act('/behind/refunds', request.id, 'approve', { approvedAmount: 45_000 }));
    expect(approved).toMatchObject({ status: 'approved', approvedAmount: 45_000 });
    expect(approved.refundDelivery).toMatchObject({ status: 'pending', returnNo: expect.stringMatching(/^RT\d{13}$/) });
    const goods = await t.get('/behind/refund-deliveries', approved.refundDelivery.id);
    expect(goods).toMatchObject({ warehouseId, orderId: order.id, refundId: request.id });
    expect(goods.lines).toMatchObject([
      { productId: speaker, qty: 1 },
      { productId: amp, qty: 1, serialNumbers: ['FL-A1'] },
    ]);

    // Paid out only once the goods are back.
    const early = await t.refused(409, () => t.act('/behind/refunds', request.id, 'refund', {}, finance));
    expect(early.body.message).toBe('退回的货品尚未收到');
    data(await t.act('/behind/refund-deliveries', goods.id, 'dispatch'));
    const received = data(await t.act('/behind/refund-deliveries', goods.id, 'receive', { condition: 'good' }));
    expect(received).toMatchObject({ status: 'received', condition: 'good', receivedAt: expect.any(String) });
    expect(
      (await t.get('/behind/orders', order.id)).lines.map((line: { returnedQty: number }) => line.returnedQty),
    ).toEqual([1, 1]);
    data(await t.act('/behind/refund-deliveries', goods.id, 'restock'));
    expect(await t.stockOf(speaker, warehouseId)).toEqual({ onHand: 7, reserved: 0 });
    expect(await t.stockOf(amp, warehouseId)).toEqual({ onHand: 4, reserved: 0 });

    await t.refused(403, () => t.act('/behind/refunds', request.id, 'refund', {}, sales));
    const paidOut = data(await t.act('/behind/refunds', request.id, 'refund', {}, finance));
    expect(paidOut).toMatchObject({ status: 'refunded', refundedAt: expect.any(String) });
    const after = await t.get('/behind/orders', order.id);
    expect(after).toMatchObject({ paidAmount: 120_000, refundedAmount: 45_000, payStatus: 'partial' });
    expect(after.refunds.map((refund: { status: string }) => refund.status)).toEqual(['refunded', 'rejected']);

    // The restocked unit can ship again, to another order.
    const next = await t.approvedOrder({ customerId, warehouseId, lines: [{ productId: amp, qty: 1, unitPrice: 1 }] });
    const resend = data(
      await t.delivery(next.id, [{ orderLineId: next.lines[0].id, qty: 1, serialNumbers: ['FL-A1'] }]),
    );
    expect(data(await t.act('/behind/deliveries', resend.id, 'ship')).status).toBe('shipped');

    for (const product of [speaker, amp]) {
      expect((await t.stockOf(product, warehouseId))?.onHand).toBe(await t.ledgerSum(product, warehouseId));
    }
  });
  it('completes an order refunded in part before it was completed (the whole total was received once)', async () => {
    const order = await t.approvedOrder({
      customerId,
      warehouseId,
      lines: [{ productId: speaker, qty: 2, unitPrice: 10_000 }],
    });
    await t.pay(customerId, order.id, 20_000);
    const shipment = data(await t.delivery(order.id, [{ orderLineId: order.lines[0].id, qty: 2 }]));
    data(await t.act('/behind/deliveries', shipment.id, 'ship'));
    const refund = data(
      await t.call('POST', '/behind/refunds', refundBody(order.id, { type: 'refund_only', requestedAmount: 3_000 })),
    );
    // While a refund is open the order stays open.
    await t.refused(409, () => t.act('/behind/orders', order.id, 'complete'));
    data(await t.act('/behind/refunds', refund.id, 'approve', { approvedAmount: 3_000 }));
    data(await t.act('/behind/refunds', refund.id, 'refund', {}, finance));
    expect(await statuses(order.id)).toEqual(['delivered', 'partial', 'delivered']);
    data(await t.act('/behind/orders', order.id, 'complete'));
    expect((await statuses(order.id))[0]).toBe('completed');
  });
});
