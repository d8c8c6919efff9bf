/**
 * An order's lines as typed become lines as kept: each product must exist and be on sale, a discount cannot be
 * worth more than its line, and the product's sku, name and unit are copied so the order reads the same after
 * the catalogue changes.
 */
import { type LineInputOf, lineAmount, type saleOrder } from '@soundboard/contract';
import { eq, inArray } from 'drizzle-orm';
import { products, saleOrderLines } from '../db/schema';
import type { HookContext } from '../resources/binding';
import { Issues } from './issues';

export type OrderLineInput = LineInputOf<typeof saleOrder>;

export type PlannedOrderLine = Omit<typeof saleOrderLines.$inferInsert, 'orderId' | 'id'> & {
  qty: number;
  unitPrice: number;
  discount: number;
};

/** Checks the lines (all problems at once, under lines.N.field) and prices them. */
export async function planOrderLines(ctx: HookContext, lines: OrderLineInput[]): Promise<PlannedOrderLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const found = await ctx.tx
    .select({ id: products.id, sku: products.sku, name: products.name, unit: products.unit, status: products.status })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(found.map((product) => [product.id, product]));
  const issues = new Issues();
  const planned: PlannedOrderLine[] = [];
  for (const [index, line] of lines.entries()) {
    const product = byId.get(line.productId);
    if (!product) {
      issues.add(`lines.${index}.productId`, 'validation.notFound');
      continue;
    }
    if (product.status !== 'on_sale')
      issues.add(`lines.${index}.productId`, 'product.notSellable', { sku: product.sku });
    if (line.discount > line.qty * line.unitPrice) issues.add(`lines.${index}.discount`, 'order.discountTooLarge');
    planned.push({
      lineNo: index + 1,
      productId: product.id,
      sku: product.sku,
      name: product.name,
      unit: product.unit,
      qty: line.qty,
      unitPrice: line.unitPrice,
      discount: line.discount,
      amount: lineAmount(line),
    });
  }
  issues.throwIfAny(ctx.c);
  return planned;
}

/** Replaces the order's lines (only drafts are editable, so no delivery or refund points at them yet). */
export async function writeOrderLines(ctx: HookContext, orderId: number, lines: PlannedOrderLine[]): Promise<void> {
  await ctx.tx.delete(saleOrderLines).where(eq(saleOrderLines.orderId, orderId));
  await ctx.tx.insert(saleOrderLines).values(lines.map((line) => ({ ...line, orderId })));
}
