/**
 * A partner's money beyond the framework's resource calls: its ledger (paged, and as CSV), adjustments asked for
 * by one finance user and approved or rejected by another, and the partner's API token (shown once).
 */
import type { LedgerRow } from '@soundboard/contract';
import { request } from './http';

export interface LedgerPage {
  list: LedgerRow[];
  total: number;
  /** Names of the users and documents the rows link (absent when the server does not send them). */
  refLabels?: { users?: Record<string, string>; orders?: Record<string, string>; withdrawals?: Record<string, string> };
}

export function loadLedger(partnerId: number, page: number, pageSize: number): Promise<LedgerPage> {
  return request<LedgerPage>({
    url: `/partners/${partnerId}/ledger`,
    params: { page: String(page), pageSize: String(pageSize) },
  });
}

export const ledgerExportPath = (partnerId: number) => `/partners/${partnerId}/ledger/export`;

export type AdjustmentStatus = 'pending' | 'approved' | 'rejected';

export interface PartnerAdjustment {
  id: number;
  partnerId: number;
  /** Signed fen: in (+) or out (−) of available. */
  amount: number;
  reason: string;
  status: AdjustmentStatus;
  requestedBy: number | null;
  requestedAt: string;
  refLabels?: { partnerId?: string; requestedBy?: string };
}

export function requestAdjustment(partnerId: number, amount: number, reason: string): Promise<PartnerAdjustment> {
  return request<PartnerAdjustment>({
    url: `/partners/${partnerId}/adjustments`,
    method: 'POST',
    data: { amount, reason },
  });
}

export function loadPendingAdjustments(): Promise<PartnerAdjustment[]> {
  return request<PartnerAdjustment[] | { list: PartnerAdjustment[] }>({
    url: '/partner-adjustments',
    params: { status: 'pending' },
  }).then((answer) => (Array.isArray(answer) ? answer : answer.list));
}

export function decideAdjustment(id: number, decision: 'approve' | 'reject'): Promise<unknown> {
  return request({ url: `/partner-adjustments/${id}/${decision}`, method: 'POST', data: {} });
}

export interface IssuedPartnerToken {
  token: string;
  issuedAt: string;
}

export function issuePartnerToken(partnerId: number): Promise<IssuedPartnerToken> {
  return request<IssuedPartnerToken>({ url: `/partners/${partnerId}/token`, method: 'POST', data: {} });
}

export function revokePartnerToken(partnerId: number): Promise<unknown> {
  return request({ url: `/partners/${partnerId}/token`, method: 'DELETE' });
}
