/**
 * Low stock as a to-do: a change leaving a product's available stock in a warehouse at or below its alert quantity
 * asks everyone who writes inventory but the actor and those who turned the kind off, in both languages with a link
 * to the stock row; no second to-do while one is open; a change lifting it above closes it for all.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../db/schema';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { messagesWhere, recipientIds, staffUser, todosOf, userIdOf } from '../test/notice-fixtures';
import { lowStockTodoKey } from './stock-notices';

forEachDriver('stock notices', (h: Harness) => {
  let t: Commerce;
  let warehouseId = 0;
  let customerId = 0;
  let adminId = 0;
  /** Who should be asked: the warehouse's users but the acting admin and the one who turned it off. */
  let asked: number[] = [];

  beforeAll(async () => {
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    warehouseId = await t.warehouse('NTS-WH');
    customerId = await t.customer('通知库存客户');
    adminId = await userIdOf(h, 'admin');
    const second = await staffUser(h, 'notice-warehouse-2', 'warehouse');
    await staffUser(h, 'notice-warehouse-off', 'warehouse', ['stock.belowMinimum']);
    asked = [await userIdOf(h, 'warehouse'), second].sort((a, b) => a - b);
  });

  const open = async (todoKey: string) => (await todosOf(h, todoKey)).filter((row) => row.closedAt === null);

  it('asks once while the stock stays low, closes for all when it is back above, and asks again', async () => {
    const productId = await t.product({ sku: 'NTS-SPK-1', name: '通知音箱', stockAlertQty: 5 });
    const key = lowStockTodoKey(productId, warehouseId);
    await t.stockTo(productId, warehouseId, 20);
    expect(await todosOf(h, key)).toEqual([]);

    const { stock } = await t.stockTo(productId, warehouseId, 4);
    const first = await todosOf(h, key);
    expect(recipientIds(first)).toEqual(asked);
    expect(first[0]).toMatchObject({
      type: 'todo',
      kind: 'stock.belowMinimum',
      link: `/inventory/list?view=${stock.id}`,
      senderId: adminId,
      closedAt: null,
      titleZh: '通知音箱 库存不足',
      titleEn: '通知音箱 is low on stock',
      contentZh: 'Test NTS-WH 的 NTS-SPK-1：可用 4，预警数量 5。',
      contentEn: 'NTS-SPK-1 in Test NTS-WH: 4 available, alert at 5.',
    });

    // Lower still, or exactly at the alert quantity: still the one to-do each.
    await t.stockTo(productId, warehouseId, 2);
    await t.stockTo(productId, warehouseId, 5);
    expect(await todosOf(h, key)).toHaveLength(asked.length);

    await t.stockTo(productId, warehouseId, 6);
    const closed = await todosOf(h, key);
    expect(closed.every((row) => row.closedAt !== null && row.read)).toBe(true);

    await t.stockTo(productId, warehouseId, 1);
    expect(recipientIds(await open(key))).toEqual(asked);
    expect(await todosOf(h, key)).toHaveLength(asked.length * 2);
  });

  it('counts what draft deliveries hold: a reservation opens it, cancelling the draft closes it', async () => {
    const productId = await t.product({ sku: 'NTS-SPK-2', stockAlertQty: 3 });
    const key = lowStockTodoKey(productId, warehouseId);
    await t.stockTo(productId, warehouseId, 8);
    const order = await t.approvedOrder({
      customerId,
      warehouseId,
      lines: [{ productId, qty: 6, unitPrice: 1_000 }],
    });
    const draft = data(await t.delivery(order.id, [{ orderLineId: order.lines[0].id, qty: 6 }]));
    const asking = await open(key);
    expect(recipientIds(asking)).toEqual(asked);
    expect(asking[0]?.contentEn).toBe('NTS-SPK-2 in Test NTS-WH: 2 available, alert at 3.');
    data(await t.act('/behind/deliveries', draft.id, 'cancel'));
    expect(await open(key)).toEqual([]);
  });

  it('never asks about a product without an alert quantity, nor the user who turned the kind off', async () => {
    const productId = await t.product({ sku: 'NTS-SPK-3' });
    await t.stockTo(productId, warehouseId, 1);
    expect(await todosOf(h, lowStockTodoKey(productId, warehouseId))).toEqual([]);
    const off = await userIdOf(h, 'notice-warehouse-off');
    expect(await messagesWhere(h, eq(messages.userId, off))).toEqual([]);
  });
});
