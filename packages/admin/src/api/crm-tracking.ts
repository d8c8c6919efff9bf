/**
 * Customer tracking (contract crm/follow-ups.ts, crm/pool.ts): a customer's timeline and a new follow-up on it,
 * and the caller's Workplace lists — customers due for a follow-up today and customers about to return to the pool.
 */
import type { PoolWarning, TimelineAnswer, TodayFollowUp } from '@soundboard/contract';
import { request } from './http';

export const crmTrackingApi = {
  timeline: (customerId: number) => request<TimelineAnswer>({ url: `/customers/${customerId}/timeline` }),
  addFollowUp: (customerId: number, input: Record<string, unknown>) =>
    request<unknown>({ method: 'POST', url: `/customers/${customerId}/follow-ups`, data: input }),
  today: () => request<TodayFollowUp[]>({ url: '/follow-ups/today' }),
  poolWarnings: () => request<PoolWarning[]>({ url: '/customers/pool-warnings' }),
};
