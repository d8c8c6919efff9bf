/**
 * A refund's moves. Approving fixes the amount (at most what was asked) and, for a return, opens the refund
 * delivery the goods come back with; rejecting or cancelling closes it; paying it out (finance) needs the goods
 * back first and adds to what the order has refunded. Each recomputes the order's pay status.
 */
import { isGoodsBack, payStatusOf, type refund as refundDef } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { refundDeliveries } from '../db/schema';
import type { HookContext, ResourceHooks, RowOf } from '../resources/binding';
import { moneyText } from '../resources/csv';
import { fieldError, refused } from './issues';
import { lockOrder, openRefundTotal, refreshPayStatus, writeOrder } from './order-state';
import { openReturnDelivery } from './refund-delivery';

type RefundRow = RowOf<typeof refundDef>;

async function close(ctx: HookContext, before: RefundRow) {
  const order = await lockOrder(ctx.tx, before.orderId);
  // This refund is no longer open once its new status is written: leave it out.
  if (order) await refreshPayStatus(ctx, order, before.id);
  return {};
}

export const refundMoves: NonNullable<ResourceHooks<typeof refundDef, unknown>['transitions']> = {
  async approve(ctx, refund, input) {
    if (input.approvedAmount > refund.requestedAmount)
      throw fieldError(ctx.c, 'approvedAmount', 'refund.approvedTooHigh');
    if (refund.type === 'return_refund') await openReturnDelivery(ctx, refund);
    return {};
  },
  reject: close,
  cancel: close,
  async refund(ctx, refund) {
    if (refund.type === 'return_refund') {
      const [goods] = await ctx.tx
        .select({ status: refundDeliveries.status })
        .from(refundDeliveries)
        .where(eq(refundDeliveries.refundId, refund.id));
      if (!goods || !isGoodsBack(goods)) throw refused('refund.goodsNotBack');
    }
    const order = await lockOrder(ctx.tx, refund.orderId);
    if (!order) throw new Error(`order ${refund.orderId} of refund ${refund.id} vanished`);
    const refundedAmount = order.refundedAmount + (refund.approvedAmount ?? 0);
    // Receipts voided after approval cannot make the payout exceed what was paid (voiding refuses that too).
    if (refundedAmount > order.paidAmount)
      throw refused('refund.overPaid', { max: moneyText(Math.max(0, order.paidAmount - order.refundedAmount)) });
    const openRefunds = await openRefundTotal(ctx.tx, order.id, refund.id);
    const payStatus = payStatusOf({ ...order, refundedAmount, openRefunds });
    await writeOrder(ctx, order, { refundedAmount, payStatus }, 'refund');
    return { refundedAt: ctx.now };
  },
};
