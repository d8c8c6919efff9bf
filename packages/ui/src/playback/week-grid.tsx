/**
 * The week as a time grid: hours down the side, a column per day, the opening hours shaded behind, closed days
 * greyed, and the slots as blocks placed by their times. Each column is a group named by its heading.
 */
import { cn } from '../lib/cn';
import { WeekDayHead } from './week-day-head';
import { placeSpan } from './week-layout';
import type { WeekPartsProps } from './week-list';
import { WeekSlotView } from './week-slot';
import { closedHoursClass, openHoursClass } from './week-tones';
import type { WeekDay } from './week-types';
import type { WeekViewMessages } from './week-view.messages';

const HOUR_PX = 40;

const percent = (span: { top: number; height: number }) => ({ top: `${span.top}%`, height: `${span.height}%` });

function HourGutter({ startHour, endHour, t }: { startHour: number; endHour: number; t: WeekViewMessages }) {
  const hours = Array.from({ length: endHour - startHour + 1 }, (_, index) => startHour + index);
  return (
    <div aria-hidden="true" className="w-12 shrink-0">
      <div className="flex h-12 items-end pb-1 text-xs text-muted">{t.hours}</div>
      <div className="relative" style={{ height: (endHour - startHour) * HOUR_PX }}>
        {hours.map((hour) => (
          <span
            key={hour}
            className="absolute right-2 -translate-y-1/2 text-xs text-muted tabular-nums"
            style={{ top: `${((hour - startHour) / (endHour - startHour)) * 100}%` }}
          >
            {String(hour).padStart(2, '0')}:00
          </span>
        ))}
      </div>
    </div>
  );
}

function DayColumn({ day, index, ...props }: WeekPartsProps & { day: WeekDay; index: number }) {
  const { startHour, endHour, t, idPrefix } = props;
  const headId = `${idPrefix}-day-${index}`;
  const closed = day.open === null;
  return (
    <section aria-labelledby={headId} className="flex min-w-0 flex-1 flex-col border-l border-subtle">
      <div className="flex h-12 flex-col justify-end px-1.5 pb-1">
        <WeekDayHead day={day} id={headId} isToday={day.date === props.today} locale={props.locale} t={t} />
        <span className="truncate text-xs text-muted">
          {closed ? t.closed : day.open?.map((range) => `${range.opens}–${range.closes}`).join(' ')}
        </span>
      </div>
      <div
        className={cn(
          'relative border-t border-subtle',
          // The hour lines, over the closed and open shading (a pseudo-element above the bands, below the slots).
          'after:pointer-events-none after:absolute after:inset-0 after:bg-[linear-gradient(to_bottom,var(--sb-border-default)_1px,transparent_1px)] after:bg-size-[100%_40px]',
          closedHoursClass,
        )}
        style={{ height: (endHour - startHour) * HOUR_PX }}
      >
        {day.open?.map((range) => {
          const span = placeSpan(range.opens, range.closes, startHour, endHour);
          return (
            span && (
              <div
                key={`${range.opens}-${range.closes}`}
                aria-hidden="true"
                data-slot="open-hours"
                className={cn('absolute inset-x-0', openHoursClass)}
                style={percent(span)}
              />
            )
          );
        })}
        {day.slots.map((slot) => {
          const span = placeSpan(slot.starts, slot.ends, startHour, endHour);
          return (
            span && (
              <WeekSlotView
                key={slot.key}
                slot={slot}
                dayLabel={day.label}
                isActive={slot.key === props.activeKey}
                onFocus={props.onFocusSlot}
                onSelect={props.onSelectSlot}
                ref={props.slotRef(slot.key)}
                t={t}
                style={percent(span)}
                compact={(span.height / 100) * (endHour - startHour) * HOUR_PX < 40}
              />
            )
          );
        })}
      </div>
    </section>
  );
}

export function WeekGrid(props: WeekPartsProps) {
  return (
    <div className="flex min-w-0 rounded-md border border-subtle bg-surface pr-1">
      <HourGutter startHour={props.startHour} endHour={props.endHour} t={props.t} />
      {props.days.map((day, index) => (
        <DayColumn key={day.date} day={day} index={index} {...props} />
      ))}
    </div>
  );
}
