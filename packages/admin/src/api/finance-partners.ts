/**
 * A partner's money beyond the framework's resource calls (contract finance/ledger-api.ts and withdrawal-api.ts):
 * its ledger (paged, and as CSV), the check that every partner's balances are its ledger's sums, adjustments asked for by one finance user and approved or rejected by another,
 * and the partner's API token (shown once).
 */
import {
  ADJUSTMENTS_PATH,
  type IssuedPartnerToken,
  LEDGER_CHECK_PATH,
  type LedgerCheck,
  type LedgerPage,
  type PartnerAdjustmentRow,
  partnerAdjustmentsPath,
  partnerLedgerPath,
  partnerTokenPath,
} from '@soundboard/contract';
import { request } from './http';

export function loadLedger(partnerId: number, page: number, pageSize: number): Promise<LedgerPage> {
  return request<LedgerPage>({
    url: partnerLedgerPath(partnerId),
    params: { page: String(page), pageSize: String(pageSize) },
  });
}

export const ledgerExportPath = (partnerId: number) => `${partnerLedgerPath(partnerId)}/export`;

/** Asks for an adjustment (signed fen: + into available, − out of it); it waits for another user's decision. */
export function requestAdjustment(partnerId: number, amount: number, reason: string): Promise<PartnerAdjustmentRow> {
  return request<PartnerAdjustmentRow>({
    url: partnerAdjustmentsPath(partnerId),
    method: 'POST',
    data: { amount, reason },
  });
}

export function loadPendingAdjustments(): Promise<PartnerAdjustmentRow[]> {
  return request<{ list: PartnerAdjustmentRow[] }>({ url: ADJUSTMENTS_PATH, params: { status: 'pending' } }).then(
    (answer) => answer.list,
  );
}

export function decideAdjustment(id: number, decision: 'approve' | 'reject'): Promise<unknown> {
  return request({ url: `${ADJUSTMENTS_PATH}/${id}/${decision}`, method: 'POST' });
}

export function issuePartnerToken(partnerId: number): Promise<IssuedPartnerToken> {
  return request<IssuedPartnerToken>({ url: partnerTokenPath(partnerId), method: 'POST' });
}

export function revokePartnerToken(partnerId: number): Promise<unknown> {
  return request({ url: partnerTokenPath(partnerId), method: 'DELETE' });
}

export function checkLedgers(): Promise<LedgerCheck> {
  return request<LedgerCheck>({ url: LEDGER_CHECK_PATH });
}
