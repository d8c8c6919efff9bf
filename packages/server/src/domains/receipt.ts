/**
 * Receipts: money from a customer, allocated to that customer's orders (the receipt's lines). A draft only
 * records the plan; confirming pays the orders and voiding a confirmed receipt takes the payments back
 * (./receipt-posting.ts).
 */
import { canTakePayment, type LineInputOf, receipt } from '@soundboard/contract';
import { eq, inArray } from 'drizzle-orm';
import { customers, receiptAllocations, saleOrders } from '../db/schema';
import { defineBinding, type HookContext } from '../resources/binding';
import { nextDocumentNo, wireRows } from './documents';
import { Issues } from './issues';
import { orderStatusLabel } from './order-state';
import { confirmReceipt, voidReceipt } from './receipt-posting';
import { checkExists } from './references';

type Allocation = LineInputOf<typeof receipt>;

/** Each order once, of the receipt's customer, payable; together no more than the receipt. */
async function checkAllocations(ctx: HookContext, customerId: number, amount: number, lines: Allocation[]) {
  const issues = new Issues();
  await checkExists(ctx, issues, 'customerId', customers, customerId);
  const ids = [...new Set(lines.map((line) => line.orderId))];
  const orders = await ctx.tx
    .select({
      id: saleOrders.id,
      orderNo: saleOrders.orderNo,
      customerId: saleOrders.customerId,
      status: saleOrders.status,
    })
    .from(saleOrders)
    .where(inArray(saleOrders.id, ids));
  const byId = new Map(orders.map((order) => [order.id, order]));
  const seen = new Set<number>();
  for (const [index, line] of lines.entries()) {
    const path = `lines.${index}.orderId`;
    const order = byId.get(line.orderId);
    if (!order) issues.add(path, 'validation.notFound');
    else if (seen.has(order.id)) issues.add(path, 'validation.duplicate');
    else if (order.customerId !== customerId) issues.add(path, 'receipt.wrongCustomer', { orderNo: order.orderNo });
    else if (!canTakePayment(order))
      issues.add(path, 'receipt.orderNotPayable', {
        orderNo: order.orderNo,
        status: await orderStatusLabel(ctx.c, order.status),
      });
    seen.add(line.orderId);
  }
  const allocated = lines.reduce((sum, line) => sum + line.amount, 0);
  if (allocated > amount) issues.add('lines', 'receipt.overAllocated');
  issues.throwIfAny(ctx.c);
  return allocated;
}

export const receiptBinding = defineBinding(receipt, {
  async prepare(ctx, input, before) {
    const allocatedAmount = await checkAllocations(ctx, input.customerId, input.amount, input.lines);
    if (before) return { values: { allocatedAmount }, plan: input.lines };
    return { values: { allocatedAmount, receiptNo: await nextDocumentNo(ctx, 'receipt') }, plan: input.lines };
  },
  async afterWrite(ctx, row, lines) {
    await ctx.tx.delete(receiptAllocations).where(eq(receiptAllocations.receiptId, row.id));
    await ctx.tx.insert(receiptAllocations).values(lines.map((line) => ({ ...line, receiptId: row.id })));
  },
  async detail(db, row) {
    const lines = await db
      .select({
        id: receiptAllocations.id,
        orderId: receiptAllocations.orderId,
        amount: receiptAllocations.amount,
        orderNo: saleOrders.orderNo,
        orderTotal: saleOrders.total,
        orderPaidAmount: saleOrders.paidAmount,
        orderPayStatus: saleOrders.payStatus,
      })
      .from(receiptAllocations)
      .innerJoin(saleOrders, eq(saleOrders.id, receiptAllocations.orderId))
      .where(eq(receiptAllocations.receiptId, row.id))
      .orderBy(receiptAllocations.id);
    return { lines: wireRows(lines) };
  },
  transitions: { confirm: confirmReceipt, void: voidReceipt },
});
