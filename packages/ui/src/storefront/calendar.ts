/**
 * The storefront's dates, written exactly as Intl writes them in its two languages but without Intl, for the
 * reason price.ts gives (a page's first Intl formatter costs a phone ~200 ms while the page is taken over).
 * calendar.test.ts holds each to Intl's own output.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_ZH = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const chinese = (locale: string) => locale.startsWith('zh');

/** An instant (or a calendar date) as a short date on the reader's own calendar: 2026年11月30日, Nov 30, 2026. */
export function shortDate(value: string, locale: string): string {
  const date = new Date(value);
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  return chinese(locale) ? `${year}年${month + 1}月${day}日` : `${MONTHS[month]} ${day}, ${year}`;
}

/** A calendar date ('YYYY-MM-DD', a store's local day) read at UTC, so it never shifts a day. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** The day of the week of a calendar date, short: 周一, Mon. */
export function weekdayOf(date: string, locale: string): string {
  const day = dayOf(date).getUTCDay();
  return (chinese(locale) ? WEEKDAYS_ZH : WEEKDAYS_EN)[day] ?? '';
}

/** Month and day of a calendar date, numeric: 11/30 in both languages. */
export function monthDayOf(date: string): string {
  const day = dayOf(date);
  return `${day.getUTCMonth() + 1}/${day.getUTCDate()}`;
}
