/**
 * What other documents do to a sale order: lock it, work out its derived pay and delivery statuses (with the
 * contract's rules), and write the change with a new version and an audit row, so the order's history shows
 * every payment, shipment and refund that moved it, and a screen holding an old version must reload.
 */
import {
  type DeliveryStatus,
  deliveryStatusOf,
  isShipped,
  OPEN_REFUND_STATUSES,
  type PayStatus,
  payStatusOf,
  saleOrder,
} from '@soundboard/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import type { Tx } from '../db/client';
import { deliveries, refunds, saleOrderLines, saleOrders } from '../db/schema';
import type { AppEnv } from '../http/env';
import type { HookContext } from '../resources/binding';
import { labelsFor } from '../resources/labels';

export type OrderRow = typeof saleOrders.$inferSelect;

/** Reads the order and holds it until the transaction ends (documents of one order then queue up). */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(saleOrders).where(eq(saleOrders.id, id)).for('update');
  return row;
}

/** Refunds requested or approved and not paid out yet (approved ones at their approved amount). */
export async function openRefundTotal(tx: Tx, orderId: number, exceptRefundId?: number): Promise<number> {
  const [row] = await tx
    .select({
      total: sql<string | number>`coalesce(sum(coalesce(${refunds.approvedAmount}, ${refunds.requestedAmount})), 0)`,
    })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        inArray(refunds.status, [...OPEN_REFUND_STATUSES]),
        exceptRefundId === undefined ? undefined : ne(refunds.id, exceptRefundId),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The pay status from the order's amounts and its open refunds (leaving out one whose status is changing). */
async function payStatusFor(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'total' | 'paidAmount' | 'refundedAmount'>,
  exceptRefundId?: number,
): Promise<PayStatus> {
  return payStatusOf({
    total: order.total,
    paidAmount: order.paidAmount,
    refundedAmount: order.refundedAmount,
    openRefunds: await openRefundTotal(tx, order.id, exceptRefundId),
  });
}

/** The delivery status from the order's lines and shipments, `changing` being a delivery not yet written. */
export async function deliveryStatusFor(
  tx: Tx,
  orderId: number,
  changing: { id: number; status: string },
): Promise<DeliveryStatus> {
  const lines = await tx
    .select({ qty: saleOrderLines.qty, deliveredQty: saleOrderLines.deliveredQty })
    .from(saleOrderLines)
    .where(eq(saleOrderLines.orderId, orderId));
  const shipments = await tx
    .select({ id: deliveries.id, status: deliveries.status })
    .from(deliveries)
    .where(eq(deliveries.orderId, orderId));
  const statuses = shipments.map((row) => (row.id === changing.id ? changing.status : row.status));
  if (!shipments.some((row) => row.id === changing.id)) statuses.push(changing.status);
  return deliveryStatusOf({ lines, shipped: statuses.filter((status) => isShipped({ status })) });
}

/**
 * Writes what another document changed on the order (amounts, derived statuses, an automatic move), with
 * version + 1 and an audit row under `action`.
 */
export async function writeOrder(
  ctx: HookContext,
  before: OrderRow,
  changes: Partial<OrderRow>,
  action: string,
): Promise<OrderRow> {
  const [after] = await ctx.tx
    .update(saleOrders)
    .set({ ...changes, updatedAt: ctx.now, updatedBy: ctx.userId, version: sql`${saleOrders.version} + 1` })
    .where(eq(saleOrders.id, before.id))
    .returning();
  if (!after) throw new Error(`order ${before.id} vanished`);
  await audit(ctx.tx, ctx.c, { action, entity: saleOrder.name, entityId: before.id, before, after });
  return after;
}

/** Re-derives the pay status after a refund opened or closed; writes only when it changed. */
export async function refreshPayStatus(ctx: HookContext, order: OrderRow, exceptRefundId?: number): Promise<void> {
  const payStatus = await payStatusFor(ctx.tx, order, exceptRefundId);
  if (payStatus !== order.payStatus) await writeOrder(ctx, order, { payStatus }, 'payStatus');
}

/** The order's status in the caller's language (for messages such as “cannot take payments while …”). */
export async function orderStatusLabel(c: Context<AppEnv>, status: string): Promise<string> {
  return (await labelsFor(saleOrder, c.var.locale)).value('status', status);
}
