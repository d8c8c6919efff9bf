/**
 * A store's music plan: which playlist (or silence) plays when, from its weekly schedules and its exceptions
 * (contract resources/defs/play-schedule.ts). On a date an exception covers, only that date's exceptions apply;
 * otherwise the schedules of its weekday. Used by the week view (./week-routes.ts) and the players' timeline.
 */
import { businessDay, isoWeekday } from '@soundboard/contract';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { playExceptions, playSchedules } from '../db/schema';
import { addDays, localInstant } from './plan-time';

export interface PlanSlot {
  from: Date;
  to: Date;
  /** The local date ('YYYY-MM-DD') the slot belongs to. */
  date: string;
  /** Null: silence (an exception without a playlist). */
  musicTemplateId: number | null;
  source: 'weekly' | 'exception';
  sourceId: number;
  note: string;
}

export interface PlanSchedule {
  id: number;
  musicTemplateId: number;
  weekdays: readonly string[];
  starts: string;
  ends: string;
  note: string;
}

export interface PlanException {
  id: number;
  musicTemplateId: number | null;
  dateFrom: string;
  dateTo: string;
  starts: string;
  ends: string;
  note: string;
}

/** One local date's slots, unsorted. */
function daySlots(input: { schedules: readonly PlanSchedule[]; exceptions: readonly PlanException[] }, date: string) {
  const slot = (
    range: { starts: string; ends: string; note: string; id: number },
    musicTemplateId: number | null,
    source: PlanSlot['source'],
  ): PlanSlot => ({
    from: localInstant(date, range.starts),
    to: localInstant(date, range.ends),
    date,
    musicTemplateId,
    source,
    sourceId: range.id,
    note: range.note,
  });
  const exceptions = input.exceptions.filter((exception) => exception.dateFrom <= date && date <= exception.dateTo);
  if (exceptions.length > 0)
    return exceptions.map((exception) => slot(exception, exception.musicTemplateId, 'exception'));
  const weekday = String(isoWeekday(date));
  return input.schedules
    .filter((schedule) => schedule.weekdays.includes(weekday))
    .map((schedule) => slot(schedule, schedule.musicTemplateId, 'weekly'));
}

/**
 * Every slot that meets [from, to), whole (not clipped), sorted by its start. A slot lies within its local date
 * (a night past midnight is two schedules), so only the dates from `from`'s to the one before `to` can meet it.
 */
export function planSlots(
  input: { schedules: readonly PlanSchedule[]; exceptions: readonly PlanException[] },
  from: Date,
  to: Date,
): PlanSlot[] {
  if (to.getTime() <= from.getTime()) return [];
  const last = businessDay(new Date(to.getTime() - 1));
  const slots: PlanSlot[] = [];
  for (let date = businessDay(from); date <= last; date = addDays(date, 1)) {
    for (const slot of daySlots(input, date))
      if (slot.from.getTime() < to.getTime() && slot.to.getTime() > from.getTime()) slots.push(slot);
  }
  return slots.sort((a, b) => a.from.getTime() - b.from.getTime() || a.sourceId - b.sourceId);
}

/** A store's plan for [from, to), read from its schedules and the exceptions of those dates. */
export async function planFor(db: Db | Tx, storeId: number, from: Date, to: Date): Promise<PlanSlot[]> {
  const first = businessDay(from);
  const last = businessDay(new Date(Math.max(from.getTime(), to.getTime() - 1)));
  const [schedules, exceptions] = await Promise.all([
    db
      .select({
        id: playSchedules.id,
        musicTemplateId: playSchedules.musicTemplateId,
        weekdays: playSchedules.weekdays,
        starts: playSchedules.starts,
        ends: playSchedules.ends,
        note: playSchedules.note,
      })
      .from(playSchedules)
      .where(eq(playSchedules.storeId, storeId)),
    db
      .select({
        id: playExceptions.id,
        musicTemplateId: playExceptions.musicTemplateId,
        dateFrom: playExceptions.dateFrom,
        dateTo: playExceptions.dateTo,
        starts: playExceptions.starts,
        ends: playExceptions.ends,
        note: playExceptions.note,
      })
      .from(playExceptions)
      .where(
        and(eq(playExceptions.storeId, storeId), lte(playExceptions.dateFrom, last), gte(playExceptions.dateTo, first)),
      ),
  ]);
  return planSlots({ schedules, exceptions }, from, to);
}
