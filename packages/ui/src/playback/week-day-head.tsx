/** A day's heading in the week view: the weekday, the date in the locale's words, and "today" on today. */
import { cn } from '../lib/cn';
import type { WeekDay } from './week-types';
import type { WeekViewMessages } from './week-view.messages';

/** 'YYYY-MM-DD' as the locale's short month and day ("11/23", "11月23日"), read in UTC so no time zone shifts it. */
export function shortDate(date: string, locale: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(time);
}

export interface WeekDayHeadProps {
  day: WeekDay;
  id: string;
  isToday: boolean;
  locale: string;
  t: WeekViewMessages;
  className?: string;
}

export function WeekDayHead({ day, id, isToday, locale, t, className }: WeekDayHeadProps) {
  return (
    <span
      id={id}
      data-slot="week-day-head"
      aria-current={isToday ? 'date' : undefined}
      className={cn('flex items-baseline gap-1.5', isToday ? 'text-primary-text' : 'text-default', className)}
    >
      <span className="text-sm font-semibold">{day.label}</span>
      <span className={cn('text-xs', isToday ? 'text-primary-text' : 'text-secondary')}>
        {shortDate(day.date, locale)}
      </span>
      {isToday && <span className="rounded-sm bg-primary-subtle px-1 text-xs text-primary-text">{t.today}</span>}
    </span>
  );
}
