/**
 * Refund requests against an order: never more than the customer paid and has not had back (less what other open
 * refunds already ask for); a return refund names the goods coming back (./refund-lines.ts). An open refund makes
 * the order's pay status `refunding`. The moves are in ./refund-moves.ts.
 */
import { REFUNDABLE_ORDER_STATUSES, refund } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { refundDeliveries, refundLines } from '../db/schema';
import { reverseCommission } from '../finance/commission';
import { flagInvoicesForRefund } from '../finance/invoice-flags';
import { defineBinding } from '../resources/binding';
import { moneyText } from '../resources/csv';
import { nextDocumentNo, wireRows } from './documents';
import { fieldError, Issues } from './issues';
import { lockOrder, openRefundTotal, orderStatusLabel, refreshPayStatus } from './order-state';
import { planReturnLines } from './refund-lines';
import { refundMoves } from './refund-moves';

export const refundBinding = defineBinding(refund, {
  async prepare(ctx, input, current) {
    const { orderId } = input;
    if (current && current.orderId !== orderId) throw fieldError(ctx.c, 'orderId', 'document.orderFixed');
    const order = await lockOrder(ctx.tx, orderId);
    if (!order) throw fieldError(ctx.c, 'orderId', 'validation.notFound');
    // The status alone: an order with no money to give back gets refund.overPaid with its maximum (0) below.
    if (!(REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
      throw fieldError(ctx.c, 'orderId', 'refund.orderNotRefundable', {
        orderNo: order.orderNo,
        status: await orderStatusLabel(ctx.c, order.status),
      });
    const issues = new Issues();
    const max = order.paidAmount - order.refundedAmount - (await openRefundTotal(ctx.tx, order.id, current?.id));
    if (input.requestedAmount > max)
      issues.add('requestedAmount', 'refund.overPaid', { max: moneyText(Math.max(0, max)) });
    const { lines } = input;
    const isReturn = input.type === 'return_refund';
    if (isReturn && lines.length === 0) issues.add('lines', 'refund.linesRequired');
    if (!isReturn && lines.length > 0) issues.add('lines', 'refund.linesNotAllowed');
    const planned = isReturn ? await planReturnLines(ctx, order, lines, issues, current?.id) : [];
    issues.throwIfAny(ctx.c);
    if (current) return { plan: planned };
    return { values: { refundNo: await nextDocumentNo(ctx, 'refund') }, plan: planned };
  },
  async afterWrite(ctx, row, lines) {
    await ctx.tx.delete(refundLines).where(eq(refundLines.refundId, row.id));
    if (lines.length > 0) await ctx.tx.insert(refundLines).values(lines.map((line) => ({ ...line, refundId: row.id })));
    // Now the refund is written it counts as open: the order is refunding.
    const order = await lockOrder(ctx.tx, row.orderId);
    if (order) await refreshPayStatus(ctx, order);
  },
  async detail(db, row) {
    const lines = await db.select().from(refundLines).where(eq(refundLines.refundId, row.id)).orderBy(refundLines.id);
    const [goods] = await db
      .select({
        id: refundDeliveries.id,
        returnNo: refundDeliveries.returnNo,
        status: refundDeliveries.status,
        condition: refundDeliveries.condition,
        receivedAt: refundDeliveries.receivedAt,
      })
      .from(refundDeliveries)
      .where(eq(refundDeliveries.refundId, row.id));
    return { lines, refundDelivery: goods ? wireRows([goods])[0] : null };
  },
  transitions: {
    ...refundMoves,
    // Paid out: the partner's commission on it is taken back and an issued invoice flagged for a credit note.
    async refund(ctx, row, input) {
      const values = await refundMoves.refund?.(ctx, row, input);
      const order = await lockOrder(ctx.tx, row.orderId);
      if (order) await reverseCommission(ctx.tx, { id: row.id, amount: row.approvedAmount ?? 0 }, order, ctx.now);
      await flagInvoicesForRefund(ctx.tx, row.orderId, ctx.now);
      return values;
    },
  },
});
