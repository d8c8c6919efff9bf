/**
 * Deliveries: drafts of an approved order's open quantities that hold their stock (./delivery-lines.ts), shipped
 * (./delivery-ship.ts), signed for, installed, or cancelled while still drafts.
 */
import { delivery } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { deliveryLines } from '../db/schema';
import { defineBinding } from '../resources/binding';
import { planDeliveryLines, releaseLines, reserveLines, writeDeliveryLines } from './delivery-lines';
import { installDelivery, shipDelivery } from './delivery-ship';
import { nextDocumentNo } from './documents';
import { fieldError } from './issues';
import { lockOrder } from './order-state';

export const deliveryBinding = defineBinding(delivery, {
  async prepare(ctx, input, current) {
    const { orderId } = input;
    if (current && current.orderId !== orderId) throw fieldError(ctx.c, 'orderId', 'document.orderFixed');
    // The order first, then stock: every path locks in this order, so two requests cannot deadlock.
    const order = await lockOrder(ctx.tx, orderId);
    if (!order) throw fieldError(ctx.c, 'orderId', 'validation.notFound');
    if (order.status !== 'approved') throw fieldError(ctx.c, 'orderId', 'order.notDeliverable');
    const lines = await planDeliveryLines(ctx, order, input.lines, current?.id);
    // An update gives back the old reservation before taking the new one (all in this transaction).
    if (current) await releaseLines(ctx, current);
    await reserveLines(ctx, order.warehouseId, lines);
    if (current) return { values: { warehouseId: order.warehouseId }, plan: lines };
    return {
      values: { warehouseId: order.warehouseId, deliveryNo: await nextDocumentNo(ctx, 'delivery') },
      plan: lines,
    };
  },
  async afterWrite(ctx, row, lines) {
    await writeDeliveryLines(ctx, row.id, lines);
  },
  async detail(db, row) {
    const lines = await db
      .select()
      .from(deliveryLines)
      .where(eq(deliveryLines.deliveryId, row.id))
      .orderBy(deliveryLines.id);
    return { lines };
  },
  transitions: {
    ship: shipDelivery,
    sign: async (ctx) => ({ signedAt: ctx.now }),
    install: installDelivery,
    async cancel(ctx, before) {
      await releaseLines(ctx, before);
      return {};
    },
  },
});
