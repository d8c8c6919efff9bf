/**
 * Inventory: a stocktake posts the difference (creating the stock row if needed), never below what is reserved;
 * only adjustments can be reversed here, once, and not below the reserved stock; stock levels and the ledger read
 * as resources (filters, CSV, history); on hand always equals the ledger, which cannot be rewritten.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('inventory', (h) => {
  let t: Commerce;
  let warehouse = '';
  let sales = '';
  let warehouseId = 0;
  let mic = 0;
  let cable = 0;
  let service = 0;

  beforeAll(async () => {
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    warehouse = await h.login('warehouse', DEMO.warehouse);
    sales = await h.login('sales', DEMO.sales);
    warehouseId = await t.warehouse('IN-WH');
    mic = await t.product({ sku: 'IN-MIC-1', kind: 'microphone', stockAlertQty: 6 });
    cable = await t.product({ sku: 'IN-CBL-1', kind: 'accessory' });
    service = await t.product({ sku: 'IN-SVC-1', kind: 'service' });
  });

  const adjust = (productId: number, countedQty: number, token = warehouse) =>
    t.call('POST', '/behind/inventory/adjust', { productId, warehouseId, countedQty, note: '月度盘点' }, token);
  const reverse = (id: number, token = warehouse) =>
    t.call('POST', `/behind/inventory/movements/${id}/reverse`, { note: '录错' }, token);

  it('posts a stocktake’s difference as an adjustment, creating the stock row the first time', async () => {
    const first = data(await adjust(mic, 8));
    expect(first.stock).toMatchObject({ productId: mic, warehouseId, onHand: 8, reserved: 0 });
    expect(first.movement).toMatchObject({ qty: 8, reason: 'adjustment', docType: 'stocktake', note: '月度盘点' });
    expect(first.movement.refLabels).toMatchObject({ productId: expect.stringContaining('IN-MIC-1') });
    const second = data(await adjust(mic, 6));
    expect(second.movement.qty).toBe(-2);
    expect(await t.stockOf(mic, warehouseId)).toEqual({ onHand: 6, reserved: 0 });
    const history = data(await t.call('GET', `/behind/inventory/stock/${second.stock.id}/history`));
    expect(history.map((row: { action: string }) => row.action)).toEqual(['adjust', 'adjust']);
  });

  it('refuses a count that changes nothing, goes below reservations, or names a service or nothing', async () => {
    const same = await t.refused(422, () => adjust(mic, 6));
    expect(same.body.data.issues).toEqual([{ path: 'countedQty', message: '盘点数量与账面库存（6）相同，无需调整' }]);
    const order = await t.approvedOrder({
      customerId: await t.customer('盘点客户'),
      warehouseId,
      lines: [{ productId: mic, qty: 4, unitPrice: 100 }],
    });
    data(await t.delivery(order.id, [{ orderLineId: order.lines[0].id, qty: 4 }]));
    const below = await t.refused(422, () => adjust(mic, 3));
    expect(below.body.data.issues).toEqual([{ path: 'countedQty', message: '库存不能少于已预留数量（4）' }]);
    const svc = await t.refused(422, () => adjust(service, 1));
    expect(svc.body.data.issues).toEqual([{ path: 'productId', message: 'IN-SVC-1 是服务，不计库存' }]);
    const none = await t.refused(422, () => adjust(999_999, 1));
    expect(none.body.data.issues[0].path).toBe('productId');
    await t.refused(422, () => adjust(mic, -1));
    await t.refused(403, () => adjust(mic, 9, sales));
    data(await t.act('/behind/orders', order.id, 'cancel'));
  });

  it('reverses an adjustment once; never a document’s movement; never below the reserved stock', async () => {
    const counted = data(await adjust(cable, 10));
    const reversed = data(await reverse(counted.movement.id));
    expect(reversed.movement).toMatchObject({ qty: -10, reason: 'reversal', reversesId: counted.movement.id });
    expect(await t.stockOf(cable, warehouseId)).toEqual({ onHand: 0, reserved: 0 });
    const again = await t.refused(409, () => reverse(counted.movement.id));
    expect(again.body.message).toBe('该流水已被冲销');
    await t.refused(409, () => reverse(reversed.movement.id));
    await t.refused(404, () => reverse(999_999_999));

    // A delivery's movement is reversed by its own documents, not here.
    data(await adjust(cable, 5));
    const order = await t.approvedOrder({
      customerId: await t.customer('冲销客户'),
      warehouseId,
      lines: [{ productId: cable, qty: 3, unitPrice: 100 }],
    });
    const shipment = data(await t.delivery(order.id, [{ orderLineId: order.lines[0].id, qty: 1 }]));
    data(await t.act('/behind/deliveries', shipment.id, 'ship'));
    const movements = data(await t.call('GET', `/behind/inventory/movements?productId=${cable}&reason=delivery`));
    expect(movements.total).toBe(1);
    const notMine = await t.refused(409, () => reverse(movements.list[0].id));
    expect(notMine.body.message).toBe('只有盘点调整可以在此冲销，单据产生的流水请通过单据处理');

    // Reversing the +5 would leave 0 on hand with 2 reserved.
    data(await t.delivery(order.id, [{ orderLineId: order.lines[0].id, qty: 2 }]));
    const [plusFive] = data(
      await t.call('GET', `/behind/inventory/movements?productId=${cable}&reason=adjustment`),
    ).list;
    expect(plusFive.qty).toBe(5);
    const below = await t.refused(409, () => reverse(plusFive.id));
    expect(below.body.message).toBe('库存不能少于已预留数量（2）');
  });

  it('reads stock levels and the ledger as resources: filters, history, CSV', async () => {
    const low = data(await t.call('GET', `/behind/inventory/stock?warehouseId=${warehouseId}&lowStock=true`));
    expect(low.list.map((row: { sku: string }) => row.sku)).toEqual(['IN-MIC-1']);
    expect(low.list[0]).toMatchObject({ onHand: 6, reserved: 0, available: 6, alertQty: 6, lowStock: true });
    const all = data(await t.call('GET', `/behind/inventory/stock?warehouseId=${warehouseId}&sort=sku`));
    expect(all.list.map((row: { sku: string }) => row.sku)).toEqual(['IN-CBL-1', 'IN-MIC-1']);

    const ledger = data(await t.call('GET', `/behind/inventory/movements?productId=${mic}&sort=id`));
    expect(ledger.list.map((row: { qty: number }) => row.qty)).toEqual([8, -2]);
    expect(ledger.list[0]).toMatchObject({ createdAt: ledger.list[0].at, version: 1 });
    const csv = await h.app.request(`/behind/inventory/movements/export?productId=${mic}`, {
      headers: { 'admin-token': t.token, 'x-forwarded-for': '10.0.0.1' },
    });
    expect(csv.status).toBe(200);
    expect((await csv.text()).trimEnd().split('\r\n')).toHaveLength(3);
    // No writes on the ledger or the levels.
    expect((await t.call('POST', '/behind/inventory/movements', {})).status).toBe(404);
    expect((await t.call('DELETE', `/behind/inventory/stock/${all.list[0].id}`)).status).toBe(404);
  });

  it('keeps on hand equal to the sum of the ledger, which cannot be rewritten', async () => {
    for (const product of [mic, cable]) {
      expect((await t.stockOf(product, warehouseId))?.onHand).toBe(await t.ledgerSum(product, warehouseId));
    }
    // The trigger's message arrives as the cause of drizzle's "Failed query" error.
    const refusal = (statement: ReturnType<typeof sql>) =>
      h.database.db.execute(statement).then(
        () => 'written',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update stock_movements set qty = qty + 1`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from stock_movements`)).toMatch(/append-only/);
  });
});
