/**
 * Two schedules of one store may not share a weekday and overlapping times, nor two exceptions a date and
 * overlapping times (ranges are [starts, ends): one ending at 12:00 and the next starting at 12:00 is fine).
 * The write locks the store's row first (FOR UPDATE, in its transaction), so two writes for the same store take
 * turns and the second sees the first's record: parallel creates cannot both pass.
 */
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { musicTemplates, playExceptions, playSchedules, stores } from '../db/schema';
import { timesOverlap } from './plan-time';

/** Locks the store until the transaction ends; false when there is none with this id. */
export async function lockStore(tx: Tx, storeId: number): Promise<boolean> {
  const [row] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
  return Boolean(row);
}

export interface WeeklyRange {
  weekdays: readonly string[];
  starts: string;
  ends: string;
}

export interface ScheduleClash {
  /** The other schedule's playlist. */
  playlist: string;
  /** The weekdays both have, in order. */
  weekdays: string[];
  starts: string;
  ends: string;
}

/** The first other schedule of the store that shares a weekday and a minute with `range`, or null. */
export async function scheduleClash(
  tx: Tx,
  storeId: number,
  range: WeeklyRange,
  exceptId: number | null,
): Promise<ScheduleClash | null> {
  const others = await tx
    .select({
      weekdays: playSchedules.weekdays,
      starts: playSchedules.starts,
      ends: playSchedules.ends,
      playlist: musicTemplates.name,
    })
    .from(playSchedules)
    .innerJoin(musicTemplates, eq(musicTemplates.id, playSchedules.musicTemplateId))
    .where(and(eq(playSchedules.storeId, storeId), exceptId === null ? undefined : ne(playSchedules.id, exceptId)))
    .orderBy(playSchedules.starts, playSchedules.id);
  for (const other of others) {
    const shared = (other.weekdays ?? []).filter((day) => range.weekdays.includes(day)).sort();
    if (shared.length > 0 && timesOverlap(range, other))
      return { playlist: other.playlist, weekdays: shared, starts: other.starts, ends: other.ends };
  }
  return null;
}

export interface DatedRange {
  dateFrom: string;
  dateTo: string;
  starts: string;
  ends: string;
}

export interface ExceptionClash {
  /** The other exception's playlist; null for silence. */
  playlist: string | null;
  note: string;
  /** The dates both cover. */
  dateFrom: string;
  dateTo: string;
  starts: string;
  ends: string;
}

/** The first other exception of the store whose dates meet `range`'s and whose times overlap, or null. */
export async function exceptionClash(
  tx: Tx,
  storeId: number,
  range: DatedRange,
  exceptId: number | null,
): Promise<ExceptionClash | null> {
  const others = await tx
    .select({
      dateFrom: playExceptions.dateFrom,
      dateTo: playExceptions.dateTo,
      starts: playExceptions.starts,
      ends: playExceptions.ends,
      note: playExceptions.note,
      playlist: musicTemplates.name,
    })
    .from(playExceptions)
    .leftJoin(musicTemplates, eq(musicTemplates.id, playExceptions.musicTemplateId))
    .where(
      and(
        eq(playExceptions.storeId, storeId),
        exceptId === null ? undefined : ne(playExceptions.id, exceptId),
        lte(playExceptions.dateFrom, range.dateTo),
        gte(playExceptions.dateTo, range.dateFrom),
      ),
    )
    .orderBy(playExceptions.dateFrom, playExceptions.starts, playExceptions.id);
  const other = others.find((candidate) => timesOverlap(range, candidate));
  if (!other) return null;
  return {
    playlist: other.playlist,
    note: other.note ?? '',
    dateFrom: other.dateFrom > range.dateFrom ? other.dateFrom : range.dateFrom,
    dateTo: other.dateTo < range.dateTo ? other.dateTo : range.dateTo,
    starts: other.starts,
    ends: other.ends,
  };
}
