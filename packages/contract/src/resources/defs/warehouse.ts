/** Warehouses stock is kept in (seeded; read-only here). */
import { defineResource } from '../define';

export const warehouse = defineResource({
  name: 'warehouse',
  path: '/warehouses',
  access: { read: 'inventory:read', write: 'inventory:write' },
  defaultSort: 'code',
  operations: { create: false, update: false, delete: false, export: false },
  fields: {
    code: { type: 'text', readOnly: true, required: true, sortable: true, column: 'default' },
    name: { type: 'text', readOnly: true, required: true, search: true, column: 'default' },
    address: { type: 'text', readOnly: true, column: 'default' },
  },
});
