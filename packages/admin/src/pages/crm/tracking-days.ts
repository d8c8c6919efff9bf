/**
 * The pure parts of the tracking page: the timeline's entries newest first and grouped by calendar day (in the
 * browser's time zone unless told), and the date and time a salesperson types turned into the instant the API
 * takes, and back.
 */
import type { TimelineEntry } from '@soundboard/contract';

export interface TimelineDay {
  /** 'YYYY-MM-DD' in the time zone asked for. */
  day: string;
  entries: TimelineEntry[];
}

/** The calendar day of an instant in `timeZone` (the browser's when absent), as 'YYYY-MM-DD'. */
export function dayOf(iso: string, timeZone?: string): string {
  // en-CA writes days as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
}

/** A stable key for an entry: follow-ups and documents have ids of their own tables. */
export const entryKey = (entry: TimelineEntry) => `${entry.kind}-${entry.id}`;

/** Entries from any sources (follow-ups, orders, receipts …) merged newest first; those of one instant keep their order. */
export function newestFirst(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The entries newest first, cut into days, newest day first. */
export function groupByDay(entries: readonly TimelineEntry[], timeZone?: string): TimelineDay[] {
  const days: TimelineDay[] = [];
  for (const entry of newestFirst(entries)) {
    const day = dayOf(entry.at, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

/** A day ('YYYY-MM-DD') and a time ('HH:mm') in the browser's time zone as an ISO instant; null when either is missing. */
export function instantOf(day: string | null, time: string | null): string | null {
  if (!day || !time) return null;
  const local = new Date(`${day}T${time}:00`);
  return Number.isNaN(local.getTime()) ? null : local.toISOString();
}

/** An ISO instant as the browser-local day and time a form shows. */
export function splitInstant(iso: string | null): { day: string | null; time: string | null } {
  if (!iso) return { day: null, time: null };
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}
