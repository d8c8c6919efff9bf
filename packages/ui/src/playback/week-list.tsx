/** The week at phone width: one section per day (heading, opening hours, its slots as rows), in the same order. */
import { format } from '../i18n/messages';
import { WeekDayHead } from './week-day-head';
import { WeekSlotView } from './week-slot';
import type { WeekDay } from './week-types';
import type { WeekViewMessages } from './week-view.messages';

/** What the grid and the list both draw from (WeekView keeps the state). */
export interface WeekPartsProps {
  days: readonly WeekDay[];
  startHour: number;
  endHour: number;
  locale: string;
  today?: string;
  activeKey: string | null;
  onFocusSlot: (key: string) => void;
  onSelectSlot?: (key: string) => void;
  slotRef: (key: string) => (element: HTMLElement | null) => void;
  idPrefix: string;
  t: WeekViewMessages;
}

export function WeekList(props: WeekPartsProps) {
  const { t } = props;
  return (
    <div className="flex flex-col divide-y divide-default">
      {props.days.map((day, index) => {
        const headId = `${props.idPrefix}-day-${index}`;
        return (
          <section key={day.date} aria-labelledby={headId} className="flex flex-col gap-1.5 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3>
                <WeekDayHead day={day} id={headId} isToday={day.date === props.today} locale={props.locale} t={t} />
              </h3>
              <span className="text-xs text-muted">
                {day.open === null
                  ? t.closed
                  : format(t.open, { hours: day.open.map((range) => `${range.opens}–${range.closes}`).join(' ') })}
              </span>
            </div>
            {day.slots.length === 0 ? (
              <p className="text-sm text-muted">{t.noSlots}</p>
            ) : (
              <div className="flex flex-col gap-1">
                {day.slots.map((slot) => (
                  <WeekSlotView
                    key={slot.key}
                    slot={slot}
                    dayLabel={day.label}
                    isActive={slot.key === props.activeKey}
                    onFocus={props.onFocusSlot}
                    onSelect={props.onSelectSlot}
                    ref={props.slotRef(slot.key)}
                    t={t}
                    row
                  />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
