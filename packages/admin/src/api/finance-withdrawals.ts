/**
 * Withdrawals beyond the framework's resource calls (which go through resource/api.ts): the totals above the
 * list and the rules a withdrawal is checked against (contract finance/withdrawal-api.ts) and the bank's CSV of approved withdrawals (fetched with the token by
 * resource/download.ts from WITHDRAWAL_BANK_EXPORT_PATH).
 */
import {
  WITHDRAWAL_RULES_PATH,
  WITHDRAWAL_SUMMARY_PATH,
  type WithdrawalRules,
  type WithdrawalSummary,
} from '@soundboard/contract';
import { request } from './http';

export function loadWithdrawalSummary(): Promise<WithdrawalSummary> {
  return request<WithdrawalSummary>({ url: WITHDRAWAL_SUMMARY_PATH });
}

export function loadWithdrawalRules(): Promise<WithdrawalRules> {
  return request<WithdrawalRules>({ url: WITHDRAWAL_RULES_PATH });
}
