/**
 * The commission ledger's routes beyond the partner resource (all under /behind): a partner's ledger (paged,
 * newest first; and as CSV), manual adjustments (asked by one finance user, decided by another) and the balance
 * check. Amounts in fen.
 */
import * as v from 'valibot';
import type { LedgerRow } from './ledger';

export const partnerLedgerPath = (partnerId: number) => `/partners/${partnerId}/ledger`;
export const partnerAdjustmentsPath = (partnerId: number) => `/partners/${partnerId}/adjustments`;
export const ADJUSTMENTS_PATH = '/partner-adjustments';
export const LEDGER_CHECK_PATH = '/finance/ledger-check';

export const ledgerQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '1'),
  pageSize: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), '20'),
});

export interface LedgerPage {
  list: LedgerRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** ± 10 million yuan at most: a manual correction, not a transfer. */
export const ADJUSTMENT_MAX = 1_000_000_000;

export const adjustmentSchema = v.strictObject({
  amount: v.pipe(v.number(), v.integer(), v.minValue(-ADJUSTMENT_MAX), v.maxValue(ADJUSTMENT_MAX)),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
});

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const adjustmentQuerySchema = v.object({
  status: v.optional(v.picklist(ADJUSTMENT_STATUSES)),
  partnerId: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
});

export interface PartnerAdjustmentRow {
  id: number;
  partnerId: number;
  amount: number;
  reason: string;
  status: AdjustmentStatus;
  requestedAt: string;
  requestedBy: number | null;
  decidedAt: string | null;
  decidedBy: number | null;
  /** The approved adjustment's ledger row. */
  ledgerId?: number;
}

/** A partner whose stored balances differ from the sums of its rows, or are below zero. */
export interface LedgerMismatchRow {
  partnerId: number;
  code: string;
  name: string;
  stored: { frozen: number; available: number; held: number; totalEarned: number };
  sums: { frozen: number; available: number; held: number; totalEarned: number };
}

export interface LedgerCheck {
  sound: boolean;
  mismatches: LedgerMismatchRow[];
}
