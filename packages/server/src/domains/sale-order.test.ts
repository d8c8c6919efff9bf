/**
 * Sale orders: numbers, salesperson, snapshots and totals from the lines; the rules on lines; versions and the
 * state machine (approval needs order:approve; complete needs payment; cancel refuses once money or goods moved
 * and takes draft deliveries with it); all-or-nothing bulk delete.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { saleOrderLines, saleOrders, users } from '../db/schema';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('sale orders', (h) => {
  let t: Commerce;
  let sales = '';
  let warehouseId = 0;
  let customerId = 0;
  let speaker = 0;
  let amp = 0;
  let draftProduct = 0;

  beforeAll(async () => {
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    sales = await h.login('sales', DEMO.sales);
    warehouseId = await t.warehouse('SO-WH');
    customerId = await t.customer('静安咖啡馆');
    speaker = await t.product({ sku: 'SO-SPK-1', name: '吸顶音箱', salePrice: 12_900 });
    amp = await t.product({ sku: 'SO-AMP-1', name: '功放', kind: 'amplifier', salePrice: 50_000 });
    draftProduct = await t.product({ sku: 'SO-NEW-1', publish: false });
    await t.stockTo(speaker, warehouseId, 10);
  });

  /** The order's stored totals equal the sums of its stored lines. */
  async function expectTotalsMatchLines(orderId: number) {
    const [order] = await h.database.db.select().from(saleOrders).where(eq(saleOrders.id, orderId));
    const lines = await h.database.db.select().from(saleOrderLines).where(eq(saleOrderLines.orderId, orderId));
    const subtotal = lines.reduce((sum, line) => sum + line.qty * line.unitPrice, 0);
    const discountTotal = lines.reduce((sum, line) => sum + line.discount, 0);
    expect(order).toMatchObject({ subtotal, discountTotal, total: subtotal - discountTotal });
    for (const line of lines) expect(line.amount).toBe(line.qty * line.unitPrice - line.discount);
    return { order, lines };
  }

  it('creates a numbered order sold by its creator, with product snapshots and totals from the lines', async () => {
    const created = data(
      await t.order({
        customerId,
        warehouseId,
        lines: [
          { productId: speaker, qty: 4, unitPrice: 12_900, discount: 1_600 },
          { productId: amp, qty: 1, unitPrice: 48_000 },
        ],
      }),
    );
    expect(created.orderNo).toMatch(/^SO\d{8}\d{5}$/);
    const [admin] = await h.database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(created).toMatchObject({
      status: 'draft',
      payStatus: 'unpaid',
      deliveryStatus: 'none',
      salespersonId: admin?.id,
      subtotal: 99_600,
      discountTotal: 1_600,
      total: 98_000,
      paidAmount: 0,
      amountDue: 98_000,
    });
    expect(created.refLabels).toMatchObject({ customerId: '静安咖啡馆', warehouseId: 'Test SO-WH' });
    expect(created.lines).toMatchObject([
      { lineNo: 1, sku: 'SO-SPK-1', name: '吸顶音箱', unit: '只', qty: 4, amount: 50_000, deliveredQty: 0 },
      { lineNo: 2, sku: 'SO-AMP-1', name: '功放', qty: 1, amount: 48_000 },
    ]);
    await expectTotalsMatchLines(created.id);

    // The snapshot stays when the catalogue changes.
    const product = await t.get('/behind/products', amp);
    data(
      await t.call('PUT', `/behind/products/${amp}`, {
        name: '功放（新款）',
        kind: 'amplifier',
        unit: '台',
        salePrice: 50_000,
        sku: 'SO-AMP-1',
        version: product.version,
      }),
    );
    expect((await t.get('/behind/orders', created.id)).lines[1].name).toBe('功放');

    // Sold by whoever creates it.
    const bySales = data(
      await t.order({ customerId, warehouseId, lines: [{ productId: speaker, qty: 1, unitPrice: 12_900 }] }),
    );
    expect(bySales.orderNo).not.toBe(created.orderNo);
    const tSales = new Commerce(h, sales);
    expect((await tSales.get('/behind/orders', created.id)).id).toBe(created.id);
    // A salesperson sells to its own customers (another's is refused: resources/ownership.test.ts).
    const salesCustomer = await tSales.customer('李娜的客户');
    const own = data(
      await tSales.order({
        customerId: salesCustomer,
        warehouseId,
        lines: [{ productId: speaker, qty: 1, unitPrice: 12_900 }],
      }),
    );
    const [salesUser] = await h.database.db.select().from(users).where(eq(users.username, 'sales'));
    expect(own.salespersonId).toBe(salesUser?.id);
  });

  it('replaces the lines and recomputes the totals on update; a stale version changes nothing', async () => {
    const created = data(
      await t.order({ customerId, warehouseId, lines: [{ productId: speaker, qty: 2, unitPrice: 12_900 }] }),
    );
    const body = {
      customerId,
      warehouseId,
      orderDate: '2026-11-21',
      note: '改为三只并加功放',
      lines: [
        { productId: speaker, qty: 3, unitPrice: 12_000, discount: 500 },
        { productId: amp, qty: 2, unitPrice: 45_000, discount: 0 },
      ],
    };
    const updated = data(await t.call('PUT', `/behind/orders/${created.id}`, { ...body, version: 1 }));
    expect(updated).toMatchObject({ version: 2, subtotal: 126_000, discountTotal: 500, total: 125_500 });
    expect(updated.orderNo).toBe(created.orderNo);
    const { lines } = await expectTotalsMatchLines(created.id);
    expect(lines).toHaveLength(2);

    const stale = await t.refused(409, () =>
      t.call('PUT', `/behind/orders/${created.id}`, { ...body, lines: [body.lines[0]], version: 1 }),
    );
    expect(stale.body.code).toBe(400009);
  });

  it('refuses products not on sale and discounts above the line, under the line fields, writing nothing', async () => {
    const bad = await t.refused(422, () =>
      h.call('POST', '/behind/orders', {
        token: t.token,
        headers: { 'accept-language': 'en-US' },
        json: {
          customerId,
          warehouseId,
          orderDate: '2026-11-20',
          lines: [
            { productId: speaker, qty: 1, unitPrice: 100, discount: 101 },
            { productId: draftProduct, qty: 1, unitPrice: 100, discount: 0 },
            { productId: 999_999, qty: 1, unitPrice: 100, discount: 0 },
          ],
        },
      }),
    );
    expect(bad.body.data.issues).toEqual([
      { path: 'lines.0.discount', message: 'The discount is more than the line is worth' },
      { path: 'lines.1.productId', message: 'SO-NEW-1 is not on sale' },
      { path: 'lines.2.productId', message: 'No such record' },
    ]);
    const unknown = await t.refused(422, () =>
      t.order({ customerId: 999_999, warehouseId, lines: [{ productId: speaker, qty: 1, unitPrice: 1 }] }),
    );
    expect(unknown.body.data.issues[0].path).toBe('customerId');
    await t.refused(422, () => t.order({ customerId, warehouseId, lines: [] }));
  });

  it('needs order:approve to approve; illegal moves and edits outside draft change nothing', async () => {
    const order = data(
      await t.order({ customerId, warehouseId, lines: [{ productId: speaker, qty: 1, unitPrice: 12_900 }] }),
    );
    await t.refused(409, () => t.act('/behind/orders', order.id, 'approve'));
    data(await t.act('/behind/orders', order.id, 'submit', {}, sales));
    await t.refused(403, () => t.act('/behind/orders', order.id, 'approve', {}, sales));
    const edit = await t.refused(409, () =>
      t.call('PUT', `/behind/orders/${order.id}`, {
        customerId,
        warehouseId,
        orderDate: '2026-11-20',
        lines: [{ productId: speaker, qty: 5, unitPrice: 1, discount: 0 }],
        version: 2,
      }),
    );
    expect(edit.body.message).toBe('当前状态为“待审核”，不能修改');
    const approved = data(await t.act('/behind/orders', order.id, 'approve'));
    expect(approved).toMatchObject({ status: 'approved', version: 3 });
    await t.refused(409, () => t.act('/behind/orders', order.id, 'complete'));
    const staleMove = await t.refused(409, () => t.call('POST', `/behind/orders/${order.id}/cancel`, { version: 2 }));
    expect(staleMove.body.code).toBe(400009);
  });

  it('cancels an approved order with its draft deliveries, giving their stock back', async () => {
    const order = await t.approvedOrder({
      customerId,
      warehouseId,
      lines: [{ productId: speaker, qty: 3, unitPrice: 12_900 }],
    });
    const held = data(await t.delivery(order.id, [{ orderLineId: order.lines[0].id, qty: 3 }]));
    expect(await t.stockOf(speaker, warehouseId)).toEqual({ onHand: 10, reserved: 3 });
    const cancelled = data(await t.act('/behind/orders', order.id, 'cancel'));
    expect(cancelled.status).toBe('cancelled');
    expect((await t.get('/behind/deliveries', held.id)).status).toBe('cancelled');
    expect(await t.stockOf(speaker, warehouseId)).toEqual({ onHand: 10, reserved: 0 });
    const history = data(await t.call('GET', `/behind/deliveries/${held.id}/history`));
    expect(history.map((row: { action: string }) => row.action)).toEqual(['cancel', 'create']);
  });

  it('refuses to cancel an order with a confirmed payment, and to complete one not paid in full', async () => {
    const order = await t.approvedOrder({
      customerId,
      warehouseId,
      lines: [{ productId: speaker, qty: 1, unitPrice: 12_900 }],
    });
    await t.pay(customerId, order.id, 5_000);
    const refusal = await t.refused(409, () => t.act('/behind/orders', order.id, 'cancel'));
    expect(refusal.body.message).toBe('订单已有发货或收款，请先处理');
    // Shipped in full but only partly paid: delivered, and it cannot complete.
    const shipment = data(await t.delivery(order.id, [{ orderLineId: order.lines[0].id, qty: 1 }]));
    data(await t.act('/behind/deliveries', shipment.id, 'ship'));
    expect(await t.get('/behind/orders', order.id)).toMatchObject({ status: 'delivered', payStatus: 'partial' });
    const unpaid = await t.refused(409, () => t.act('/behind/orders', order.id, 'complete'));
    expect(unpaid.body.message).toBe('订单尚未收齐款项');
    await t.pay(customerId, order.id, 7_900);
    expect(data(await t.act('/behind/orders', order.id, 'complete')).status).toBe('completed');
  });

  it('deletes drafts only, and a bulk delete with one undeletable order deletes none', async () => {
    const make = async () =>
      data(await t.order({ customerId, warehouseId, lines: [{ productId: speaker, qty: 1, unitPrice: 1 }] })).id;
    const a = await make();
    const b = await make();
    const submitted = await make();
    data(await t.act('/behind/orders', submitted, 'submit'));
    await t.refused(409, () => t.call('POST', '/behind/orders/bulk-delete', { ids: [a, b, submitted] }));
    expect(data(await t.call('POST', '/behind/orders/bulk-delete', { ids: [a, b] }))).toEqual({ deleted: 2 });
    const left = await h.database.db.select().from(saleOrderLines).where(eq(saleOrderLines.orderId, a));
    expect(left).toEqual([]);
  });
});
