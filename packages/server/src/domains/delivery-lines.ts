/**
 * A delivery's lines: each takes an open quantity of one of its order's lines (what is not delivered and not
 * already in another draft), and a draft holds its stock in the order's warehouse until it ships or is
 * cancelled. Services are delivered too, but have no stock.
 */

import { delivery as deliveryDef, type LineInputOf, UNSTOCKED_KINDS } from '@soundboard/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { audit } from '../audit';
import { deliveries, deliveryLines, products, saleOrderLines } from '../db/schema';
import type { HookContext } from '../resources/binding';
import { Issues } from './issues';
import type { OrderRow } from './order-state';
import { release, reserve, type StockLine } from './stock';

export type DeliveryLineInput = LineInputOf<typeof deliveryDef>;

export interface PlannedDeliveryLine {
  orderLineId: number;
  productId: number;
  sku: string;
  name: string;
  qty: number;
  serialNumbers: string[];
}

/** What each order line still needs: ordered − delivered − in the order's other draft deliveries. */
async function openQuantities(ctx: HookContext, order: OrderRow, exceptDeliveryId?: number) {
  const lines = await ctx.tx.select().from(saleOrderLines).where(eq(saleOrderLines.orderId, order.id));
  const drafts = await ctx.tx
    .select({ orderLineId: deliveryLines.orderLineId, qty: sql<number>`sum(${deliveryLines.qty})`.mapWith(Number) })
    .from(deliveryLines)
    .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
    .where(
      and(
        eq(deliveries.orderId, order.id),
        eq(deliveries.status, 'draft'),
        exceptDeliveryId === undefined ? undefined : ne(deliveries.id, exceptDeliveryId),
      ),
    )
    .groupBy(deliveryLines.orderLineId);
  const inDrafts = new Map(drafts.map((row) => [row.orderLineId, row.qty]));
  return new Map(
    lines.map((line) => [line.id, { line, open: line.qty - line.deliveredQty - (inDrafts.get(line.id) ?? 0) }]),
  );
}

/** Checks the lines against the order (all problems at once) and snapshots their products. */
export async function planDeliveryLines(
  ctx: HookContext,
  order: OrderRow,
  lines: DeliveryLineInput[],
  exceptDeliveryId?: number,
): Promise<PlannedDeliveryLine[]> {
  const open = await openQuantities(ctx, order, exceptDeliveryId);
  const issues = new Issues();
  const seen = new Set<number>();
  const planned: PlannedDeliveryLine[] = [];
  for (const [index, input] of lines.entries()) {
    const entry = open.get(input.orderLineId);
    if (!entry) {
      issues.add(`lines.${index}.orderLineId`, 'order.foreignLine', { orderNo: order.orderNo });
      continue;
    }
    if (seen.has(input.orderLineId)) issues.add(`lines.${index}.orderLineId`, 'validation.duplicate');
    seen.add(input.orderLineId);
    if (input.qty > entry.open)
      issues.add(`lines.${index}.qty`, 'order.lineOverDelivered', { remaining: String(Math.max(0, entry.open)) });
    if (input.serialNumbers.length > input.qty) issues.add(`lines.${index}.serialNumbers`, 'validation.tooMany');
    const { line } = entry;
    planned.push({ ...input, productId: line.productId, sku: line.sku, name: line.name });
  }
  issues.throwIfAny(ctx.c);
  return planned;
}

/** The products that have no stock (services) among these. */
async function unstocked(ctx: HookContext, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await ctx.tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), inArray(products.kind, [...UNSTOCKED_KINDS])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Stock lines of the stocked products, each with the index of its delivery line, in product order: every
 * transaction locks stock rows in the same order, so two deliveries of the same products cannot deadlock.
 */
export async function stockLines(
  ctx: HookContext,
  warehouseId: number,
  lines: Pick<PlannedDeliveryLine, 'productId' | 'sku' | 'qty'>[],
): Promise<{ index: number; line: StockLine }[]> {
  const services = await unstocked(
    ctx,
    lines.map((line) => line.productId),
  );
  return lines
    .map((line, index) => ({ index, line: { productId: line.productId, warehouseId, qty: line.qty, sku: line.sku } }))
    .filter(({ line }) => !services.has(line.productId))
    .sort((a, b) => a.line.productId - b.line.productId);
}

export async function reserveLines(ctx: HookContext, warehouseId: number, lines: PlannedDeliveryLine[]) {
  for (const { index, line } of await stockLines(ctx, warehouseId, lines))
    await reserve(ctx, line, `lines.${index}.qty`);
}

export async function savedLines(ctx: HookContext, deliveryId: number) {
  return ctx.tx.select().from(deliveryLines).where(eq(deliveryLines.deliveryId, deliveryId)).orderBy(deliveryLines.id);
}

/** Gives back what a draft delivery holds. */
export async function releaseLines(ctx: HookContext, delivery: { id: number; warehouseId: number }) {
  const lines = await savedLines(ctx, delivery.id);
  for (const { line } of await stockLines(ctx, delivery.warehouseId, lines)) await release(ctx, line);
}

export async function writeDeliveryLines(ctx: HookContext, deliveryId: number, lines: PlannedDeliveryLine[]) {
  await ctx.tx.delete(deliveryLines).where(eq(deliveryLines.deliveryId, deliveryId));
  await ctx.tx.insert(deliveryLines).values(lines.map((line) => ({ ...line, deliveryId })));
}

/** An order being cancelled takes its draft deliveries with it, and their reservations. */
export async function cancelDraftDeliveries(ctx: HookContext, orderId: number): Promise<void> {
  const drafts = await ctx.tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.status, 'draft')))
    .orderBy(deliveries.id)
    .for('update');
  for (const draft of drafts) {
    await releaseLines(ctx, draft);
    const [after] = await ctx.tx
      .update(deliveries)
      .set({ status: 'cancelled', updatedAt: ctx.now, updatedBy: ctx.userId, version: draft.version + 1 })
      .where(eq(deliveries.id, draft.id))
      .returning();
    await audit(ctx.tx, ctx.c, {
      action: 'cancel',
      entity: deliveryDef.name,
      entityId: draft.id,
      before: draft,
      after,
    });
  }
}
