/**
 * Partners (/finance/partner): installers and dealers who bring or install orders and earn commission on them
 * (a sale order names its partner). The balances are read-only: the server keeps them as sums of the partner's
 * ledger rows (contract finance/ledger.ts), which are the only record of money moving.
 */
import { CODE_FIELD, defineResource, PATTERNS } from '../define';

export const PARTNER_KINDS = ['company', 'person'] as const;
export const PARTNER_STATUSES = ['active', 'suspended'] as const;

export const partner = defineResource({
  name: 'partner',
  path: '/partners',
  access: { read: 'finance:read', write: 'finance:write' },
  menu: { group: 'finance', after: 'Invoice' },
  defaultSort: 'code',
  display: ['code', 'name'],
  // A partner with history is suspended, never deleted: its ledger and orders keep naming it.
  operations: { delete: false },
  fields: {
    code: CODE_FIELD,
    name: { type: 'text', required: true, max: 100, search: true, sortable: true, column: 'default' },
    kind: { type: 'enum', required: true, values: PARTNER_KINDS, default: 'company', filter: 'in', column: 'default' },
    contactName: { type: 'text', max: 40, column: 'optional' },
    phone: { type: 'text', max: 30, pattern: PATTERNS.phone, search: true, column: 'default' },
    /** Percent of an order's total, in basis points (500 = 5 %). */
    commissionRateBp: { type: 'integer', required: true, min: 0, max: 5000, default: 500, column: 'default' },
    bankName: { type: 'text', max: 60, group: 'bank' },
    bankAccount: { type: 'text', max: 40, mask: 'last4', column: 'optional', group: 'bank' },
    accountHolder: { type: 'text', max: 60, group: 'bank' },
    status: {
      type: 'enum',
      required: true,
      values: PARTNER_STATUSES,
      default: 'active',
      tones: { active: 'success', suspended: 'warning' },
      filter: 'in',
      column: 'default',
    },
    /** Sums of the ledger, fen (kept by the server in the same transaction as each ledger row). */
    frozenBalance: { type: 'money', readOnly: true, default: 0, column: 'default' },
    availableBalance: { type: 'money', readOnly: true, default: 0, sortable: true, column: 'default' },
    heldBalance: { type: 'money', readOnly: true, default: 0, column: 'default' },
    totalEarned: { type: 'money', readOnly: true, default: 0, column: 'optional' },
    note: { type: 'longText', max: 500 },
  },
});
