/**
 * A receipt's effect on its orders. Confirming pays each order its allocation (never more than it still owes);
 * voiding a confirmed receipt takes the payments back, unless an order has refunded (or is refunding) money
 * this payment covers. Orders are locked in id order, so two receipts of the same orders cannot deadlock.
 */
import { amountDue, canTakePayment, payStatusOf } from '@soundboard/contract';
import { asc, eq } from 'drizzle-orm';
import { receiptAllocations } from '../db/schema';
import type { HookContext } from '../resources/binding';
import { moneyText } from '../resources/csv';
import { Issues, refused } from './issues';
import { lockOrder, type OrderRow, openRefundTotal, orderStatusLabel, writeOrder } from './order-state';

/** The receipt's allocations with their orders, locked, in order id order. */
async function lockedAllocations(ctx: HookContext, receiptId: number) {
  const allocations = await ctx.tx
    .select()
    .from(receiptAllocations)
    .where(eq(receiptAllocations.receiptId, receiptId))
    .orderBy(asc(receiptAllocations.orderId));
  const locked: { index: number; amount: number; order: OrderRow }[] = [];
  const lineOrder = [...allocations].sort((a, b) => a.id - b.id);
  for (const allocation of allocations) {
    const order = await lockOrder(ctx.tx, allocation.orderId);
    if (!order) throw new Error(`allocated order ${allocation.orderId} vanished`);
    // The index is the line's position as the receipt shows it (by allocation id), for the field path.
    locked.push({ index: lineOrder.indexOf(allocation), amount: allocation.amount, order });
  }
  return locked;
}

export async function confirmReceipt(ctx: HookContext, before: { id: number }) {
  const allocations = await lockedAllocations(ctx, before.id);
  const issues = new Issues();
  for (const { index, amount, order } of allocations) {
    // The order may have moved since the draft was written (cancelled, paid by another receipt).
    if (!canTakePayment(order)) {
      issues.add(`lines.${index}.orderId`, 'receipt.orderNotPayable', {
        orderNo: order.orderNo,
        status: await orderStatusLabel(ctx.c, order.status),
      });
      continue;
    }
    const due = amountDue(order);
    if (amount > due)
      issues.add(`lines.${index}.amount`, 'receipt.orderOverpaid', { orderNo: order.orderNo, due: moneyText(due) });
  }
  issues.throwIfAny(ctx.c);
  for (const { amount, order } of allocations) {
    const paidAmount = order.paidAmount + amount;
    const openRefunds = await openRefundTotal(ctx.tx, order.id);
    const payStatus = payStatusOf({ ...order, paidAmount, openRefunds });
    await writeOrder(ctx, order, { paidAmount, payStatus }, 'pay');
  }
  return {};
}

export async function voidReceipt(ctx: HookContext, before: { id: number; status: string }) {
  if (before.status !== 'confirmed') return {};
  for (const { amount, order } of await lockedAllocations(ctx, before.id)) {
    const paidAmount = order.paidAmount - amount;
    const openRefunds = await openRefundTotal(ctx.tx, order.id);
    // What was refunded or is being refunded must stay covered by what remains paid.
    if (paidAmount < order.refundedAmount + openRefunds)
      throw refused('receipt.voidRefunded', { orderNo: order.orderNo });
    const payStatus = payStatusOf({ ...order, paidAmount, openRefunds });
    await writeOrder(ctx, order, { paidAmount, payStatus }, 'unpay');
  }
  return {};
}
