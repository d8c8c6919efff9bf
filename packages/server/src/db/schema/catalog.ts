/** Products (contract: resources/defs/product.ts) and uploaded files (product images). */
import { product } from '@soundboard/contract';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, tstz } from './common';
import { suppliers } from './crm';
import { references, resourceTable } from './resource-columns';

export const products = resourceTable('products', product, {
  extra: (t) => [
    index('products_status_idx').on(t.status, t.updatedAt),
    index('products_kind_idx').on(t.kind),
    // A supplier a product names cannot be deleted (the framework answers 409).
    references(t.supplierId, suppliers.id),
    index('products_supplier_idx').on(t.supplierId),
  ],
});

/**
 * Product pictures uploaded before the media library: moved at start-up into materials (same ids, so products'
 * `images` keep pointing at them) and the file store (storage/move-blobs.ts); the table is then empty.
 */
export const files = pgTable('files', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().default(''),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: integer('created_by'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
