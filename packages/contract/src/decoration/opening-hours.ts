/**
 * Whether a store is open at a moment, from its weekly hours and its exceptions (resources/defs/store.ts).
 * Stores keep local time in Asia/Shanghai (the company's stores are in China): the caller passes the local
 * date and time. A period's `closes` may be '24:00'. An exception for the day replaces that day's weekly hours.
 */
export interface WeeklyPeriod {
  weekday: string;
  opens: string;
  closes: string;
}

export interface DayException {
  date: string;
  closed: boolean;
  opens: string;
  closes: string;
}

/** The periods a store is open on a local date ('YYYY-MM-DD'); [] when closed that day. */
export function periodsOn(
  date: string,
  hours: readonly WeeklyPeriod[],
  exceptions: readonly DayException[],
): { opens: string; closes: string }[] {
  const exception = exceptions.find((item) => item.date === date);
  if (exception)
    return exception.closed || !exception.opens || !exception.closes
      ? []
      : [{ opens: exception.opens, closes: exception.closes }];
  const weekday = String(isoWeekday(date));
  return hours
    .filter((period) => period.weekday === weekday)
    .map(({ opens, closes }) => ({ opens, closes }))
    .sort((a, b) => a.opens.localeCompare(b.opens));
}

/** Open at local date and time 'HH:MM' (opens inclusive, closes exclusive). */
export function isOpenAt(
  date: string,
  time: string,
  hours: readonly WeeklyPeriod[],
  exceptions: readonly DayException[],
): boolean {
  return periodsOn(date, hours, exceptions).some((period) => period.opens <= time && time < period.closes);
}

/** The message key of what is wrong with a period (closes not after opens), or null. */
export function periodIssue(opens: string, closes: string): string | null {
  return opens && closes && closes <= opens ? 'validation.closesAfterOpens' : null;
}

/** 1 Monday … 7 Sunday of a 'YYYY-MM-DD' date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
