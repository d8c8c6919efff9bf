/**
 * Sale orders and what follows them: receipts and their allocations, deliveries, refunds and refund
 * deliveries (contract: resources/defs/*). Money is bigint fen. The CHECKs hold what the services keep.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgSequence, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { recordColumns, tstz } from './common';
import { customers } from './crm';
import { warehouses } from './inventory';
import { users } from './users';

const money = (name: string) => bigint(name, { mode: 'number' });

/** Document numbers: one sequence per kind of document (formatted by the server with the date). */
export const orderNoSeq = pgSequence('sale_order_no_seq');
export const receiptNoSeq = pgSequence('receipt_no_seq');
export const deliveryNoSeq = pgSequence('delivery_no_seq');
export const refundNoSeq = pgSequence('refund_no_seq');
export const returnNoSeq = pgSequence('return_no_seq');
export const customerNoSeq = pgSequence('customer_no_seq');

export const saleOrders = pgTable(
  'sale_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    salespersonId: integer('salesperson_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    payStatus: text('pay_status').notNull().default('unpaid'),
    deliveryStatus: text('delivery_status').notNull().default('none'),
    currency: text('currency').notNull().default('CNY'),
    subtotal: money('subtotal').notNull().default(0),
    discountTotal: money('discount_total').notNull().default(0),
    total: money('total').notNull().default(0),
    paidAmount: money('paid_amount').notNull().default(0),
    refundedAmount: money('refunded_amount').notNull().default(0),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    shipAddress: text('ship_address').notNull().default(''),
    installationRequired: boolean('installation_required').notNull().default(false),
    note: text('note').notNull().default(''),
    ...recordColumns(),
  },
  (table) => [
    index('sale_orders_date_idx').on(table.orderDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('sale_orders_status_date_idx').on(
      table.status,
      table.orderDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('sale_orders_customer_idx').on(table.customerId),
    // The list's search is a contains match (ILIKE '%q%'): a trigram index serves it and its count (pg_trgm).
    index('sale_orders_order_no_trgm_idx').using('gin', table.orderNo.op('gin_trgm_ops')),
    check(
      'sale_orders_total',
      sql`${table.total} = ${table.subtotal} - ${table.discountTotal} AND ${table.total} >= 0`,
    ),
    check('sale_orders_paid', sql`${table.paidAmount} >= 0 AND ${table.refundedAmount} >= 0`),
  ],
);

export const saleOrderLines = pgTable(
  'sale_order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    qty: integer('qty').notNull(),
    unitPrice: money('unit_price').notNull(),
    discount: money('discount').notNull().default(0),
    amount: money('amount').notNull(),
    deliveredQty: integer('delivered_qty').notNull().default(0),
    returnedQty: integer('returned_qty').notNull().default(0),
  },
  (table) => [
    index('sale_order_lines_order_idx').on(table.orderId),
    check(
      'sale_order_lines_amount',
      sql`${table.amount} = ${table.qty} * ${table.unitPrice} - ${table.discount} AND ${table.amount} >= 0`,
    ),
    check(
      'sale_order_lines_qty',
      sql`${table.qty} > 0 AND ${table.deliveredQty} BETWEEN 0 AND ${table.qty} AND ${table.returnedQty} BETWEEN 0 AND ${table.deliveredQty}`,
    ),
  ],
);

export const receipts = pgTable(
  'receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receiptNo: text('receipt_no').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    allocatedAmount: money('allocated_amount').notNull().default(0),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    receivedAt: date('received_at', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('draft'),
    note: text('note').notNull().default(''),
    ...recordColumns(),
  },
  (table) => [
    index('receipts_customer_idx').on(table.customerId),
    check('receipts_amounts', sql`${table.amount} > 0 AND ${table.allocatedAmount} BETWEEN 0 AND ${table.amount}`),
  ],
);

export const receiptAllocations = pgTable(
  'receipt_allocations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
  },
  (table) => [
    unique('receipt_allocations_receipt_order_key').on(table.receiptId, table.orderId),
    index('receipt_allocations_order_idx').on(table.orderId),
    check('receipt_allocations_amount', sql`${table.amount} > 0`),
  ],
);

export const deliveries = pgTable(
  'deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryNo: text('delivery_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('draft'),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    shippedAt: tstz('shipped_at'),
    signedAt: tstz('signed_at'),
    installedAt: tstz('installed_at'),
    note: text('note').notNull().default(''),
    ...recordColumns(),
  },
  (table) => [index('deliveries_order_idx').on(table.orderId), index('deliveries_status_idx').on(table.status)],
);

export const deliveryLines = pgTable(
  'delivery_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => saleOrderLines.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    serialNumbers: text('serial_numbers').array().notNull().default([]),
  },
  (table) => [
    index('delivery_lines_delivery_idx').on(table.deliveryId),
    check('delivery_lines_qty', sql`${table.qty} > 0`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundNo: text('refund_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    reason: text('reason').notNull(),
    requestedAmount: money('requested_amount').notNull(),
    approvedAmount: money('approved_amount'),
    status: text('status').notNull().default('requested'),
    refundedAt: tstz('refunded_at'),
    note: text('note').notNull().default(''),
    ...recordColumns(),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_status_idx').on(table.status),
    check(
      'refunds_amounts',
      sql`${table.requestedAmount} > 0 AND (${table.approvedAmount} IS NULL OR ${table.approvedAmount} BETWEEN 1 AND ${table.requestedAmount})`,
    ),
  ],
);

export const refundLines = pgTable(
  'refund_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => saleOrderLines.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    serialNumbers: text('serial_numbers').array().notNull().default([]),
  },
  (table) => [index('refund_lines_refund_idx').on(table.refundId), check('refund_lines_qty', sql`${table.qty} > 0`)],
);

export const refundDeliveries = pgTable(
  'refund_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnNo: text('return_no').notNull().unique(),
    refundId: integer('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    condition: text('condition'),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    receivedAt: tstz('received_at'),
    note: text('note').notNull().default(''),
    ...recordColumns(),
  },
  (table) => [index('refund_deliveries_status_idx').on(table.status)],
);

export const refundDeliveryLines = pgTable(
  'refund_delivery_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundDeliveryId: integer('refund_delivery_id')
      .notNull()
      .references(() => refundDeliveries.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => saleOrderLines.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    serialNumbers: text('serial_numbers').array().notNull().default([]),
  },
  (table) => [index('refund_delivery_lines_parent_idx').on(table.refundDeliveryId)],
);
