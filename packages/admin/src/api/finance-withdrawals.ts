/**
 * Withdrawals beyond the framework's resource calls (which go through resource/api.ts): the totals above the
 * list and the bank's CSV of approved withdrawals (fetched with the token by resource/download.ts).
 */
import { request } from './http';

/** GET /withdrawals/summary (fen): what the header cards show. */
export interface WithdrawalSummary {
  /** Applied, waiting for approval. */
  pending: { count: number; amount: number };
  /** Approved, waiting to be paid. */
  approved: { count: number; amount: number };
  /** Paid since the first of this month. */
  paidThisMonth: { count: number; amount: number };
  /** Available balances summed across partners. */
  available: number;
}

export function loadWithdrawalSummary(): Promise<WithdrawalSummary> {
  return request<WithdrawalSummary>({ url: '/withdrawals/summary' });
}

/** The bank's transfer file (CSV) of the approved withdrawals. */
export const WITHDRAWAL_BANK_EXPORT_PATH = '/withdrawals/bank-export';
