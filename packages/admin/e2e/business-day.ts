/**
 * A time later today as the server counts days (contract businessDay: China time), for tests whose record must be
 * due "today". Near the day's end the time is brought forward so that it stays today with `margin` minutes to
 * spare for the rest of the walk; only in the day's last few minutes does the test wait for the new day (at most
 * `margin` + 1 minutes), so it never depends on the hour it runs at and never waits long.
 */
import { businessDay } from '@soundboard/contract';

const MINUTE_MS = 60_000;

/** When the business day of `instant` ends (the next midnight in China time). */
function dayEnd(instant: Date): number {
  return new Date(`${businessDay(instant)}T00:00:00+08:00`).getTime() + 24 * 60 * MINUTE_MS;
}

/**
 * `minutes` from now, or earlier if the day ends sooner: at most `margin` minutes before the day's end, and at least
 * a whole minute ahead (the forms take the time to the minute).
 */
export async function laterToday(minutes: number, margin = 3): Promise<Date> {
  const pick = () => new Date(Math.min(Date.now() + minutes * MINUTE_MS, dayEnd(new Date()) - margin * MINUTE_MS));
  if (pick().getTime() >= Date.now() + 2 * MINUTE_MS) return pick();
  // The day ends within `margin` + 2 minutes: wait until the new day has begun.
  const today = businessDay();
  while (businessDay() === today) await new Promise((resolve) => setTimeout(resolve, 5_000));
  return pick();
}
