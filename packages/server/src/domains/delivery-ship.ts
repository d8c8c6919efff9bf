/**
 * Shipping a delivery: serial-tracked goods name each unit (and a unit out with a customer cannot ship again),
 * the reserved stock leaves with one ledger row per line, the order lines count what was delivered, and the order
 * follows — partial, delivered, and approved -> delivered with its last quantity.
 */

import type { delivery } from '@soundboard/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { products, saleOrderLines, shippedSerials } from '../db/schema';
import type { HookContext, RowOf } from '../resources/binding';
import { savedLines, stockLines } from './delivery-lines';
import { fieldError, Issues, refused } from './issues';
import { deliveryStatusFor, lockOrder, writeOrder } from './order-state';
import { ship } from './stock';

type DeliveryRow = RowOf<typeof delivery>;
type SavedLines = Awaited<ReturnType<typeof savedLines>>;

async function checkSerials(ctx: HookContext, lines: SavedLines): Promise<Set<number>> {
  const rows = await ctx.tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
        eq(products.serialTracked, true),
      ),
    );
  const serialTracked = new Set(rows.map((row) => row.id));
  const issues = new Issues();
  for (const [index, line] of lines.entries()) {
    if (serialTracked.has(line.productId) && line.serialNumbers.length !== line.qty)
      issues.add(`lines.${index}.serialNumbers`, 'delivery.serialsRequired', { sku: line.sku, qty: String(line.qty) });
  }
  issues.throwIfAny(ctx.c);
  return serialTracked;
}

/** Records each unit as out; a unit already out (here or in a concurrent shipment) refuses the whole shipment. */
async function takeSerials(ctx: HookContext, delivery: DeliveryRow, lines: SavedLines, tracked: Set<number>) {
  for (const [index, line] of lines.entries()) {
    if (!tracked.has(line.productId)) continue;
    for (const serial of line.serialNumbers) {
      const [taken] = await ctx.tx
        .insert(shippedSerials)
        .values({ productId: line.productId, serialNo: serial, deliveryId: delivery.id, shippedAt: ctx.now })
        .onConflictDoNothing()
        .returning({ serialNo: shippedSerials.serialNo });
      if (!taken) throw fieldError(ctx.c, `lines.${index}.serialNumbers`, 'delivery.serialTaken', { serial });
    }
  }
}

export async function shipDelivery(ctx: HookContext, delivery: DeliveryRow) {
  const order = await lockOrder(ctx.tx, delivery.orderId);
  if (order?.status !== 'approved') throw refused('order.notDeliverable');
  const lines = await savedLines(ctx, delivery.id);
  const tracked = await checkSerials(ctx, lines);
  await takeSerials(ctx, delivery, lines, tracked);
  const doc = { docType: 'delivery', docId: delivery.id, docNo: delivery.deliveryNo };
  for (const { line } of await stockLines(ctx, delivery.warehouseId, lines)) await ship(ctx, line, doc);
  for (const line of lines) {
    await ctx.tx
      .update(saleOrderLines)
      .set({ deliveredQty: sql`${saleOrderLines.deliveredQty} + ${line.qty}` })
      .where(eq(saleOrderLines.id, line.orderLineId));
  }
  const deliveryStatus = await deliveryStatusFor(ctx.tx, order.id, { id: delivery.id, status: 'shipped' });
  const complete = deliveryStatus === 'delivered' || deliveryStatus === 'installed';
  // The definition's automatic move: the last quantity out makes the order delivered.
  if (complete) await writeOrder(ctx, order, { deliveryStatus, status: 'delivered' }, 'deliver');
  else await writeOrder(ctx, order, { deliveryStatus }, 'ship');
  return { shippedAt: ctx.now };
}

/** Installation may finish the order's delivery status (installed once every shipment is). */
export async function installDelivery(ctx: HookContext, delivery: DeliveryRow) {
  const order = await lockOrder(ctx.tx, delivery.orderId);
  if (order) {
    const deliveryStatus = await deliveryStatusFor(ctx.tx, order.id, { id: delivery.id, status: 'installed' });
    if (deliveryStatus !== order.deliveryStatus) await writeOrder(ctx, order, { deliveryStatus }, 'install');
  }
  return { installedAt: ctx.now };
}
