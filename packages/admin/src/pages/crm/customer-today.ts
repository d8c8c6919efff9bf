/**
 * The "today's follow-ups" quick filter of the customer list: my customers whose next follow-up is due by the end
 * of today (overdue ones included), i.e. `scope=mine&nextContactAtTo=<today>`. The Workplace panel links here
 * with the same parameters (todayFollowUpsHref).
 */
import { businessDay } from '@soundboard/contract';

export const CUSTOMERS_PATH = '/crm/customer';

/** Whether the parameters are the quick filter's (another From bound makes them a range of the user's own). */
export function isTodayFilter(params: Record<string, string>, today: string): boolean {
  return params.scope === 'mine' && params.nextContactAtTo === today && !params.nextContactAtFrom;
}

/** The list parameters with the quick filter switched on or off (other filters kept, back to page 1). */
export function withTodayFilter(params: Record<string, string>, today: string, on: boolean): Record<string, string> {
  const { page: _page, nextContactAtFrom: _from, nextContactAtTo: _to, ...rest } = params;
  return on ? { ...rest, scope: 'mine', nextContactAtTo: today, sort: 'nextContactAt' } : rest;
}

export function todayFollowUpsHref(today: string = businessDay()): string {
  return `${CUSTOMERS_PATH}?${new URLSearchParams(withTodayFilter({}, today, true))}`;
}
