/**
 * Deliveries: drafts of an approved order's open quantities that hold their stock (./delivery-lines.ts), shipped
 * (./delivery-ship.ts), signed for, installed, or cancelled while still drafts.
 */
import { delivery } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { deliveries, deliveryLines } from '../db/schema';
import type { ResourceBinding } from '../resources/binding';
import {
  type DeliveryLineInput,
  deliveryLinePlans,
  planDeliveryLines,
  releaseLines,
  reserveLines,
  writeDeliveryLines,
} from './delivery-lines';
import { installDelivery, shipDelivery } from './delivery-ship';
import { nextDocumentNo } from './documents';
import { fieldError } from './issues';
import { lockOrder } from './order-state';

type DeliveryRow = typeof deliveries.$inferSelect;

export const deliveryBinding: ResourceBinding = {
  def: delivery,
  table: deliveries,
  hooks: {
    async prepare(ctx, input, before) {
      const current = before as DeliveryRow | null;
      const orderId = input.orderId as number;
      if (current && current.orderId !== orderId) throw fieldError(ctx.c, 'orderId', 'document.orderFixed');
      // The order first, then stock: every path locks in this order, so two requests cannot deadlock.
      const order = await lockOrder(ctx.tx, orderId);
      if (!order) throw fieldError(ctx.c, 'orderId', 'validation.notFound');
      if (order.status !== 'approved') throw fieldError(ctx.c, 'orderId', 'order.notDeliverable');
      const lines = await planDeliveryLines(ctx, order, input.lines as DeliveryLineInput[], current?.id);
      // An update gives back the old reservation before taking the new one (all in this transaction).
      if (current) await releaseLines(ctx, current);
      await reserveLines(ctx, order.warehouseId, lines);
      deliveryLinePlans.set(input, lines);
      if (current) return { warehouseId: order.warehouseId };
      return { warehouseId: order.warehouseId, deliveryNo: await nextDocumentNo(ctx, 'delivery') };
    },
    async afterWrite(ctx, row, input) {
      await writeDeliveryLines(ctx, row.id, deliveryLinePlans.take(input));
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
        await releaseLines(ctx, before as unknown as DeliveryRow);
        return {};
      },
    },
  },
};
