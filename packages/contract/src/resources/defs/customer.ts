/**
 * Customers (/crm/customer): the accounts salespeople own and follow up, linked to a company or a private
 * person. A customer belongs to its owner (ResourceDef.ownership): a salesperson reads only their own and the
 * shared pool's (no owner), writes only their own; holders of `customer:all` see and manage everyone's. The
 * owner changes only by transfer, claim and the pool's reclaim (each kept in the owner history), never by a
 * form; the contact times follow the follow-ups (contract crm/follow-ups.ts).
 */
import { defineResource, PATTERNS } from '../define';

export const CUSTOMER_STATUSES = ['lead', 'qualified', 'customer', 'inactive'] as const;

export const customer = defineResource({
  name: 'customer',
  path: '/customers',
  access: { read: 'customer:read', write: 'customer:write' },
  menu: { group: 'crm', after: 'Company' },
  importKey: ['phone'],
  defaultSort: 'code',
  display: ['name'],
  ownership: { field: 'ownerId', allPermission: 'customer:all' },
  fields: {
    code: { type: 'text', readOnly: true, required: true, search: true, sortable: true, column: 'default' },
    name: { type: 'text', required: true, max: 120, search: true, sortable: true, column: 'default' },
    kind: { type: 'enum', required: true, values: ['company', 'individual'], filter: 'eq', column: 'optional' },
    /** Required when kind is 'company' (the server checks it). */
    companyId: { type: 'reference', ref: 'company', filter: 'eq', column: 'default' },
    /** The salesperson; empty while the customer is in the shared pool. */
    ownerId: { type: 'reference', ref: 'user', readOnly: true, filter: 'eq', column: 'default' },
    status: {
      type: 'enum',
      values: CUSTOMER_STATUSES,
      tones: { lead: 'default', qualified: 'primary', customer: 'success', inactive: 'warning' },
      readOnly: true,
      filter: 'in',
      column: 'default',
    },
    level: { type: 'dictionary', dictionary: 'customerLevel', filter: 'in', sortable: true, column: 'default' },
    source: { type: 'dictionary', dictionary: 'customerSource', filter: 'in', column: 'optional' },
    /** Has bought (set by hand, or by the first order). */
    deal: { type: 'boolean', filter: 'bool', column: 'optional' },
    contactName: { type: 'text', max: 40, search: true, column: 'default' },
    /** Unique when given: the duplicate check of forms and imports (never naming another's customer). */
    phone: { type: 'text', max: 30, pattern: PATTERNS.phone, unique: true, search: true, column: 'default' },
    email: { type: 'text', max: 120, pattern: PATTERNS.email, column: 'optional' },
    region: { type: 'region', column: 'optional' },
    address: { type: 'text', max: 200, column: 'optional' },
    lastContactAt: { type: 'datetime', readOnly: true, sortable: true, filter: 'range', column: 'default' },
    /** The earliest follow-up planned and not yet done: the today's-follow-ups filter is a range on it. */
    nextContactAt: { type: 'datetime', readOnly: true, sortable: true, filter: 'range', column: 'default' },
    /** When the current owner got it: the pool's clock runs from the later of this and the last contact. */
    ownedAt: { type: 'datetime', readOnly: true, sortable: true, column: 'optional' },
    note: { type: 'longText', max: 500 },
  },
  states: {
    field: 'status',
    initial: 'lead',
    transitions: {
      qualify: { from: ['lead'], to: 'qualified' },
      convert: { from: ['lead', 'qualified'], to: 'customer' },
      deactivate: { from: ['lead', 'qualified', 'customer'], to: 'inactive', confirm: true },
      reactivate: { from: ['inactive'], to: 'lead' },
    },
  },
});
