/**
 * Withdrawals (/finance/withdrawal/list): a partner takes money out of its available commission. The amount is held
 * at application (a ledger row moves it from available to held); approve, then mark paid with the bank's reference
 * and a proof from the materials library; reject or cancel returns the hold. The fee (configured %) is taken from
 * the amount; minimum, daily and monthly caps apply; above a configured amount a second, different finance user
 * approves (`approvals` counts them). Every move is a conditional update, so two racing requests never double-pay.
 */
import { defineResource } from '../define';

export const WITHDRAWAL_STATUSES = ['applied', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_CHANNELS = ['staff', 'api'] as const;

export const withdrawal = defineResource({
  name: 'withdrawal',
  path: '/withdrawals',
  access: { read: 'finance:read', write: 'finance:write' },
  menu: { group: 'finance', path: '/finance/withdrawal/list', first: true },
  defaultSort: '-withdrawalNo',
  display: ['withdrawalNo'],
  fields: {
    withdrawalNo: { type: 'text', readOnly: true, required: true, search: true, sortable: true, column: 'default' },
    partnerId: { type: 'reference', ref: 'partner', required: true, filter: 'eq', column: 'default' },
    amount: { type: 'money', required: true, min: 1, sortable: true, column: 'default' },
    fee: { type: 'money', readOnly: true, default: 0, column: 'default' },
    /** amount − fee: what the bank pays out. */
    netAmount: { type: 'money', readOnly: true, default: 0, column: 'default' },
    channel: { type: 'enum', readOnly: true, values: WITHDRAWAL_CHANNELS, default: 'staff', column: 'optional' },
    status: {
      type: 'enum',
      readOnly: true,
      values: WITHDRAWAL_STATUSES,
      tones: { applied: 'warning', approved: 'primary', paid: 'success', rejected: 'danger', cancelled: 'default' },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    /** Approvals so far (a second, different user is needed above the configured amount). */
    approvals: { type: 'integer', readOnly: true, default: 0, column: 'optional' },
    approvedBy: { type: 'reference', ref: 'user', readOnly: true, column: 'optional' },
    secondApprovedBy: { type: 'reference', ref: 'user', readOnly: true, column: 'optional' },
    bankReference: { type: 'text', readOnly: true, max: 60, column: 'optional' },
    /** A material of the library (the bank's slip). */
    proofMaterialId: { type: 'integer', readOnly: true, min: 1, max: 2_147_483_647 },
    paidAt: { type: 'datetime', readOnly: true, sortable: true, column: 'optional' },
    /** Shown to the partner when rejected. */
    rejectReason: { type: 'text', readOnly: true, max: 200, column: 'optional' },
    appliedAt: { type: 'datetime', readOnly: true, filter: 'range', sortable: true, column: 'default' },
    note: { type: 'longText', max: 500 },
  },
  states: {
    field: 'status',
    initial: 'applied',
    transitions: {
      approve: { from: ['applied'], to: 'approved', permission: 'finance:write', confirm: true },
      pay: {
        from: ['approved'],
        to: 'paid',
        permission: 'finance:write',
        input: {
          bankReference: { type: 'text', required: true, max: 60 },
          proofMaterialId: { type: 'integer', min: 1, max: 2_147_483_647 },
        },
        confirm: true,
      },
      reject: {
        from: ['applied', 'approved'],
        to: 'rejected',
        permission: 'finance:write',
        input: { rejectReason: { type: 'text', required: true, max: 200 } },
        confirm: true,
        danger: true,
      },
      cancel: { from: ['applied'], to: 'cancelled', confirm: true, danger: true },
    },
  },
  editableIn: [],
  deletableIn: [],
});
