/**
 * Receipts: allocations only to the customer's payable orders and never more than the receipt; confirming pays
 * the orders (never beyond what they owe) and derives their pay status; voiding takes the payments back unless a
 * refund depends on them. Every refusal leaves the database as it was.
 */
import { beforeAll, expect, it } from 'vitest';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('receipts', (h) => {
  let t: Commerce;
  let warehouseId = 0;
  let customerId = 0;
  let otherCustomer = 0;
  let speaker = 0;

  beforeAll(async () => {
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    warehouseId = await t.warehouse('RC-WH');
    customerId = await t.customer('徐汇书店');
    otherCustomer = await t.customer('别家公司');
    speaker = await t.product({ sku: 'RC-SPK-1', salePrice: 10_000 });
    await t.stockTo(speaker, warehouseId, 20);
  });

  const approved = (qty: number, customer = customerId) =>
    t.approvedOrder({ customerId: customer, warehouseId, lines: [{ productId: speaker, qty, unitPrice: 10_000 }] });
  const draftReceipt = (amount: number, lines: { orderId: number; amount: number }[], customer = customerId) =>
    t.call('POST', '/behind/receipts', {
      customerId: customer,
      amount,
      method: 'wechat_pay',
      reference: 'WX-1',
      receivedAt: '2026-11-20',
      lines,
    });

  it('numbers a draft, sums its allocations and shows them with their orders', async () => {
    const a = await approved(1);
    const b = await approved(2);
    const receipt = data(
      await draftReceipt(50_000, [
        { orderId: a.id, amount: 10_000 },
        { orderId: b.id, amount: 15_000 },
      ]),
    );
    expect(receipt.receiptNo).toMatch(/^RC\d{13}$/);
    expect(receipt).toMatchObject({ status: 'draft', amount: 50_000, allocatedAmount: 25_000 });
    expect(receipt.lines).toMatchObject([
      { orderId: a.id, amount: 10_000, orderNo: a.orderNo, orderTotal: 10_000 },
      { orderId: b.id, amount: 15_000, orderNo: b.orderNo },
    ]);
    // A draft pays nothing yet.
    expect((await t.get('/behind/orders', a.id)).paidAmount).toBe(0);
  });

  it('refuses over-allocation, other customers’ orders and orders that cannot take payments', async () => {
    const mine = await approved(1);
    const theirs = await approved(1, otherCustomer);
    const draftOrder = data(
      await t.order({ customerId, warehouseId, lines: [{ productId: speaker, qty: 1, unitPrice: 10_000 }] }),
    );
    const bad = await t.refused(422, () =>
      h.call('POST', '/behind/receipts', {
        token: t.token,
        headers: { 'accept-language': 'en-US' },
        json: {
          customerId,
          amount: 10_000,
          method: 'cash',
          receivedAt: '2026-11-20',
          lines: [
            { orderId: mine.id, amount: 6_000 },
            { orderId: theirs.id, amount: 3_000 },
            { orderId: draftOrder.id, amount: 2_000 },
          ],
        },
      }),
    );
    expect(bad.body.data.issues).toEqual([
      { path: 'lines.1.orderId', message: `Order ${theirs.orderNo} belongs to another customer` },
      { path: 'lines.2.orderId', message: `Order ${draftOrder.orderNo} cannot take payments while it is “Draft”` },
      { path: 'lines', message: 'The allocations add up to more than the receipt' },
    ]);
    await t.refused(422, () =>
      draftReceipt(10_000, [
        { orderId: mine.id, amount: 1_000 },
        { orderId: mine.id, amount: 1_000 },
      ]),
    );
  });

  it('confirms: pays each order its allocation and derives partial / paid', async () => {
    const a = await approved(1);
    const b = await approved(3);
    const receipt = data(
      await draftReceipt(40_000, [
        { orderId: a.id, amount: 10_000 },
        { orderId: b.id, amount: 12_000 },
      ]),
    );
    expect(data(await t.act('/behind/receipts', receipt.id, 'confirm')).status).toBe('confirmed');
    expect(await t.get('/behind/orders', a.id)).toMatchObject({ paidAmount: 10_000, payStatus: 'paid', amountDue: 0 });
    const orderB = await t.get('/behind/orders', b.id);
    expect(orderB).toMatchObject({ paidAmount: 12_000, payStatus: 'partial', amountDue: 18_000 });
    expect(orderB.receipts).toMatchObject([{ receiptNo: receipt.receiptNo, status: 'confirmed', amount: 12_000 }]);
    const history = data(await t.call('GET', `/behind/orders/${b.id}/history`));
    expect(history[0]).toMatchObject({ action: 'pay' });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'paidAmount', from: 0, to: 12_000 },
        { field: 'payStatus', from: 'unpaid', to: 'partial' },
      ]),
    );
    // Confirmed receipts are not edited or deleted.
    await t.refused(409, () => t.call('DELETE', `/behind/receipts/${receipt.id}`));
  });

  it('refuses to confirm more than an order still owes, changing nothing', async () => {
    const order = await approved(2);
    const first = data(await draftReceipt(15_000, [{ orderId: order.id, amount: 15_000 }]));
    const second = data(await draftReceipt(15_000, [{ orderId: order.id, amount: 15_000 }]));
    data(await t.act('/behind/receipts', first.id, 'confirm'));
    const over = await t.refused(422, () => t.act('/behind/receipts', second.id, 'confirm'));
    expect(over.body.data.issues).toEqual([
      { path: 'lines.0.amount', message: `超过订单 ${order.orderNo} 的待收金额（50.00）` },
    ]);
  });

  it('voids: a draft simply, a confirmed receipt by taking its payments back', async () => {
    const order = await approved(2);
    const draft = data(await draftReceipt(5_000, [{ orderId: order.id, amount: 5_000 }]));
    expect(data(await t.act('/behind/receipts', draft.id, 'void')).status).toBe('voided');
    expect((await t.get('/behind/orders', order.id)).paidAmount).toBe(0);

    const paid = await t.pay(customerId, order.id, 20_000);
    expect((await t.get('/behind/orders', order.id)).payStatus).toBe('paid');
    data(await t.act('/behind/receipts', paid.id, 'void'));
    expect(await t.get('/behind/orders', order.id)).toMatchObject({ paidAmount: 0, payStatus: 'unpaid' });
    await t.refused(409, () => t.act('/behind/receipts', paid.id, 'void'));
  });

  it('refuses to void a payment an open refund depends on', async () => {
    const order = await approved(1);
    const paid = await t.pay(customerId, order.id, 10_000);
    const refund = data(
      await t.call('POST', '/behind/refunds', {
        orderId: order.id,
        type: 'refund_only',
        reason: 'not_needed',
        requestedAmount: 3_000,
        lines: [],
      }),
    );
    const refusal = await t.refused(409, () => t.act('/behind/receipts', paid.id, 'void'));
    expect(refusal.body.message).toBe(`订单 ${order.orderNo} 的退款依赖这笔收款，不能作废`);
    data(await t.act('/behind/refunds', refund.id, 'cancel'));
    data(await t.act('/behind/receipts', paid.id, 'void'));
  });
});
