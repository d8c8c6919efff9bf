/** Customers the orders are for (the CRM screens come later; orders and receipts need them now). */
import { defineResource } from '../define';

export const customer = defineResource({
  name: 'customer',
  path: '/customers',
  defaultSort: 'code',
  fields: {
    code: { type: 'text', readOnly: true, required: true, search: true, sortable: true, column: 'default' },
    name: { type: 'text', required: true, max: 120, search: true, sortable: true, column: 'default' },
    kind: { type: 'enum', required: true, values: ['company', 'individual'], filter: 'eq', column: 'default' },
    contactName: { type: 'text', max: 40, search: true, column: 'default' },
    phone: { type: 'text', max: 30, search: true, column: 'default' },
    email: { type: 'text', max: 120, column: 'optional' },
    address: { type: 'text', max: 200, column: 'optional' },
    note: { type: 'longText', max: 500 },
  },
});
