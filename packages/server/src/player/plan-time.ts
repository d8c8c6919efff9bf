/**
 * Local days and times of the stores' schedules: China time (UTC+8 all year, contract business-day.ts), so a
 * 'YYYY-MM-DD' date and an 'HH:MM' time ('24:00' is the next midnight) name one instant wherever the server runs.
 */
import { businessDay, isoWeekday } from '@soundboard/contract';

const DAY_MS = 86_400_000;

/** The instant of a local date and time of day. */
export const localInstant = (date: string, time: string): Date => {
  const [hours, minutes] = time.split(':').map(Number);
  const midnight = new Date(`${date}T00:00:00+08:00`).getTime();
  return new Date(midnight + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000);
};

/** The date `offset` days after `date`. */
export const addDays = (date: string, offset: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the local week holding this instant. */
export const mondayOf = (instant: Date): string => {
  const today = businessDay(instant);
  return addDays(today, 1 - isoWeekday(today));
};

/** Minutes since midnight of an 'HH:MM' ('24:00' is 1440). */
export const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** Whether two [starts, ends) ranges of a day share a minute (touching ends do not). */
export const timesOverlap = (a: { starts: string; ends: string }, b: { starts: string; ends: string }): boolean =>
  minutesOf(a.starts) < minutesOf(b.ends) && minutesOf(b.starts) < minutesOf(a.ends);
