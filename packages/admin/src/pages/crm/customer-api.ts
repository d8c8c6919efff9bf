/**
 * A customer's owner moves (contract crm/pool.ts, crm/transfer.ts): claim from the pool, release to it, transfer
 * (customer:all), the owner history and the caller's claim allowance for today. Each move answers the customer
 * as it is now (its new version).
 */
import type { ClaimAllowance, OwnerChange } from '@soundboard/contract';
import { request } from '../../api/http';
import type { ResourceRecord } from '../../resource/api';

export const customerApi = {
  claim: (id: number, version: number) =>
    request<ResourceRecord>({ method: 'POST', url: `/customers/${id}/claim`, data: { version } }),
  release: (id: number, version: number, note: string) =>
    request<ResourceRecord>({ method: 'POST', url: `/customers/${id}/release`, data: { version, note } }),
  transfer: (id: number, input: { ownerId: number; version: number; note: string }) =>
    request<ResourceRecord>({ method: 'POST', url: `/customers/${id}/transfer`, data: input }),
  owners: (id: number) => request<OwnerChange[]>({ url: `/customers/${id}/owners` }),
  claims: () => request<ClaimAllowance>({ url: '/customers/claims' }),
};
