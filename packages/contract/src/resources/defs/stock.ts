/**
 * Inventory (docs/modules/commerce.md): stock per product and warehouse (read-only: it changes only through movements),
 * and the append-only movement ledger. Corrections are reversal rows; a stocktake posts the difference.
 */
import { defineResource, type Fields } from '../define';
import { inputSchema } from '../schemas';
import { PRODUCT_KINDS } from './product';

export const stockLevel = defineResource({
  name: 'stock',
  path: '/inventory/stock',
  access: { read: 'inventory:read', write: 'inventory:write' },
  menu: { group: 'inventory', screen: 'Inventory', path: '/inventory/list', key: 'list' },
  defaultSort: 'sku',
  display: ['sku', 'name'],
  pageSize: 50,
  operations: { create: false, update: false, delete: false },
  fields: {
    productId: { type: 'reference', ref: 'product', readOnly: true, filter: 'eq' },
    sku: { type: 'text', readOnly: true, search: true, sortable: true, column: 'default' },
    name: { type: 'text', readOnly: true, search: true, sortable: true, column: 'default' },
    warehouseId: { type: 'reference', ref: 'warehouse', readOnly: true, filter: 'eq', column: 'default' },
    kind: {
      type: 'enum',
      readOnly: true,
      values: PRODUCT_KINDS,
      valueLabels: 'product.kind',
      filter: 'in',
      column: 'optional',
    },
    onHand: { type: 'integer', readOnly: true, sortable: true, column: 'default' },
    reserved: { type: 'integer', readOnly: true, sortable: true, column: 'default' },
    available: { type: 'integer', readOnly: true, sortable: true, column: 'default' },
    alertQty: { type: 'integer', readOnly: true, column: 'default' },
    lowStock: { type: 'boolean', readOnly: true, filter: 'bool', column: 'default' },
  },
});

export const MOVEMENT_REASONS = ['opening', 'delivery', 'restock', 'adjustment', 'reversal'] as const;

export const stockMovement = defineResource({
  name: 'stockMovement',
  path: '/inventory/movements',
  access: { read: 'inventory:read', write: 'inventory:write' },
  defaultSort: '-id',
  pageSize: 50,
  operations: { create: false, update: false, delete: false },
  fields: {
    productId: { type: 'reference', ref: 'product', readOnly: true, required: true, filter: 'eq', column: 'default' },
    warehouseId: {
      type: 'reference',
      ref: 'warehouse',
      readOnly: true,
      required: true,
      filter: 'eq',
      column: 'default',
    },
    qty: { type: 'integer', readOnly: true, required: true, column: 'default' },
    reason: { type: 'enum', readOnly: true, required: true, values: MOVEMENT_REASONS, filter: 'in', column: 'default' },
    docType: { type: 'text', readOnly: true, column: 'default' },
    docNo: { type: 'text', readOnly: true, search: true, column: 'default' },
    reversesId: { type: 'integer', readOnly: true, column: 'optional' },
    note: { type: 'text', readOnly: true, column: 'default' },
    at: { type: 'datetime', readOnly: true, required: true, filter: 'range', sortable: true, column: 'default' },
  },
});

/** POST /inventory/adjust: a stocktake of one product in one warehouse; the difference is posted. */
export const STOCK_ADJUST_PATH = '/inventory/adjust';
export const stockAdjustFields = {
  productId: { type: 'reference', ref: 'product', required: true },
  warehouseId: { type: 'reference', ref: 'warehouse', required: true },
  countedQty: { type: 'integer', required: true, max: 10_000_000 },
  note: { type: 'text', max: 200 },
} satisfies Fields;
export const stockAdjustSchema = inputSchema(stockAdjustFields);

/** POST /inventory/movements/:id/reverse: cancels a stocktake adjustment with a reversal row. */
export const movementReverseFields = { note: { type: 'text', max: 200 } } satisfies Fields;
export const movementReverseSchema = inputSchema(movementReverseFields);
