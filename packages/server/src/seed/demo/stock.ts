/**
 * The stock ledger of the demo year: an opening balance per product and warehouse (enough for everything the
 * year ships and reserves, plus a buffer — small for a few products, so the low-stock list is not empty), one
 * 'delivery' movement per shipped line, one 'restock' movement per line of goods returned to stock; and the
 * stock rows that sum it up (on hand = Σ movements, reserved = Σ draft deliveries).
 */
import type { stock, stockMovements } from '../../db/schema';
import { DAY, type ProductDoc, type Staff, timeOf } from './model';
import type { AllDocs } from './numbering';
import type { Random } from './random';

type MovementRow = typeof stockMovements.$inferInsert & { id: number; at: Date; qty: number };
type StockRow = typeof stock.$inferInsert & { id: number };

const key = (productId: number, warehouseId: number) => `${productId}:${warehouseId}`;

export function buildStock(
  rng: Random,
  now: Date,
  staff: Staff,
  products: readonly ProductDoc[],
  warehouseIds: readonly number[],
  docs: AllDocs,
  first: { movement: number; stock: number },
) {
  const moves: Omit<MovementRow, 'id'>[] = [];
  const reserved = new Map<string, number>();
  for (const delivery of docs.deliveries) {
    const { order } = delivery;
    for (const part of delivery.lines) {
      if (!part.line.product.stocked) continue;
      const at = key(part.line.product.id, order.warehouseId);
      if (delivery.status === 'draft') reserved.set(at, (reserved.get(at) ?? 0) + part.qty);
      if (delivery.shipped === null) continue;
      moves.push({
        productId: part.line.product.id,
        warehouseId: order.warehouseId,
        qty: -part.qty,
        reason: 'delivery',
        docType: 'delivery',
        docId: delivery.id,
        docNo: delivery.no,
        at: timeOf(order, delivery.shipped),
        actorId: staff.warehouse,
      });
    }
  }
  for (const goods of docs.returns) {
    if (goods.status !== 'restocked') continue;
    const { order } = goods.refund;
    for (const part of goods.refund.lines)
      moves.push({
        productId: part.line.product.id,
        warehouseId: order.warehouseId,
        qty: part.qty,
        reason: 'restock',
        docType: 'refundDelivery',
        docId: goods.id,
        docNo: goods.no,
        note: '退货验收合格入库',
        at: timeOf(order, goods.updated),
        actorId: staff.warehouse,
      });
  }

  // What each product and warehouse must hold at the start so it never goes below zero or below its reservations.
  const needed = new Map<string, number>(reserved);
  for (const move of moves)
    if (move.qty < 0)
      needed.set(
        key(move.productId, move.warehouseId),
        (needed.get(key(move.productId, move.warehouseId)) ?? 0) - move.qty,
      );
  const openedAt = new Date(now.getTime() - 366 * DAY);
  const opening: Omit<MovementRow, 'id'>[] = [];
  for (const product of products) {
    if (!product.stocked || product.status === 'draft') continue;
    for (const [index, warehouseId] of warehouseIds.entries()) {
      const alert = product.stockAlertQty;
      let buffer = 0;
      if (product.status === 'on_sale')
        buffer = rng.chance(0.05) ? rng.int(0, alert) : rng.int(alert + 2, alert * 4 + 10);
      else if (product.status === 'off_sale') buffer = rng.int(0, alert);
      else if (index === 0) buffer = rng.int(0, 3);
      const qty = (needed.get(key(product.id, warehouseId)) ?? 0) + buffer;
      if (qty > 0)
        opening.push({
          productId: product.id,
          warehouseId,
          qty,
          reason: 'opening',
          note: '期初库存',
          at: openedAt,
          actorId: staff.admin,
        });
    }
  }

  const movements: MovementRow[] = [...opening, ...moves.sort((a, b) => a.at.getTime() - b.at.getTime())].map(
    (move, index) => ({ ...move, id: first.movement + index }),
  );
  const rows = new Map<string, StockRow>();
  for (const move of movements) {
    const at = key(move.productId, move.warehouseId);
    const row = rows.get(at);
    if (!row) {
      rows.set(at, {
        id: 0,
        productId: move.productId,
        warehouseId: move.warehouseId,
        onHand: move.qty,
        reserved: reserved.get(at) ?? 0,
        createdAt: move.at,
        updatedAt: move.at,
        version: 1,
        createdBy: staff.admin,
        updatedBy: staff.admin,
      });
      continue;
    }
    row.onHand = (row.onHand ?? 0) + move.qty;
    row.updatedAt = move.at;
    row.version = (row.version ?? 1) + 1;
    row.updatedBy = staff.warehouse;
  }
  const stockRows = [...rows.values()]
    .sort((a, b) => a.productId - b.productId || a.warehouseId - b.warehouseId)
    .map((row, index) => ({ ...row, id: first.stock + index }));
  return { movements, stockRows };
}
