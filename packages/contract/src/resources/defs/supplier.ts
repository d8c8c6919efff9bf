/**
 * Suppliers the company buys equipment from (/crm/supplier). Staff give each a code; bank accounts are masked
 * in lists and exports. An inactive supplier keeps its history and can be made active again.
 */
import { ACTIVE_STATES, ACTIVE_STATUS_FIELD } from '../active-status';
import { CODE_FIELD, defineResource, PATTERNS } from '../define';
import { PRODUCT_KINDS } from './product';

export const supplier = defineResource({
  name: 'supplier',
  path: '/suppliers',
  access: { module: 'supplier', roles: { warehouse: 'write', viewer: 'read' } },
  menu: { group: 'crm', after: 'Customer' },
  defaultSort: 'code',
  display: ['code', 'name'],
  fields: {
    code: CODE_FIELD,
    name: { type: 'text', required: true, max: 120, search: true, sortable: true, column: 'default' },
    contactName: { type: 'text', max: 40, search: true, column: 'default' },
    phone: { type: 'text', max: 30, pattern: PATTERNS.phone, search: true, column: 'default' },
    email: { type: 'text', max: 120, pattern: PATTERNS.email, column: 'optional' },
    region: { type: 'region', column: 'optional' },
    address: { type: 'text', max: 200, column: 'optional' },
    taxId: {
      type: 'text',
      max: 20,
      pattern: { regex: /^[0-9A-Z]{15,20}$/, message: 'validation.invalid' },
      column: 'optional',
      group: 'finance',
    },
    bankName: { type: 'text', max: 60, column: 'optional', group: 'finance' },
    bankAccount: { type: 'text', max: 40, mask: 'last4', column: 'default', group: 'finance' },
    paymentTermDays: {
      type: 'integer',
      max: 365,
      default: 30,
      sortable: true,
      filter: 'range',
      column: 'optional',
      group: 'finance',
    },
    productKinds: {
      type: 'enumList',
      values: PRODUCT_KINDS,
      valueLabels: 'product.kind',
      filter: 'in',
      column: 'default',
    },
    rating: {
      type: 'integer',
      required: true,
      min: 1,
      max: 5,
      default: 3,
      sortable: true,
      filter: 'range',
      column: 'default',
    },
    note: { type: 'longText', max: 500 },
    status: ACTIVE_STATUS_FIELD,
  },
  states: ACTIVE_STATES,
});
