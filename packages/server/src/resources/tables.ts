/**
 * Each resource's table by resource name. Temporary: the schema folder gets the typed registry
 * (db/schema RESOURCE_TABLES), which replaces this map when it lands.
 */
import {
  customers,
  deliveries,
  products,
  receipts,
  refundDeliveries,
  refunds,
  saleOrders,
  stockLevels,
  stockMovements,
  warehouses,
} from '../db/schema';
import type { ResourceSource } from './source';

export const RESOURCE_TABLES: Record<string, ResourceSource> = {
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
};
