import { describe, expect, it } from 'vitest';
import { type DayException, isOpenAt, isoWeekday, periodIssue, periodsOn, type WeeklyPeriod } from './opening-hours';

// 2026-11-23 is a Monday, 2026-11-29 a Sunday.
const LUNCH_BREAK: WeeklyPeriod[] = [
  { weekday: '1', opens: '13:30', closes: '21:00' },
  { weekday: '1', opens: '09:30', closes: '12:00' },
  { weekday: '6', opens: '10:00', closes: '24:00' },
];
const none: DayException[] = [];

describe('opening hours', () => {
  it('numbers weekdays the ISO way: Monday 1 … Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-28')).toBe(6);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it("gives a day's periods in time order, and none on a weekday without hours", () => {
    expect(periodsOn('2026-11-23', LUNCH_BREAK, none)).toEqual([
      { opens: '09:30', closes: '12:00' },
      { opens: '13:30', closes: '21:00' },
    ]);
    expect(periodsOn('2026-11-29', LUNCH_BREAK, none)).toEqual([]);
  });

  it('is closed over the lunch break, open on either side, opens inclusive and closes exclusive', () => {
    expect(isOpenAt('2026-11-23', '09:29', LUNCH_BREAK, none)).toBe(false);
    expect(isOpenAt('2026-11-23', '09:30', LUNCH_BREAK, none)).toBe(true);
    expect(isOpenAt('2026-11-23', '11:59', LUNCH_BREAK, none)).toBe(true);
    expect(isOpenAt('2026-11-23', '12:00', LUNCH_BREAK, none)).toBe(false);
    expect(isOpenAt('2026-11-23', '13:00', LUNCH_BREAK, none)).toBe(false);
    expect(isOpenAt('2026-11-23', '13:30', LUNCH_BREAK, none)).toBe(true);
    expect(isOpenAt('2026-11-23', '21:00', LUNCH_BREAK, none)).toBe(false);
  });

  it('stays open until midnight when a period closes at 24:00', () => {
    expect(isOpenAt('2026-11-28', '23:59', LUNCH_BREAK, none)).toBe(true);
    expect(isOpenAt('2026-11-28', '00:00', LUNCH_BREAK, none)).toBe(false);
    expect(periodIssue('10:00', '24:00')).toBeNull();
  });

  it("lets an exception replace the day's weekly hours: closed, or other hours", () => {
    const closed: DayException[] = [{ date: '2026-11-23', closed: true, opens: '', closes: '' }];
    expect(periodsOn('2026-11-23', LUNCH_BREAK, closed)).toEqual([]);
    expect(isOpenAt('2026-11-23', '10:00', LUNCH_BREAK, closed)).toBe(false);
    const special: DayException[] = [{ date: '2026-11-29', closed: false, opens: '12:00', closes: '20:00' }];
    expect(periodsOn('2026-11-29', LUNCH_BREAK, special)).toEqual([{ opens: '12:00', closes: '20:00' }]);
    expect(isOpenAt('2026-11-29', '12:00', LUNCH_BREAK, special)).toBe(true);
    // Another date's exception leaves the weekly hours alone.
    expect(isOpenAt('2026-11-23', '10:00', LUNCH_BREAK, special)).toBe(true);
  });

  it('treats an exception without both times as closed', () => {
    const half: DayException[] = [{ date: '2026-11-23', closed: false, opens: '10:00', closes: '' }];
    expect(periodsOn('2026-11-23', LUNCH_BREAK, half)).toEqual([]);
  });

  it('refuses a period that does not close after it opens', () => {
    expect(periodIssue('10:00', '10:00')).toBe('validation.closesAfterOpens');
    expect(periodIssue('22:00', '09:00')).toBe('validation.closesAfterOpens');
    expect(periodIssue('09:00', '22:00')).toBeNull();
  });
});
