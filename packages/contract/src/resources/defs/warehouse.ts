/**
 * Warehouses stock is kept in (/inventory/warehouse), kept by whoever writes inventory. A deactivated warehouse
 * keeps its stock, orders and history, but a new order, stocktake or return cannot choose it (referableIn); one
 * that stock, movements or orders name cannot be deleted (their foreign keys: the framework says so).
 */
import { ACTIVE_STATES, ACTIVE_STATUS_FIELD } from '../active-status';
import { CODE_FIELD, defineResource, PATTERNS } from '../define';

export const warehouse = defineResource({
  name: 'warehouse',
  path: '/warehouses',
  access: { read: 'inventory:read', write: 'inventory:write' },
  menu: { group: 'inventory' },
  defaultSort: 'code',
  fields: {
    code: CODE_FIELD,
    name: { type: 'text', required: true, max: 60, search: true, sortable: true, column: 'default' },
    address: { type: 'text', max: 200, search: true, column: 'default' },
    contactName: { type: 'text', max: 40, column: 'default' },
    phone: { type: 'text', max: 30, pattern: PATTERNS.phone, column: 'default' },
    note: { type: 'longText', max: 500 },
    status: ACTIVE_STATUS_FIELD,
  },
  states: ACTIVE_STATES,
  referableIn: ['active'],
});
