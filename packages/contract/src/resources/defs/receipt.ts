/** Receipts: money received from a customer, allocated to that customer's orders (docs/modules/commerce.md). */
import { defineResource } from '../define';

export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'wechat_pay', 'alipay', 'card'] as const;

export const receipt = defineResource({
  name: 'receipt',
  path: '/receipts',
  access: { read: 'finance:read', write: 'finance:write' },
  menu: { group: 'order', after: 'SaleOrder' },
  defaultSort: '-receiptNo',
  fields: {
    receiptNo: { type: 'text', readOnly: true, required: true, search: true, sortable: true, column: 'default' },
    customerId: { type: 'reference', ref: 'customer', required: true, filter: 'eq', column: 'default' },
    amount: { type: 'money', required: true, min: 1, sortable: true, column: 'default' },
    allocatedAmount: { type: 'money', readOnly: true, default: 0, column: 'default' },
    method: { type: 'enum', required: true, values: PAYMENT_METHODS, filter: 'in', column: 'default' },
    reference: { type: 'text', max: 60, search: true, column: 'optional' },
    receivedAt: { type: 'date', required: true, filter: 'range', sortable: true, column: 'default' },
    status: {
      type: 'enum',
      readOnly: true,
      values: ['draft', 'confirmed', 'voided'],
      tones: { confirmed: 'success', voided: 'danger' },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    note: { type: 'longText', max: 500 },
  },
  lines: {
    min: 1,
    max: 50,
    fields: {
      orderId: { type: 'reference', ref: 'saleOrder', required: true },
      amount: { type: 'money', required: true, min: 1 },
    },
  },
  states: {
    field: 'status',
    initial: 'draft',
    transitions: {
      confirm: { from: ['draft'], to: 'confirmed' },
      void: { from: ['draft', 'confirmed'], to: 'voided', confirm: true, danger: true },
    },
  },
  editableIn: ['draft'],
  deletableIn: ['draft'],
});
