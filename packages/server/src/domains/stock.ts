/**
 * Every stock change, in one place: reserve and release (draft deliveries), ship (out, with its movement),
 * receive (back in, with its movement), adjust (a stocktake) and reverse (an adjustment undone). Each is a single
 * conditional UPDATE or an upsert, so two requests racing for the last unit cannot both win: the database
 * re-checks the condition on the row the other one just changed. The CHECKs on `stock` are the last line.
 * Every change then looks at the row's level: low stock is a to-do for the warehouse (./stock-notices.ts).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { stock, stockMovements } from '../db/schema';
import { notFound } from '../http/errors';
import type { HookContext } from '../resources/binding';
import { fieldError, refused } from './issues';
import { watchStockLevel } from './stock-notices';

export interface StockLine {
  productId: number;
  warehouseId: number;
  qty: number;
  sku: string;
}

/** The document a movement belongs to. */
export interface StockDoc {
  docType: string;
  docId: number | null;
  docNo: string;
  note?: string;
}

export type Movement = typeof stockMovements.$inferSelect;
export type StockRow = typeof stock.$inferSelect;

const available = sql<number>`${stock.onHand} - ${stock.reserved}`;

const at = (line: Pick<StockLine, 'productId' | 'warehouseId'>) =>
  and(eq(stock.productId, line.productId), eq(stock.warehouseId, line.warehouseId));

const touched = (ctx: HookContext) => ({
  updatedAt: ctx.now,
  updatedBy: ctx.userId,
  version: sql`${stock.version} + 1`,
});

async function post(
  ctx: HookContext,
  line: Pick<StockLine, 'productId' | 'warehouseId'>,
  qty: number,
  reason: string,
  doc: StockDoc,
  reversesId: number | null = null,
): Promise<Movement> {
  const [movement] = await ctx.tx
    .insert(stockMovements)
    .values({
      productId: line.productId,
      warehouseId: line.warehouseId,
      qty,
      reason,
      docType: doc.docType,
      docId: doc.docId,
      docNo: doc.docNo,
      note: doc.note ?? '',
      reversesId,
      at: ctx.now,
      actorId: ctx.userId,
    })
    .returning();
  if (!movement) throw new Error('stock movement insert returned nothing');
  await watchStockLevel(ctx, line);
  return movement;
}

/** Holds `qty` for a draft delivery; refuses (under `path`) when less is available. */
export async function reserve(ctx: HookContext, line: StockLine, path: string): Promise<void> {
  const [row] = await ctx.tx
    .update(stock)
    .set({ reserved: sql`${stock.reserved} + ${line.qty}`, ...touched(ctx) })
    .where(and(at(line), gte(available, line.qty)))
    .returning({ id: stock.id });
  if (row) return watchStockLevel(ctx, line);
  const [current] = await ctx.tx.select({ available }).from(stock).where(at(line));
  throw fieldError(ctx.c, path, 'stock.insufficient', {
    sku: line.sku,
    available: String(Number(current?.available ?? 0)),
  });
}

/** Gives back what a draft delivery held. A missing reservation is a bug, not a user error. */
export async function release(ctx: HookContext, line: StockLine): Promise<void> {
  const [row] = await ctx.tx
    .update(stock)
    .set({ reserved: sql`${stock.reserved} - ${line.qty}`, ...touched(ctx) })
    .where(and(at(line), gte(stock.reserved, line.qty)))
    .returning({ id: stock.id });
  if (!row) throw new Error(`no reservation of ${line.qty} ${line.sku} to release`);
  await watchStockLevel(ctx, line);
}

/** The reserved goods leave: on hand and reserved both drop, and the ledger says why. */
export async function ship(ctx: HookContext, line: StockLine, doc: StockDoc): Promise<Movement> {
  const [row] = await ctx.tx
    .update(stock)
    .set({
      onHand: sql`${stock.onHand} - ${line.qty}`,
      reserved: sql`${stock.reserved} - ${line.qty}`,
      ...touched(ctx),
    })
    .where(and(at(line), gte(stock.reserved, line.qty)))
    .returning({ id: stock.id });
  if (!row) throw new Error(`no reservation of ${line.qty} ${line.sku} to ship`);
  return post(ctx, line, -line.qty, 'delivery', doc);
}

