/**
 * The goods a return refund brings back: from the order's lines, no more than was delivered and has not come
 * back or been claimed by another open return; serial-tracked units by the serial numbers that shipped to this
 * order, so restocking can free exactly those units.
 */
import { GOODS_BACK_STATUSES, type LineInputOf, OPEN_REFUND_STATUSES, type refund } from '@soundboard/contract';
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  deliveries,
  products,
  refundDeliveries,
  refundLines,
  refunds,
  saleOrderLines,
  shippedSerials,
} from '../db/schema';
import type { HookContext } from '../resources/binding';
import type { Issues } from './issues';
import type { OrderRow } from './order-state';

export type ReturnLineInput = LineInputOf<typeof refund>;

export interface PlannedReturnLine extends ReturnLineInput {
  productId: number;
  sku: string;
  name: string;
}

/**
 * Quantities claimed by the order's other open return refunds whose goods have not arrived yet (once received,
 * the order line's returnedQty counts them).
 */
async function claimedElsewhere(ctx: HookContext, orderId: number, exceptRefundId?: number) {
  const rows = await ctx.tx
    .select({ orderLineId: refundLines.orderLineId, qty: sql<number>`sum(${refundLines.qty})`.mapWith(Number) })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .leftJoin(refundDeliveries, eq(refundDeliveries.refundId, refunds.id))
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.type, 'return_refund'),
        inArray(refunds.status, [...OPEN_REFUND_STATUSES]),
        exceptRefundId === undefined ? undefined : ne(refunds.id, exceptRefundId),
        or(isNull(refundDeliveries.id), notInArray(refundDeliveries.status, [...GOODS_BACK_STATUSES])),
      ),
    )
    .groupBy(refundLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, row.qty]));
}

/** Serial numbers of this product that shipped to this order and are still out. */
async function serialsOut(ctx: HookContext, orderId: number, productId: number, serials: string[]) {
  if (serials.length === 0) return new Set<string>();
  const rows = await ctx.tx
    .select({ serialNo: shippedSerials.serialNo })
    .from(shippedSerials)
    .innerJoin(deliveries, eq(deliveries.id, shippedSerials.deliveryId))
    .where(
      and(
        eq(deliveries.orderId, orderId),
        eq(shippedSerials.productId, productId),
        inArray(shippedSerials.serialNo, serials),
      ),
    );
  return new Set(rows.map((row) => row.serialNo));
}

/** Checks the lines, adding problems to `issues` (the caller throws them with its own). */
export async function planReturnLines(
  ctx: HookContext,
  order: OrderRow,
  lines: ReturnLineInput[],
  issues: Issues,
  exceptRefundId?: number,
): Promise<PlannedReturnLine[]> {
  const orderLines = await ctx.tx.select().from(saleOrderLines).where(eq(saleOrderLines.orderId, order.id));
  const byId = new Map(orderLines.map((line) => [line.id, line]));
  const claimed = await claimedElsewhere(ctx, order.id, exceptRefundId);
  const tracked = new Set(
    (
      await ctx.tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            inArray(
              products.id,
              orderLines.map((line) => line.productId),
            ),
            eq(products.serialTracked, true),
          ),
        )
    ).map((row) => row.id),
  );
  const seen = new Set<number>();
  const planned: PlannedReturnLine[] = [];
  for (const [index, input] of lines.entries()) {
    const line = byId.get(input.orderLineId);
    if (!line) {
      issues.add(`lines.${index}.orderLineId`, 'order.foreignLine', { orderNo: order.orderNo });
      continue;
    }
    if (seen.has(line.id)) issues.add(`lines.${index}.orderLineId`, 'validation.duplicate');
    seen.add(line.id);
    const max = Math.max(0, line.deliveredQty - line.returnedQty - (claimed.get(line.id) ?? 0));
    if (input.qty > max) issues.add(`lines.${index}.qty`, 'refund.overReturned', { max: String(max) });
    const serialPath = `lines.${index}.serialNumbers`;
    if (tracked.has(line.productId)) {
      if (input.serialNumbers.length !== input.qty)
        issues.add(serialPath, 'delivery.serialsRequired', { sku: line.sku, qty: String(input.qty) });
      const out = await serialsOut(ctx, order.id, line.productId, input.serialNumbers);
      const unknown = input.serialNumbers.find((serial) => !out.has(serial));
      if (unknown !== undefined) issues.add(serialPath, 'refund.serialUnknown', { serial: unknown });
    } else if (input.serialNumbers.length > input.qty) {
      issues.add(serialPath, 'validation.tooMany');
    }
    planned.push({ ...input, productId: line.productId, sku: line.sku, name: line.name });
  }
  return planned;
}
