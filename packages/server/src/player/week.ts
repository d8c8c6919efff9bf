/**
 * A store's music week (contract StoreWeek): seven local dates from a Monday, each with the store's opening
 * periods that day (null: closed) and what plays (./plan.ts), titled with the playlists' names.
 */
import { periodsOn, type StoreWeek, type WeekSlot } from '@soundboard/contract';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { musicTemplates, storeExceptions, storeHours } from '../db/schema';
import { type PlanSlot, planFor } from './plan';
import { addDays, localInstant } from './plan-time';

/** 'HH:MM' of an instant within a local date ('24:00' for the next midnight). */
export function timeWithin(date: string, instant: Date): string {
  const minutes = Math.round((instant.getTime() - localInstant(date, '00:00').getTime()) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

async function playlistNames(db: Db | Tx, slots: PlanSlot[]): Promise<Map<number, string>> {
  const ids = [...new Set(slots.flatMap((slot) => (slot.musicTemplateId === null ? [] : [slot.musicTemplateId])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: musicTemplates.id, name: musicTemplates.name })
    .from(musicTemplates)
    .where(inArray(musicTemplates.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The week of the store from `monday` (a local date). */
export async function storeWeek(db: Db | Tx, storeId: number, monday: string): Promise<StoreWeek> {
  const sunday = addDays(monday, 6);
  const [hours, exceptions, slots] = await Promise.all([
    db
      .select({ weekday: storeHours.weekday, opens: storeHours.opens, closes: storeHours.closes })
      .from(storeHours)
      .where(eq(storeHours.storeId, storeId)),
    db
      .select({
        date: storeExceptions.date,
        closed: storeExceptions.closed,
        opens: storeExceptions.opens,
        closes: storeExceptions.closes,
      })
      .from(storeExceptions)
      .where(
        and(eq(storeExceptions.storeId, storeId), gte(storeExceptions.date, monday), lte(storeExceptions.date, sunday)),
      ),
    planFor(db, storeId, localInstant(monday, '00:00'), localInstant(addDays(monday, 7), '00:00')),
  ]);
  const names = await playlistNames(db, slots);
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    const open = periodsOn(date, hours, exceptions);
    const daySlots: WeekSlot[] = slots
      .filter((slot) => slot.date === date)
      .map((slot) => ({
        starts: timeWithin(date, slot.from),
        ends: timeWithin(date, slot.to),
        musicTemplateId: slot.musicTemplateId,
        title: slot.musicTemplateId === null ? null : (names.get(slot.musicTemplateId) ?? null),
        source: slot.source,
        sourceId: slot.sourceId,
        note: slot.note,
      }));
    return { date, weekday: index + 1, open: open.length > 0 ? open : null, slots: daySlots };
  });
  return { storeId, from: monday, days };
}
