import { Clock } from 'lucide-react';
import type { BlockProps } from '../block-props';
import { monthDayOf, weekdayOf } from '../calendar';
import { look } from '../look';
import { Missing } from '../placeholder';
import { flag } from '../props';
import { OpenBadge, storeName, storeOf } from '../store';
import type { StorefrontText } from '../storefront.messages';
import type { StorefrontStoreValue } from '../types';

/** The store's next 7 days (today first, highlighted), each day's periods, the exceptions' notes. */
export function OpeningHoursBlock({ block, lookups, mode, locale, text: t }: BlockProps) {
  const store = storeOf(block, lookups);
  if (!store?.week.length) return <Missing mode={mode} icon={Clock} label={t.noStore} />;
  return (
    <article aria-label={`${t.openingHours} · ${storeName(store, locale)}`} className={`rounded-md p-3 ${look.card}`}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className={`flex items-center gap-1.5 text-base font-semibold ${look.text}`}>
          <Clock aria-hidden className="size-4" />
          {t.openingHours}
        </h2>
        <OpenBadge open={store.openNow} text={t} />
      </div>
      <OpeningWeek week={store.week} locale={locale} text={t} showNotes={flag(block.props, 'showExceptions', true)} />
    </article>
  );
}

/** A store's days (today first, highlighted): each day's periods or "closed", and the exceptions' notes. */
export function OpeningWeek({
  week,
  locale,
  text: t,
  showNotes,
}: {
  week: StorefrontStoreValue['week'];
  locale: string;
  text: StorefrontText;
  showNotes: boolean;
}) {
  return (
    <ul className="flex flex-col">
      {week.map((day, i) => {
        const today = i === 0;
        return (
          <li
            key={day.date}
            aria-current={today ? 'date' : undefined}
            className={`flex flex-wrap items-baseline gap-x-3 rounded px-2 py-1 text-sm ${today ? `font-semibold ${look.theme} ${look.fill}` : look.text}`}
          >
            <span className="w-24 shrink-0">
              {today ? t.today : weekdayOf(day.date, locale)}{' '}
              <span className={today ? '' : look.muted}>{monthDayOf(day.date)}</span>
            </span>
            <span className="tabular-nums">{dayHours(day, t)}</span>
            {showNotes && day.note && (
              <span className={`basis-full pl-0 text-xs font-normal ${look.muted}`}>{day.note}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A day's periods as text ('09:00–12:00, 13:00–21:00'), or "closed". */
export function dayHours(day: StorefrontStoreValue['week'][number], t: StorefrontText): string {
  return day.periods.length ? day.periods.map((period) => `${period.opens}–${period.closes}`).join(', ') : t.closedDay;
}
