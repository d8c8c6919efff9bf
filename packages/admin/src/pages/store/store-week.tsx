/**
 * A store's opening hours for the current week (Monday to Sunday, company calendar), each day's periods after
 * its exception if it has one, and whether the store is open right now (contract decoration/opening-hours.ts).
 */
import {
  type DayException,
  isOpenAt,
  isoWeekday,
  localMoment,
  periodsOn,
  STORE_HOURS_FIELDS,
  type WeeklyPeriod,
} from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { useT } from '../../i18n/use-t';
import { formatDay } from '../../lib/format-date';
import type { ResourceRecord } from '../../resource/api';

const DAY_MS = 86_400_000;

/** The seven dates ('YYYY-MM-DD') of the ISO week holding `today`. */
export function weekOf(today: string): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  const monday = start - (isoWeekday(today) - 1) * DAY_MS;
  return Array.from({ length: 7 }, (_, n) => new Date(monday + n * DAY_MS).toISOString().slice(0, 10));
}

const linesOf = <T,>(record: ResourceRecord, set: string) => (record[set] as T[] | undefined) ?? [];

export function StoreWeek({ record, now = new Date() }: { record: ResourceRecord; now?: Date }) {
  const t = useT();
  const hours = linesOf<WeeklyPeriod>(record, 'hours');
  const exceptions = linesOf<DayException & { note?: string }>(record, 'exceptions');
  const { date: today, time } = localMoment(now);
  const open = record.status === 'open' && isOpenAt(today, time, hours, exceptions);
  const weekdayKey = (date: string) => `${STORE_HOURS_FIELDS.weekday.valueLabels}.${isoWeekday(date)}`;
  return (
    <section aria-labelledby="store-week" className="flex flex-col gap-2" data-section="store-week">
      <header className="flex items-center gap-3">
        <h3 id="store-week" className="text-base font-semibold text-default">
          {t('stores.week.title')}
        </h3>
        <StatusTag color={open ? 'success' : 'default'}>{open ? t('stores.openNow') : t('stores.closedNow')}</StatusTag>
      </header>
      <ul className="flex flex-col divide-y divide-[var(--sb-border-subtle)] rounded-md border border-subtle">
        {weekOf(today).map((date) => {
          const periods = periodsOn(date, hours, exceptions);
          const exception = exceptions.find((day) => day.date === date);
          return (
            <li
              key={date}
              aria-current={date === today ? 'date' : undefined}
              className={`flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm ${date === today ? 'bg-primary-subtle' : ''}`}
            >
              <span className="w-24 font-medium text-default sm:w-28">
                {t(weekdayKey(date))}
                {date === today && <span className="ms-1 font-normal">· {t('stores.week.today')}</span>}
              </span>
              <span className="whitespace-nowrap text-secondary sm:min-w-32">{formatDay(date)}</span>
              <span className="flex-1 whitespace-nowrap text-default tabular-nums">
                {periods.length === 0
                  ? t('stores.week.closed')
                  : periods.map((period) => `${period.opens}–${period.closes}`).join(', ')}
              </span>
              {exception && <StatusTag color="warning">{exception.note || t('stores.week.exception')}</StatusTag>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
