/**
 * Refund deliveries: the goods of an approved return refund coming back. Opened by the approval (never by hand),
 * dispatched, received (the order lines count them as returned), then restocked (stock and ledger in, their
 * serial numbers free to ship again) or scrapped (no stock change).
 */
import { type refund as refundDef, refundDelivery } from '@soundboard/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '../audit';
import {
  refundDeliveries,
  refundDeliveryLines,
  refundLines,
  saleOrderLines,
  shippedSerials,
  warehouses,
} from '../db/schema';
import { defineBinding, type HookContext, type RowOf } from '../resources/binding';
import { stockLines } from './delivery-lines';
import { nextDocumentNo } from './documents';
import { Issues } from './issues';
import { lockOrder, writeOrder } from './order-state';
import { checkExists } from './references';
import { receive } from './stock';

/** Opens the refund delivery of an approved return refund: to the order's warehouse, the refund's lines. */
export async function openReturnDelivery(ctx: HookContext, refund: RowOf<typeof refundDef>): Promise<void> {
  const order = await lockOrder(ctx.tx, refund.orderId);
  if (!order) throw new Error(`order ${refund.orderId} of refund ${refund.id} vanished`);
  const [created] = await ctx.tx
    .insert(refundDeliveries)
    .values({
      returnNo: await nextDocumentNo(ctx, 'refundDelivery'),
      refundId: refund.id,
      orderId: order.id,
      warehouseId: order.warehouseId,
      status: refundDelivery.states?.initial ?? 'pending',
      createdAt: ctx.now,
      createdBy: ctx.userId,
      updatedAt: ctx.now,
      updatedBy: ctx.userId,
    })
    .returning();
  if (!created) throw new Error('refund delivery insert returned nothing');
  const lines = await ctx.tx
    .select()
    .from(refundLines)
    .where(eq(refundLines.refundId, refund.id))
    .orderBy(refundLines.id);
  await ctx.tx
    .insert(refundDeliveryLines)
    .values(lines.map(({ id: _id, refundId: _refundId, ...line }) => ({ ...line, refundDeliveryId: created.id })));
  await audit(ctx.tx, ctx.c, { action: 'create', entity: refundDelivery.name, entityId: created.id, after: created });
}

async function linesOf(ctx: HookContext, returnId: number) {
  return ctx.tx
    .select()
    .from(refundDeliveryLines)
    .where(eq(refundDeliveryLines.refundDeliveryId, returnId))
    .orderBy(refundDeliveryLines.id);
}

export const refundDeliveryBinding = defineBinding(refundDelivery, {
  async prepare(ctx, input) {
    // The lines come from the refund and are not edited here; only where the goods go and how they travel.
    const issues = new Issues();
    await checkExists(ctx, issues, 'warehouseId', warehouses, input.warehouseId);
    issues.throwIfAny(ctx.c);
    return {};
  },
  async detail(db, row) {
    const lines = await db
      .select()
      .from(refundDeliveryLines)
      .where(eq(refundDeliveryLines.refundDeliveryId, row.id))
      .orderBy(refundDeliveryLines.id);
    return { lines };
  },
  transitions: {
    async receive(ctx, goods) {
      const order = await lockOrder(ctx.tx, goods.orderId);
      if (!order) throw new Error(`order ${goods.orderId} vanished`);
      for (const line of await linesOf(ctx, goods.id)) {
        await ctx.tx
          .update(saleOrderLines)
          .set({ returnedQty: sql`${saleOrderLines.returnedQty} + ${line.qty}` })
          .where(eq(saleOrderLines.id, line.orderLineId));
      }
      await writeOrder(ctx, order, {}, 'return');
      return { receivedAt: ctx.now };
    },
    async restock(ctx, goods) {
      const lines = await linesOf(ctx, goods.id);
      const doc = { docType: 'refundDelivery', docId: goods.id, docNo: goods.returnNo };
      for (const { line } of await stockLines(ctx, goods.warehouseId, lines)) await receive(ctx, line, 'restock', doc);
      // The units are back on the shelf: their serial numbers may ship again.
      for (const line of lines) {
        if (line.serialNumbers.length === 0) continue;
        await ctx.tx
          .delete(shippedSerials)
          .where(
            and(eq(shippedSerials.productId, line.productId), inArray(shippedSerials.serialNo, line.serialNumbers)),
          );
      }
      return {};
    },
  },
});
