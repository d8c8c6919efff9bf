/** Products (docs/modules/commerce.md): what the company sells, installs and services. */
import { CODE_FIELD, defineResource } from '../define';

export const PRODUCT_KINDS = [
  'speaker',
  'amplifier',
  'mixer',
  'microphone',
  'bgm_player',
  'announcement_player',
  'accessory',
  'service',
] as const;

/** Kinds that are sold but never stocked (no stock rows, no delivery of goods): always available to order. */
export const UNSTOCKED_KINDS: readonly string[] = ['service'] satisfies (typeof PRODUCT_KINDS)[number][];

export const PRODUCT_STATUSES = ['draft', 'on_sale', 'off_sale', 'discontinued'] as const;

export const product = defineResource({
  name: 'product',
  path: '/products',
  access: { read: 'product:read', write: 'product:write' },
  menu: { group: 'product' },
  defaultSort: '-updatedAt',
  display: ['sku', 'name'],
  fields: {
    sku: CODE_FIELD,
    name: { type: 'text', required: true, max: 120, search: true, sortable: true, column: 'default' },
    kind: { type: 'enum', required: true, values: PRODUCT_KINDS, filter: 'in', sortable: true, column: 'default' },
    brand: { type: 'text', max: 60, search: true, filter: 'eq', column: 'default' },
    model: { type: 'text', max: 60, search: true, column: 'optional' },
    supplierId: { type: 'reference', ref: 'supplier', filter: 'eq', column: 'optional' },
    unit: { type: 'text', required: true, max: 10, default: '台', column: 'optional' },
    salePrice: { type: 'money', required: true, sortable: true, filter: 'range', column: 'default' },
    costPrice: { type: 'money', column: 'optional', readPermission: 'product:cost' },
    taxRate: { type: 'integer', max: 100, default: 13, column: 'optional' },
    warrantyMonths: { type: 'integer', max: 120, default: 12, column: 'optional' },
    serialTracked: { type: 'boolean', filter: 'bool', column: 'optional' },
    stockAlertQty: { type: 'integer', max: 1_000_000, default: 0, column: 'optional' },
    powerW: { type: 'integer', max: 100_000, group: 'specs', sortable: true, column: 'optional' },
    impedanceOhm: { type: 'integer', max: 10_000, group: 'specs', column: 'optional' },
    frequencyResponse: { type: 'text', max: 40, group: 'specs', column: 'optional' },
    channels: { type: 'integer', max: 256, group: 'specs', column: 'optional' },
    images: { type: 'images', max: 8 },
    description: { type: 'longText', max: 2000 },
    status: {
      type: 'enum',
      readOnly: true,
      values: PRODUCT_STATUSES,
      tones: { on_sale: 'success', off_sale: 'warning', discontinued: 'danger' },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
  },
  states: {
    field: 'status',
    initial: 'draft',
    transitions: {
      publish: { from: ['draft', 'off_sale'], to: 'on_sale' },
      takeDown: { from: ['on_sale'], to: 'off_sale' },
      discontinue: { from: ['off_sale'], to: 'discontinued', confirm: true, danger: true },
    },
  },
  // A product that was ever sold or stocked keeps its history: only drafts can be deleted.
  deletableIn: ['draft'],
});
