/**
 * Sale orders and what follows them: receipts and their allocations, deliveries, refunds and refund
 * deliveries, after-sales service requests (contract: resources/defs/*). Money is bigint fen. The CHECKs hold what the services keep.
 */
import { delivery, receipt, refund, refundDelivery, saleOrder, serviceRequest } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgSequence, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { companies, customers } from './crm';
import { warehouses } from './inventory';
import { lineTable, references, resourceTable } from './resource-columns';
import { stores } from './store';
import { users } from './users';

const _money = (name: string) => bigint(name, { mode: 'number' });

/** Document numbers: one sequence per kind of document (formatted by the server with the date). */
export const orderNoSeq = pgSequence('sale_order_no_seq');
export const receiptNoSeq = pgSequence('receipt_no_seq');
export const deliveryNoSeq = pgSequence('delivery_no_seq');
export const refundNoSeq = pgSequence('refund_no_seq');
export const returnNoSeq = pgSequence('return_no_seq');
export const customerNoSeq = pgSequence('customer_no_seq');

export const saleOrders = resourceTable('sale_orders', saleOrder, {
  columns: { currency: text('currency').notNull().default('CNY') },
  extra: (t) => [
    unique('sale_orders_order_no_unique').on(t.orderNo),
    references(t.customerId, customers.id),
    references(t.warehouseId, warehouses.id),
    references(t.salespersonId, users.id, 'set null'),
    references(t.storeId, stores.id),
    index('sale_orders_store_idx').on(t.storeId, t.orderDate),
    index('sale_orders_date_idx').on(t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('sale_orders_status_date_idx').on(t.status, t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The list's other status filters: their capped counts and date-sorted pages from the index alone.
    index('sale_orders_pay_status_date_idx').on(t.payStatus, t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('sale_orders_delivery_status_date_idx').on(
      t.deliveryStatus,
      t.orderDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sale_orders_customer_idx').on(t.customerId),
    // The list's search is a contains match (ILIKE '%q%'): a trigram index serves it and its count (pg_trgm).
    index('sale_orders_order_no_trgm_idx').using('gin', t.orderNo.op('gin_trgm_ops')),
    check('sale_orders_total', sql`${t.total} = ${t.subtotal} - ${t.discountTotal} AND ${t.total} >= 0`),
    check('sale_orders_paid', sql`${t.paidAmount} >= 0 AND ${t.refundedAmount} >= 0`),
  ],
});

/**
 * Sales per business day (the Workplace's "sold": PAYABLE_ORDER_STATUSES, the day is order_date), kept by the
 * statement triggers of migration 0034 in the same transaction as any write to sale_orders — every path (forms,
 * transitions, imports, seeds, SQL by hand) without each having to remember it. The Workplace reads its trend,
 * month and today here instead of summing the orders. A day with no sold order has no row.
 */
export const saleDailyTotals = pgTable('sale_daily_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  orders: integer('orders').notNull(),
});

export const saleOrderLines = lineTable('sale_order_lines', saleOrder, {
  columns: { orderId: integer('order_id').notNull(), lineNo: integer('line_no').notNull() },
  extra: (t) => [
    references(t.orderId, saleOrders.id, 'cascade'),
    references(t.productId, products.id),
    index('sale_order_lines_order_idx').on(t.orderId),
    check('sale_order_lines_amount', sql`${t.amount} = ${t.qty} * ${t.unitPrice} - ${t.discount} AND ${t.amount} >= 0`),
    check(
      'sale_order_lines_qty',
      sql`${t.qty} > 0 AND ${t.deliveredQty} BETWEEN 0 AND ${t.qty} AND ${t.returnedQty} BETWEEN 0 AND ${t.deliveredQty}`,
    ),
  ],
});

export const receipts = resourceTable('receipts', receipt, {
  extra: (t) => [
    unique('receipts_receipt_no_unique').on(t.receiptNo),
    references(t.customerId, customers.id),
    index('receipts_customer_idx').on(t.customerId),
    check('receipts_amounts', sql`${t.amount} > 0 AND ${t.allocatedAmount} BETWEEN 0 AND ${t.amount}`),
  ],
});

export const receiptAllocations = lineTable('receipt_allocations', receipt, {
  columns: { receiptId: integer('receipt_id').notNull() },
  extra: (t) => [
    references(t.receiptId, receipts.id, 'cascade'),
    references(t.orderId, saleOrders.id),
    unique('receipt_allocations_receipt_order_key').on(t.receiptId, t.orderId),
    index('receipt_allocations_order_idx').on(t.orderId),
    check('receipt_allocations_amount', sql`${t.amount} > 0`),
  ],
});

export const deliveries = resourceTable('deliveries', delivery, {
  extra: (t) => [
    unique('deliveries_delivery_no_unique').on(t.deliveryNo),
    references(t.orderId, saleOrders.id),
    references(t.warehouseId, warehouses.id),
    index('deliveries_order_idx').on(t.orderId),
    index('deliveries_status_idx').on(t.status),
  ],
});

export const deliveryLines = lineTable('delivery_lines', delivery, {
  columns: { deliveryId: integer('delivery_id').notNull() },
  extra: (t) => [
    references(t.deliveryId, deliveries.id, 'cascade'),
    references(t.orderLineId, saleOrderLines.id),
    references(t.productId, products.id),
    index('delivery_lines_delivery_idx').on(t.deliveryId),
    check('delivery_lines_qty', sql`${t.qty} > 0`),
  ],
});

export const refunds = resourceTable('refunds', refund, {
  extra: (t) => [
    unique('refunds_refund_no_unique').on(t.refundNo),
    references(t.orderId, saleOrders.id),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status),
    check(
      'refunds_amounts',
      sql`${t.requestedAmount} > 0 AND (${t.approvedAmount} IS NULL OR ${t.approvedAmount} BETWEEN 1 AND ${t.requestedAmount})`,
    ),
  ],
});

export const refundLines = lineTable('refund_lines', refund, {
  columns: { refundId: integer('refund_id').notNull() },
  extra: (t) => [
    references(t.refundId, refunds.id, 'cascade'),
    references(t.orderLineId, saleOrderLines.id),
    references(t.productId, products.id),
    index('refund_lines_refund_idx').on(t.refundId),
    check('refund_lines_qty', sql`${t.qty} > 0`),
  ],
});

export const refundDeliveries = resourceTable('refund_deliveries', refundDelivery, {
  extra: (t) => [
    unique('refund_deliveries_return_no_unique').on(t.returnNo),
    // One return per refund.
    unique('refund_deliveries_refund_id_unique').on(t.refundId),
    references(t.refundId, refunds.id),
    references(t.orderId, saleOrders.id),
    references(t.warehouseId, warehouses.id),
    index('refund_deliveries_status_idx').on(t.status),
  ],
});

export const refundDeliveryLines = lineTable('refund_delivery_lines', refundDelivery, {
  columns: {
    refundDeliveryId: integer('refund_delivery_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    serialNumbers: text('serial_numbers').array().notNull().default([]),
  },
  extra: (t) => [
    references(t.refundDeliveryId, refundDeliveries.id, 'cascade'),
    references(t.orderLineId, saleOrderLines.id),
    references(t.productId, products.id),
    index('refund_delivery_lines_parent_idx').on(t.refundDeliveryId),
  ],
});

export const serviceRequests = resourceTable('service_requests', serviceRequest, {
  extra: (t) => [
    references(t.companyId, companies.id),
    references(t.customerId, customers.id),
    references(t.productId, products.id),
    references(t.technicianId, users.id, 'set null'),
    index('service_requests_status_idx').on(t.status, t.appointmentAt),
  ],
});
