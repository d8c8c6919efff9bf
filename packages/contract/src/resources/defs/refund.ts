/**
 * After-sale refund requests (docs/modules/commerce.md). Amounts are bounded by what the customer paid; a return refund
 * brings goods back through a refund delivery, created when the request is approved.
 */
import { defineResource } from '../define';

export const REFUND_REASONS = ['quality', 'wrong_item', 'not_needed', 'damaged', 'other'] as const;
export const REFUND_STATUSES = ['requested', 'approved', 'rejected', 'refunded', 'cancelled'] as const;
/** Refunds requested or approved and not paid out yet: they hold money of the order (pay status refunding). */
export const OPEN_REFUND_STATUSES = ['requested', 'approved'] as const;

export function isOpenRefund(refund: { status: string }): boolean {
  return (OPEN_REFUND_STATUSES as readonly string[]).includes(refund.status);
}

export const refund = defineResource({
  name: 'refund',
  path: '/refunds',
  access: { read: 'order:read', write: 'order:write' },
  menu: { group: 'order', after: 'Delivery' },
  defaultSort: '-refundNo',
  fields: {
    refundNo: { type: 'text', readOnly: true, required: true, search: true, sortable: true, column: 'default' },
    orderId: { type: 'reference', ref: 'saleOrder', required: true, filter: 'eq', column: 'default' },
    type: { type: 'enum', required: true, values: ['refund_only', 'return_refund'], filter: 'eq', column: 'default' },
    reason: { type: 'enum', required: true, values: REFUND_REASONS, filter: 'in', column: 'default' },
    requestedAmount: { type: 'money', required: true, min: 1, sortable: true, column: 'default' },
    approvedAmount: { type: 'money', readOnly: true, column: 'default' },
    status: {
      type: 'enum',
      readOnly: true,
      values: REFUND_STATUSES,
      tones: {
        requested: 'warning',
        approved: 'primary',
        rejected: 'danger',
        refunded: 'success',
        cancelled: 'danger',
      },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    refundedAt: { type: 'datetime', readOnly: true, column: 'optional' },
    note: { type: 'longText', max: 500 },
  },
  lines: {
    max: 100,
    fields: {
      orderLineId: { type: 'reference', ref: 'saleOrderLine', required: true },
      qty: { type: 'integer', required: true, min: 1, max: 100_000 },
      /** Serial-tracked goods coming back: which units (they can then be shipped again once restocked). */
      serialNumbers: { type: 'textList', max: 1000 },
      productId: { type: 'reference', ref: 'product', readOnly: true, required: true },
      sku: { type: 'text', readOnly: true, required: true },
      name: { type: 'text', readOnly: true, required: true },
    },
  },
  states: {
    field: 'status',
    initial: 'requested',
    transitions: {
      approve: {
        from: ['requested'],
        to: 'approved',
        permission: 'order:approve',
        input: { approvedAmount: { type: 'money', required: true, min: 1 } },
      },
      reject: { from: ['requested'], to: 'rejected', permission: 'order:approve', confirm: true, danger: true },
      refund: { from: ['approved'], to: 'refunded', permission: 'finance:write', confirm: true },
      cancel: { from: ['requested'], to: 'cancelled', confirm: true, danger: true },
    },
  },
  editableIn: ['requested'],
  deletableIn: [],
});