/** Goods come in (a restock): the stock row is created when the warehouse never had the product. */
export async function receive(ctx: HookContext, line: StockLine, reason: string, doc: StockDoc): Promise<Movement> {
  await ctx.tx
    .insert(stock)
    .values({
      productId: line.productId,
      warehouseId: line.warehouseId,
      onHand: line.qty,
      createdAt: ctx.now,
      createdBy: ctx.userId,
      updatedAt: ctx.now,
      updatedBy: ctx.userId,
    })
    .onConflictDoUpdate({
      target: [stock.productId, stock.warehouseId],
      set: { onHand: sql`${stock.onHand} + ${line.qty}`, ...touched(ctx) },
    });
  return post(ctx, line, line.qty, reason, doc);
}

/** The stock row of a product in a warehouse, created empty if missing, locked for this transaction. */
async function lockStock(ctx: HookContext, line: Pick<StockLine, 'productId' | 'warehouseId'>): Promise<StockRow> {
  await ctx.tx
    .insert(stock)
    .values({
      productId: line.productId,
      warehouseId: line.warehouseId,
      createdAt: ctx.now,
      createdBy: ctx.userId,
      updatedAt: ctx.now,
      updatedBy: ctx.userId,
    })
    .onConflictDoNothing();
  const [row] = await ctx.tx.select().from(stock).where(at(line)).for('update');
  if (!row) throw new Error('stock row vanished');
  return row;
}

async function setOnHand(ctx: HookContext, row: StockRow, onHand: number): Promise<StockRow> {
  const [updated] = await ctx.tx
    .update(stock)
    .set({ onHand, ...touched(ctx) })
    .where(eq(stock.id, row.id))
    .returning();
  if (!updated) throw new Error('stock row vanished');
  return updated;
}

export interface StockChange {
  before: StockRow;
  after: StockRow;
  movement: Movement;
}

/** A stocktake: the counted quantity becomes the stock on hand, the difference is posted as an adjustment. */
export async function adjust(
  ctx: HookContext,
  count: { productId: number; warehouseId: number; countedQty: number; note: string },
): Promise<StockChange> {
  const before = await lockStock(ctx, count);
  const difference = count.countedQty - before.onHand;
  if (difference === 0) throw fieldError(ctx.c, 'countedQty', 'stock.noDifference', { onHand: String(before.onHand) });
  if (count.countedQty < before.reserved)
    throw fieldError(ctx.c, 'countedQty', 'stock.belowReserved', { reserved: String(before.reserved) });
  const after = await setOnHand(ctx, before, count.countedQty);
  const movement = await post(ctx, count, difference, 'adjustment', {
    docType: 'stocktake',
    docId: null,
    docNo: '',
    note: count.note,
  });
  return { before, after, movement };
}

/** Undoes a stocktake adjustment with a reversal row (once); documents reverse their own movements. */
export async function reverse(ctx: HookContext, movementId: number, note: string): Promise<StockChange> {
  const [original] = await ctx.tx.select().from(stockMovements).where(eq(stockMovements.id, movementId));
  if (!original) throw notFound();
  if (original.reason !== 'adjustment') throw refused('stock.notReversible');
  // The stock row's lock serialises two reversals of the same movement; the second then sees the first.
  const before = await lockStock(ctx, original);
  const [earlier] = await ctx.tx
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(eq(stockMovements.reversesId, original.id));
  if (earlier) throw refused('stock.alreadyReversed');
  const onHand = before.onHand - original.qty;
  if (onHand < before.reserved) throw refused('stock.belowReserved', { reserved: String(before.reserved) });
  const after = await setOnHand(ctx, before, onHand);
  const movement = await post(
    ctx,
    original,
    -original.qty,
    'reversal',
    { docType: original.docType, docId: original.docId, docNo: original.docNo, note },
    original.id,
  );
  return { before, after, movement };
}
