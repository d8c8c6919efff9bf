/**
 * Warehouses, stock per product and warehouse, the append-only movement ledger (a trigger in the migration
 * refuses UPDATE and DELETE) and the serial numbers out with customers. The CHECKs are the last line of defence
 * for the invariants the services keep: stock never negative, never less than what is reserved.
 */
import { stockMovement, warehouse } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, pgView, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { recordColumns, tstz } from './common';
import { fieldColumns, fieldConstraints, references, resourceTable } from './resource-columns';

export const warehouses = resourceTable('warehouses', warehouse);

export const stock = pgTable(
  'stock',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    ...recordColumns(),
  },
  (table) => [
    unique('stock_product_warehouse_key').on(table.productId, table.warehouseId),
    check('stock_on_hand_not_negative', sql`${table.onHand} >= 0`),
    check('stock_reserved_in_range', sql`${table.reserved} >= 0 AND ${table.reserved} <= ${table.onHand}`),
  ],
);

/** The ledger is not a record (no versions, no updates): its fields plus who posted it and when. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...fieldColumns(stockMovement.fields),
    docId: integer('doc_id'),
    /** The movement this one cancels out (a correction); each is reversed at most once. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    at: tstz('at').notNull().defaultNow(),
    actorId: integer('actor_id'),
  },
  (t) => [
    ...fieldConstraints('stock_movements', stockMovement.fields, t),
    references(t.productId, products.id),
    references(t.warehouseId, warehouses.id),
    unique('stock_movements_reverses_id_unique').on(t.reversesId),
    index('stock_movements_product_idx').on(t.productId, t.at),
    check('stock_movements_qty_not_zero', sql`${t.qty} <> 0`),
  ],
);

/** Serial numbers shipped and not back: the primary key stops one unit from being shipped twice. */
export const shippedSerials = pgTable(
  'shipped_serials',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    serialNo: text('serial_no').notNull(),
    deliveryId: integer('delivery_id').notNull(),
    shippedAt: tstz('shipped_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.serialNo] })],
);

/** Stock with what the list shows of its product: available and low stock computed. */
export const stockLevels = pgView('stock_levels', {
  id: integer('id').notNull(),
  productId: integer('product_id').notNull(),
  warehouseId: integer('warehouse_id').notNull(),
  sku: text('sku').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  onHand: integer('on_hand').notNull(),
  reserved: integer('reserved').notNull(),
  available: integer('available').notNull(),
  alertQty: integer('alert_qty').notNull(),
  lowStock: boolean('low_stock').notNull(),
  createdAt: tstz('created_at').notNull(),
  createdBy: integer('created_by'),
  updatedAt: tstz('updated_at').notNull(),
  updatedBy: integer('updated_by'),
  version: integer('version').notNull(),
}).as(
  sql`SELECT s.id, s.product_id, s.warehouse_id, p.sku, p.name, p.kind, s.on_hand, s.reserved,
  s.on_hand - s.reserved AS available, p.stock_alert_qty AS alert_qty,
  (p.stock_alert_qty > 0 AND s.on_hand - s.reserved <= p.stock_alert_qty) AS low_stock,
  s.created_at, s.created_by, s.updated_at, s.updated_by, s.version
  FROM stock s JOIN products p ON p.id = s.product_id`,
);
