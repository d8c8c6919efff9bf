/**
 * Deliveries of an order's open lines (docs/modules/commerce.md). A draft reserves its stock; shipping posts the stock
 * movements (and needs the serial numbers of serial-tracked products); cancelling a draft releases it.
 */
import { defineResource } from '../define';

export const DELIVERY_DOC_STATUSES = ['draft', 'shipped', 'signed', 'installed', 'cancelled'] as const;
/** Deliveries whose goods left the warehouse: they count as delivered on the order and posted stock. */
export const SHIPPED_DELIVERY_STATUSES = ['shipped', 'signed', 'installed'] as const;

export function isShipped(delivery: { status: string }): boolean {
  return (SHIPPED_DELIVERY_STATUSES as readonly string[]).includes(delivery.status);
}

export const delivery = defineResource({
  name: 'delivery',
  path: '/deliveries',
  access: { read: 'order:read', write: 'inventory:write' },
  menu: { group: 'order', after: 'Receipt' },
  defaultSort: '-deliveryNo',
  fields: {
    deliveryNo: { type: 'text', readOnly: true, required: true, search: true, sortable: true, column: 'default' },
    orderId: { type: 'reference', ref: 'saleOrder', required: true, filter: 'eq', column: 'default' },
    warehouseId: {
      type: 'reference',
      ref: 'warehouse',
      readOnly: true,
      required: true,
      filter: 'eq',
      column: 'default',
    },
    status: {
      type: 'enum',
      readOnly: true,
      values: DELIVERY_DOC_STATUSES,
      tones: { shipped: 'primary', signed: 'success', installed: 'success', cancelled: 'danger' },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    carrier: { type: 'text', max: 40, column: 'default' },
    trackingNo: { type: 'text', max: 60, search: true, column: 'optional' },
    shippedAt: { type: 'datetime', readOnly: true, sortable: true, filter: 'range', column: 'default' },
    signedAt: { type: 'datetime', readOnly: true, column: 'optional' },
    installedAt: { type: 'datetime', readOnly: true, column: 'optional' },
    note: { type: 'longText', max: 500 },
  },
  lines: {
    min: 1,
    max: 100,
    fields: {
      orderLineId: { type: 'reference', ref: 'saleOrderLine', required: true },
      qty: { type: 'integer', required: true, min: 1, max: 100_000 },
      serialNumbers: { type: 'textList', max: 1000 },
      productId: { type: 'reference', ref: 'product', readOnly: true, required: true },
      sku: { type: 'text', readOnly: true, required: true },
      name: { type: 'text', readOnly: true, required: true },
    },
  },
  states: {
    field: 'status',
    initial: 'draft',
    transitions: {
      ship: { from: ['draft'], to: 'shipped', confirm: true },
      sign: { from: ['shipped'], to: 'signed' },
      install: { from: ['signed'], to: 'installed' },
      cancel: { from: ['draft'], to: 'cancelled', confirm: true, danger: true },
    },
  },
  editableIn: ['draft'],
  deletableIn: [],
});
