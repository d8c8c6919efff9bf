/**
 * WeekView: a store's music week — seven day columns on a time grid (hours down the side), the opening hours
 * shaded behind, each slot a block placed by its times: a playlist in its colour, silence hatched, an exception
 * for that date with a dashed frame, dots and a calendar badge. Narrower than 640 px it becomes a list, one
 * section per day.
 * Keyboard: one slot is in the tab order; ←/→ go to the nearest slot of the previous / next day with any,
 * ↑/↓ to the previous / next slot of the same day, Home/End to the week's first / last; Enter or Space selects
 * (onSelectSlot). Each slot is named "Monday 09:00–12:00 Morning mix".
 */
import { type KeyboardEvent, useCallback, useContext, useId, useMemo, useRef, useState } from 'react';
import { UiLocaleContext } from '../i18n/locale-context';
import { toUiLocale } from '../i18n/messages';
import { cn } from '../lib/cn';
import { useNarrow } from '../page-editor/use-narrow';
import { usePlaybackText } from './use-playback-text';
import { WeekGrid } from './week-grid';
import { moveInWeek, type WeekMove } from './week-layout';
import { WeekList } from './week-list';
import type { WeekDay } from './week-types';
import { weekViewMessages } from './week-view.messages';

export { weekSwatchClass } from './week-tones';
export type { WeekDay, WeekSlot } from './week-types';

export interface WeekViewProps {
  /** Seven days, Monday first (or as the caller orders them). */
  days: readonly WeekDay[];
  /** Enter, Space or a click on a slot; without it the slots can be read but not opened. */
  onSelectSlot?: (key: string) => void;
  /** The grid's first and last hour (default 6–24). */
  startHour?: number;
  endHour?: number;
  locale?: string;
  /** 'YYYY-MM-DD': that day's heading is marked. */
  today?: string;
  className?: string;
}

const KEYS: Readonly<Record<string, WeekMove>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'home',
  End: 'end',
};

const NARROW = 640;

export function WeekView({
  days: given,
  onSelectSlot,
  startHour = 6,
  endHour = 24,
  locale,
  today,
  className,
}: WeekViewProps) {
  const t = usePlaybackText(weekViewMessages, locale);
  const contextLocale = useContext(UiLocaleContext);
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(box, NARROW);
  const idPrefix = useId();
  // Slots in reading order within each day, whatever order they came in.
  const days = useMemo(
    () => given.map((day) => ({ ...day, slots: [...day.slots].sort((a, b) => a.starts.localeCompare(b.starts)) })),
    [given],
  );
  const [focused, setFocused] = useState<string | null>(null);
  const keys = days.flatMap((day) => day.slots.map((slot) => slot.key));
  // The tab stop: the slot last focused while it still exists, else the week's first.
  const activeKey = focused !== null && keys.includes(focused) ? focused : (keys[0] ?? null);

  const elements = useRef(new Map<string, HTMLElement>());
  const slotRef = useCallback(
    (key: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[event.key];
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-slot="week-slot"]')?.dataset.key;
    if (!move || !from || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const to = moveInWeek(days, from, move);
    setFocused(to);
    elements.current.get(to)?.focus();
  };

  const parts = {
    days,
    startHour,
    endHour,
    locale: toUiLocale(locale ?? contextLocale ?? navigator.language),
    today,
    activeKey,
    onFocusSlot: setFocused,
    onSelectSlot,
    slotRef,
    idPrefix,
    t,
  };
  return (
    <div ref={box} data-slot="week-view" className={cn('flex min-w-0 flex-col gap-2', className)}>
      <section aria-label={t.week} onKeyDown={onKeyDown}>
        {narrow ? <WeekList {...parts} /> : <WeekGrid {...parts} />}
      </section>
      {keys.length > 0 && <p className="text-xs text-muted">{t.keys}</p>}
    </div>
  );
}
