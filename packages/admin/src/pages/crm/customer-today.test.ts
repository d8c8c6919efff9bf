import { describe, expect, it } from 'vitest';
import { isTodayFilter, todayFollowUpsHref, withTodayFilter } from './customer-today';

const today = '2026-11-26';

describe("today's follow-ups filter", () => {
  it('switches on over other filters: mine, due by the end of today, soonest first, page 1', () => {
    const on = withTodayFilter({ q: 'hall', page: '3', nextContactAtFrom: '2026-01-01', scope: 'pool' }, today, true);
    expect(on).toEqual({ q: 'hall', scope: 'mine', nextContactAtTo: today, sort: 'nextContactAt' });
    expect(isTodayFilter(on, today)).toBe(true);
  });

  it('switches off keeping the other filters, and is not recognised on another day or with a From bound', () => {
    const off = withTodayFilter({ q: 'hall', scope: 'mine', nextContactAtTo: today }, today, false);
    expect(off).toEqual({ q: 'hall', scope: 'mine' });
    expect(isTodayFilter(off, today)).toBe(false);
    expect(isTodayFilter({ scope: 'mine', nextContactAtTo: '2026-11-25' }, today)).toBe(false);
    expect(isTodayFilter({ scope: 'mine', nextContactAtTo: today, nextContactAtFrom: today }, today)).toBe(false);
  });

  it('links from the Workplace with the same parameters', () => {
    expect(todayFollowUpsHref(today)).toBe('/crm/customer?scope=mine&nextContactAtTo=2026-11-26&sort=nextContactAt');
  });
});
