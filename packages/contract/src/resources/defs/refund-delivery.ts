/**
 * Goods coming back under a return refund (docs/modules/commerce.md): pending -> in transit -> received -> restocked
 * (stock movements back in) or scrapped. Created by the approval of the refund; not created by hand.
 */
import { defineResource } from '../define';

export const REFUND_DELIVERY_STATUSES = ['pending', 'in_transit', 'received', 'restocked', 'scrapped'] as const;
/** Goods count as back once received, whatever became of them then (a refund of them may be paid out). */
export const GOODS_BACK_STATUSES = ['received', 'restocked', 'scrapped'] as const;

export function isGoodsBack(refundDelivery: { status: string }): boolean {
  return (GOODS_BACK_STATUSES as readonly string[]).includes(refundDelivery.status);
}

export const refundDelivery = defineResource({
  name: 'refundDelivery',
  path: '/refund-deliveries',
  access: { read: 'order:read', write: 'inventory:write' },
  menu: { group: 'order', path: '/order/refund/delivery', after: 'Refund' },
  defaultSort: '-returnNo',
  operations: { create: false, delete: false },
  fields: {
    returnNo: { type: 'text', readOnly: true, required: true, search: true, sortable: true, column: 'default' },
    refundId: { type: 'reference', ref: 'refund', readOnly: true, required: true, filter: 'eq', column: 'default' },
    orderId: { type: 'reference', ref: 'saleOrder', readOnly: true, required: true, filter: 'eq', column: 'default' },
    warehouseId: { type: 'reference', ref: 'warehouse', required: true, filter: 'eq', column: 'default' },
    status: {
      type: 'enum',
      readOnly: true,
      values: REFUND_DELIVERY_STATUSES,
      tones: { in_transit: 'primary', received: 'primary', restocked: 'success', scrapped: 'danger' },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    condition: {
      type: 'enum',
      readOnly: true,
      values: ['good', 'damaged'],
      tones: { good: 'success', damaged: 'danger' },
      column: 'default',
    },
    carrier: { type: 'text', max: 40, column: 'optional' },
    trackingNo: { type: 'text', max: 60, search: true, column: 'optional' },
    receivedAt: { type: 'datetime', readOnly: true, sortable: true, column: 'default' },
    note: { type: 'longText', max: 500 },
  },
  lines: {
    fields: {
      productId: { type: 'reference', ref: 'product', readOnly: true, required: true },
      sku: { type: 'text', readOnly: true, required: true },
      name: { type: 'text', readOnly: true, required: true },
      qty: { type: 'integer', readOnly: true, required: true },
    },
  },
  states: {
    field: 'status',
    initial: 'pending',
    transitions: {
      dispatch: { from: ['pending'], to: 'in_transit' },
      receive: {
        from: ['in_transit'],
        to: 'received',
        input: { condition: { type: 'enum', required: true, values: ['good', 'damaged'] } },
      },
      restock: { from: ['received'], to: 'restocked', confirm: true },
      scrap: { from: ['received'], to: 'scrapped', confirm: true, danger: true },
    },
  },
  editableIn: ['pending', 'in_transit'],
});
