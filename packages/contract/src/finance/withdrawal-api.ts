/**
 * Withdrawals beyond the framework's resource routes (resources/defs/withdrawal.ts), under /behind:
 *   GET    /withdrawals/summary       the list header's totals                       finance:read
 *   GET    /withdrawals/rules         the fee, minimum, caps and second-approval amount finance:read
 *   GET    /withdrawals/bank-export   CSV of approved withdrawals for the bank        finance:write (full accounts)
 *   POST   /partners/:id/token        issue a partner API token (shown once)          finance:write
 *   DELETE /partners/:id/token        revoke it                                       finance:write
 * and the partners' own API under /behind/public/partner/v1, with PARTNER_TOKEN_HEADER (not a staff session):
 *   GET balance · GET ledger (paged) · GET withdrawals · POST withdrawals (apply, channel 'api').
 */
import * as v from 'valibot';
import type { LedgerRow } from './ledger';

export const WITHDRAWAL_SUMMARY_PATH = '/withdrawals/summary';
export const WITHDRAWAL_BANK_EXPORT_PATH = '/withdrawals/bank-export';
export const WITHDRAWAL_RULES_PATH = '/withdrawals/rules';

/**
 * GET /withdrawals/rules: the finance settings a withdrawal is checked against (fen, and the fee in %), readable
 * by finance staff who may not read the configuration, so a form can preview the fee and say when two approvals
 * are needed.
 */
export interface WithdrawalRules {
  minimum: number;
  dailyCap: number;
  monthlyCap: number;
  feePercent: number;
  secondApprovalAbove: number;
}

/** GET /withdrawals/summary (fen). */
export interface WithdrawalSummary {
  /** Applied, waiting for approval. */
  pending: { count: number; amount: number };
  /** Approved, waiting to be paid. */
  approved: { count: number; amount: number };
  /** Paid since the first of this month (China calendar). */
  paidThisMonth: { count: number; amount: number };
  /** Available balances summed across partners. */
  available: number;
}

/** POST (issue; replaces an earlier one) and DELETE (revoke) a partner's API token. */
export const partnerTokenPath = (partnerId: number | string) => `/partners/${partnerId}/token`;
export interface IssuedPartnerToken {
  partnerId: number;
  /** Shown once; the server keeps only its SHA-256. */
  token: string;
  issuedAt: string;
}

export const PARTNER_TOKEN_HEADER = 'partner-token';
export const PARTNER_API = '/public/partner/v1';
export const PARTNER_LEDGER_PAGE_MAX = 100;

/** GET balance. */
export interface PartnerBalance {
  partnerId: number;
  code: string;
  name: string;
  frozen: number;
  available: number;
  held: number;
  totalEarned: number;
}

/** GET ledger?page=&pageSize= (newest first). */
export const partnerLedgerQuery = v.strictObject({
  page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '1'),
  pageSize: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(PARTNER_LEDGER_PAGE_MAX)),
    '20',
  ),
});
export interface PartnerLedgerPage {
  rows: LedgerRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** A withdrawal as its partner sees it (no staff names). */
export interface PartnerWithdrawal {
  id: number;
  withdrawalNo: string;
  amount: number;
  fee: number;
  netAmount: number;
  channel: string;
  status: string;
  rejectReason: string | null;
  appliedAt: string;
  paidAt: string | null;
  bankReference: string | null;
}

/** POST withdrawals: an application through the API (amount in fen). */
export const partnerApplySchema = v.strictObject({
  amount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  note: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
});

/** A withdrawal's fee in fen: amount × fee % / 100, rounded half up (the server charges it; the screen shows it). */
export const withdrawalFee = (amount: number, percent: number): number => Math.floor((amount * percent + 50) / 100);
