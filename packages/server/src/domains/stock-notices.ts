/**
 * Low stock as a to-do for whoever writes inventory: a change (./stock.ts) that leaves a product's available stock
 * in a warehouse at or below its alert quantity — the stock list's "low stock" (the stock_levels view) — opens one
 * unless one is open for that product and warehouse; a change that lifts it above closes it for everyone. The
 * change holds the stock row's lock, so two changes of one row look for the open to-do one after the other.
 */
import { recordPath, stockLevel } from '@soundboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { messages, stockLevels, warehouses } from '../db/schema';
import { closeTodos, notify } from '../notifications/notify';
import type { HookContext } from '../resources/binding';

export const lowStockTodoKey = (productId: number, warehouseId: number) => `stock-low:${productId}:${warehouseId}`;

export async function watchStockLevel(ctx: HookContext, at: { productId: number; warehouseId: number }) {
  const [level] = await ctx.tx
    .select({
      id: stockLevels.id,
      sku: stockLevels.sku,
      name: stockLevels.name,
      available: stockLevels.available,
      alertQty: stockLevels.alertQty,
      lowStock: stockLevels.lowStock,
      warehouse: warehouses.name,
    })
    .from(stockLevels)
    .innerJoin(warehouses, eq(warehouses.id, stockLevels.warehouseId))
    .where(and(eq(stockLevels.productId, at.productId), eq(stockLevels.warehouseId, at.warehouseId)));
  if (!level) return;
  const deps = ctx.c.var.deps;
  const todoKey = lowStockTodoKey(at.productId, at.warehouseId);
  if (!level.lowStock) {
    await closeTodos(ctx.tx, deps, todoKey);
    return;
  }
  const [open] = await ctx.tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.todoKey, todoKey), isNull(messages.closedAt)))
    .limit(1);
  if (open) return;
  await notify(ctx.tx, deps, {
    kind: 'stock.belowMinimum',
    to: { permission: stockLevel.permissions.write },
    values: {
      name: level.name,
      sku: level.sku,
      warehouse: level.warehouse,
      quantity: String(level.available),
      minimum: String(level.alertQty),
    },
    link: recordPath(stockLevel.name, level.id),
    todoKey,
    senderId: ctx.userId,
  });
}
