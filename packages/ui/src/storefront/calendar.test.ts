import { describe, expect, it } from 'vitest';
import { monthDayOf, shortDate, weekdayOf } from './calendar';

/** Every day of 2027 (and a leap day), as 'YYYY-MM-DD'. */
const days = [
  ...Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2027, 0, 1 + i))),
  new Date(Date.UTC(2028, 1, 29)),
].map((day) => day.toISOString().slice(0, 10));

describe('storefront dates', () => {
  for (const locale of ['zh-CN', 'en-US']) {
    it(`read exactly as Intl writes them in ${locale}, every day of a year`, () => {
      const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
      const monthDay = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
      const short = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
      for (const day of days) {
        const at = new Date(`${day}T00:00:00Z`);
        expect(weekdayOf(day, locale), day).toBe(weekday.format(at));
        expect(monthDayOf(day), day).toBe(monthDay.format(at));
        // An instant in the middle of the day, on the reader's own calendar (the runner's time zone).
        const instant = `${day}T12:34:56Z`;
        expect(shortDate(instant, locale), instant).toBe(short.format(new Date(instant)));
      }
    });
  }

  it('writes the two languages as a reader expects', () => {
    expect(weekdayOf('2026-11-30', 'zh-CN')).toBe('周一');
    expect(weekdayOf('2026-11-30', 'en-US')).toBe('Mon');
    expect(monthDayOf('2026-11-30')).toBe('11/30');
    const localNoon = new Date(2026, 10, 30, 12).toISOString();
    expect(shortDate(localNoon, 'zh-CN')).toBe('2026年11月30日');
    expect(shortDate(localNoon, 'en-US')).toBe('Nov 30, 2026');
  });
});
