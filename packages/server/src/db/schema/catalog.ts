/** Products (contract: resources/defs/product.ts) and uploaded files (product images). */
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, recordColumns, tstz } from './common';

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    unit: text('unit').notNull().default('台'),
    salePrice: bigint('sale_price', { mode: 'number' }).notNull(),
    costPrice: bigint('cost_price', { mode: 'number' }),
    taxRate: integer('tax_rate').notNull().default(13),
    warrantyMonths: integer('warranty_months').notNull().default(12),
    serialTracked: boolean('serial_tracked').notNull().default(false),
    stockAlertQty: integer('stock_alert_qty').notNull().default(0),
    powerW: integer('power_w'),
    impedanceOhm: integer('impedance_ohm'),
    frequencyResponse: text('frequency_response').notNull().default(''),
    channels: integer('channels'),
    images: integer('images').array().notNull().default([]),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('draft'),
    ...recordColumns(),
  },
  (table) => [
    index('products_status_idx').on(table.status, table.updatedAt),
    index('products_kind_idx').on(table.kind),
  ],
);

/** Uploaded images (product pictures), stored in the database like avatars; served to signed-in users. */
export const files = pgTable('files', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().default(''),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: integer('created_by'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
