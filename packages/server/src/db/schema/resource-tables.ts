/**
 * Where each resource of the contract's list (RESOURCES) keeps its records, by resource name: its table, or a
 * view for a read-only one. The server serves every resource from here; a new resource adds its table (see
 * resourceTable) and one line below.
 */
import type { PgTable, PgView } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { customers } from './crm';
import { stockLevels, stockMovements, warehouses } from './inventory';
import { deliveries, receipts, refundDeliveries, refunds, saleOrders } from './orders';

export const RESOURCE_TABLES = {
  product: products,
  customer: customers,
  warehouse: warehouses,
  saleOrder: saleOrders,
  receipt: receipts,
  delivery: deliveries,
  refund: refunds,
  refundDelivery: refundDeliveries,
  stock: stockLevels,
  stockMovement: stockMovements,
} satisfies Record<string, PgTable | PgView>;

export type ResourceTables = typeof RESOURCE_TABLES;
