/**
 * Between the server's StoreWeek (contract player/api.ts) and the kit's WeekView: each slot gets a key that names
 * its record (so selecting it opens that schedule's or exception's dialog), and each playlist a colour index in
 * the order it first plays in the week, the same index the legend shows.
 */
import type { StoreWeek, WeekSlot } from '@soundboard/contract';

export interface WeekLegendItem {
  musicTemplateId: number;
  title: string;
  colorIndex: number;
}

export interface WeekViewSlot {
  key: string;
  starts: string;
  ends: string;
  title: string | null;
  tone: 'weekly' | 'exception';
  colorIndex: number;
}

export interface WeekViewDay {
  date: string;
  label: string;
  open: { opens: string; closes: string }[] | null;
  slots: WeekViewSlot[];
}

/** The record a slot came from. */
export interface SlotSource {
  source: WeekSlot['source'];
  id: number;
}

const DAY_MS = 86_400_000;

/** A slot's key: its record, then the day and start that make it unique in the week. */
export function slotKey(slot: WeekSlot, date: string): string {
  return `${slot.source}:${slot.sourceId}:${date}:${slot.starts}`;
}

export function slotSource(key: string): SlotSource | null {
  const [source, id] = key.split(':');
  if ((source !== 'weekly' && source !== 'exception') || !/^\d+$/.test(id ?? '')) return null;
  return { source, id: Number(id) };
}

/** The playlists of the week with their colour, in the order they first play (silence has none). */
export function weekLegend(week: StoreWeek): WeekLegendItem[] {
  const items = new Map<number, WeekLegendItem>();
  for (const day of week.days)
    for (const slot of [...day.slots].sort((a, b) => a.starts.localeCompare(b.starts)))
      if (slot.musicTemplateId !== null && !items.has(slot.musicTemplateId))
        items.set(slot.musicTemplateId, {
          musicTemplateId: slot.musicTemplateId,
          title: slot.title ?? '',
          colorIndex: items.size,
        });
  return [...items.values()];
}

/** The WeekView's days; `weekdayLabel` names a weekday (1 Monday … 7 Sunday). */
export function weekViewDays(week: StoreWeek, weekdayLabel: (weekday: number) => string): WeekViewDay[] {
  const colours = new Map(weekLegend(week).map((item) => [item.musicTemplateId, item.colorIndex]));
  return week.days.map((day) => ({
    date: day.date,
    label: weekdayLabel(day.weekday),
    open: day.open,
    slots: day.slots.map((slot) => ({
      key: slotKey(slot, day.date),
      starts: slot.starts,
      ends: slot.ends,
      title: slot.title,
      tone: slot.source,
      colorIndex: slot.musicTemplateId === null ? 0 : (colours.get(slot.musicTemplateId) ?? 0),
    })),
  }));
}

/** The Monday ('YYYY-MM-DD') `weeks` weeks after the one given (negative: before). */
export function shiftWeek(monday: string, weeks: number): string {
  return new Date(Date.parse(`${monday}T00:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** Weekdays ('1'…'7') in words: runs of three or more as a range ("Mon–Fri"), the rest one by one. */
export function weekdaysText(weekdays: readonly string[], name: (weekday: number) => string, separator = ', '): string {
  const days = [...new Set(weekdays.map(Number))].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === (days[j] as number) + 1) j += 1;
    const first = days[i] as number;
    const last = days[j] as number;
    if (j - i >= 2) parts.push(`${name(first)}–${name(last)}`);
    else for (let k = i; k <= j; k++) parts.push(name(days[k] as number));
    i = j + 1;
  }
  return parts.join(separator);
}
