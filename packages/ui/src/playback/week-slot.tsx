/**
 * One slot of the week view, in the grid (a block placed by time) or in the narrow list (a row). A button when
 * the caller can open slots, otherwise a focusable image with the same name; one slot of the week is in the tab
 * order at a time (roving tabindex: the arrows move between them, see WeekView).
 */
import type { CSSProperties, Ref } from 'react';
import { format } from '../i18n/messages';
import { IconCalendar } from '../icons/icons';
import { cn } from '../lib/cn';
import { focusRingNative } from '../lib/focus-ring';
import { slotToneClass } from './week-tones';
import type { WeekSlot } from './week-types';
import type { WeekViewMessages } from './week-view.messages';

const visuallyHidden = 'absolute size-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)]';

export const slotRange = (slot: WeekSlot) => `${slot.starts}–${slot.ends}`;

/** "Monday 09:00–12:00 Morning mix", "… Silence", "… (exception)". */
export function slotName(slot: WeekSlot, day: string, t: WeekViewMessages): string {
  const name = format(t.slotName, { day, range: slotRange(slot), title: slot.title ?? t.silence });
  return slot.tone === 'exception' ? format(t.exceptionName, { name }) : name;
}

export interface WeekSlotViewProps {
  slot: WeekSlot;
  dayLabel: string;
  isActive: boolean;
  onFocus: (key: string) => void;
  onSelect?: (key: string) => void;
  ref: Ref<HTMLElement>;
  t: WeekViewMessages;
  /** The narrow list's row (title and range side by side) instead of the grid's block. */
  row?: boolean;
  /** A short block in the grid (under an hour): title and range on one line. */
  compact?: boolean;
  style?: CSSProperties;
}

export function WeekSlotView({
  slot,
  dayLabel,
  isActive,
  onFocus,
  onSelect,
  ref,
  t,
  row,
  compact,
  style,
}: WeekSlotViewProps) {
  const common = {
    tabIndex: isActive ? 0 : -1,
    onFocus: () => onFocus(slot.key),
    'data-slot': 'week-slot',
    'data-key': slot.key,
    style,
    className: cn(
      'flex min-w-0 overflow-hidden rounded-sm text-left',
      row && 'w-full items-center gap-3 px-3 py-2',
      !row && 'absolute inset-x-1 z-10 px-1.5 focus-visible:z-20',
      !row && (compact ? 'items-center gap-1.5 text-xs' : 'flex-col py-0.5'),
      slotToneClass(slot),
      onSelect && 'cursor-pointer hover:brightness-95',
      focusRingNative,
    ),
  };
  // The name comes from the content, in reading order "Monday 09:00–12:00 Morning mix": the day and the
  // exception are there for assistive technology only; the grid shows the title above the range (CSS order).
  const content = (
    <>
      <span className={visuallyHidden}>{dayLabel} </span>
      <span className={cn('truncate text-xs tabular-nums', row ? 'w-24 shrink-0' : 'order-2 text-secondary')}>
        {slotRange(slot)}
      </span>{' '}
      <span
        className={cn('truncate font-medium', compact ? 'text-xs' : 'text-sm', row ? 'flex-1' : 'order-1 shrink-0')}
      >
        {slot.title ?? t.silence}
      </span>
      {slot.tone === 'exception' && (
        <>
          <span className={visuallyHidden}>{t.exceptionSuffix}</span>
          <span
            data-slot="exception-badge"
            aria-hidden="true"
            className={cn(
              'flex items-center gap-0.5 rounded-sm bg-elevated px-1 text-xs text-warning-text',
              row ? '' : 'absolute top-0.5 right-0.5',
            )}
          >
            <IconCalendar className="size-3" />
            {row && t.exception}
          </span>
        </>
      )}
    </>
  );
  return onSelect ? (
    <button {...common} ref={ref as Ref<HTMLButtonElement>} type="button" onClick={() => onSelect(slot.key)}>
      {content}
    </button>
  ) : (
    <div {...common} ref={ref as Ref<HTMLDivElement>} role="img" aria-label={slotName(slot, dayLabel, t)}>
      {content}
    </div>
  );
}
