/**
 * Inventory: stock levels (the stock_levels view) and the movement ledger are read-only resources; stock changes
 * only through documents and the two routes here — a stocktake, and the reversal of a stocktake's adjustment.
 * Both write through ./stock.ts and audit the stock row, so its history shows them.
 */
import {
  movementReverseSchema,
  STOCK_ADJUST_PATH,
  stockAdjustFields,
  stockAdjustSchema,
  stockLevel,
  stockMovement,
  UNSTOCKED_KINDS,
} from '@soundboard/contract';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { products, stockMovements } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { defineBinding, type HookContext, hookContext } from '../resources/binding';
import { checkReferences } from '../resources/reference-fields';
import { resolveRefs } from '../resources/refs';
import { toWire } from '../resources/wire';
import { fieldError } from './issues';
import { adjust, reverse, type StockChange } from './stock';

/**
 * The ledger has no record columns of its own (a row is never updated: its time and actor are `at` and
 * `actorId`), so the resource reads it through a subquery that names them as the framework expects.
 */
const movementRows = new QueryBuilder()
  .select({
    ...getTableColumns(stockMovements),
    createdAt: sql`${stockMovements.at}`.mapWith(stockMovements.at).as('created_at'),
    createdBy: sql<number | null>`${stockMovements.actorId}`.as('created_by'),
    updatedAt: sql`${stockMovements.at}`.mapWith(stockMovements.at).as('updated_at'),
    updatedBy: sql<number | null>`${stockMovements.actorId}`.as('updated_by'),
    version: sql<number>`1`.as('version'),
  })
  .from(stockMovements)
  .as('stock_movement_rows');

/** No rules of its own: only where its rows are read from. */
export const stockMovementBinding = defineBinding(stockMovement, {}, { source: movementRows });

export const inventoryRoutes = new Hono<AppEnv>();

async function recorded(c: Context<AppEnv>, ctx: HookContext, action: string, change: StockChange) {
  await audit(ctx.tx, c, {
    action,
    entity: stockLevel.name,
    entityId: change.after.id,
    before: change.before,
    after: change.after,
  });
  const refs = await resolveRefs(ctx.tx, stockMovement.fields, [change.movement]);
  return { stock: toWire(change.after), movement: toWire(change.movement, refs) };
}

inventoryRoutes.post(STOCK_ADJUST_PATH, needs('inventory:write'), async (c) => {
  const input = await jsonBody(c, stockAdjustSchema);
  const count = input as { productId: number; warehouseId: number; countedQty: number; note: string };
  const result = await c.var.deps.db.transaction(async (tx) => {
    const ctx = hookContext(c, tx);
    // A product and a warehouse that exist, the warehouse one that may be chosen (not inactive).
    await checkReferences(c, tx, stockAdjustFields, count, null);
    const [product] = await tx
      .select({ sku: products.sku, kind: products.kind })
      .from(products)
      .where(eq(products.id, count.productId));
    if (product && UNSTOCKED_KINDS.includes(product.kind))
      throw fieldError(c, 'productId', 'stock.notStocked', { sku: product.sku });
    return recorded(c, ctx, 'adjust', await adjust(ctx, count));
  });
  return ok(c, result);
});

inventoryRoutes.post('/inventory/movements/:id{[0-9]+}/reverse', needs('inventory:write'), async (c) => {
  const id = idParam(c);
  const { note } = (await jsonBody(c, movementReverseSchema)) as { note: string };
  const result = await c.var.deps.db.transaction(async (tx) => {
    const ctx = hookContext(c, tx);
    return recorded(c, ctx, 'reverse', await reverse(ctx, id, note));
  });
  return ok(c, result);
});
