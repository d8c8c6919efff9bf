/**
 * A time later today as the server counts days (contract businessDay: China time), for tests whose record must be
 * due "today". Near the day's end there is no such time far enough ahead: the test waits for the new day first
 * (at most a few minutes, a few minutes a day), so it never depends on the hour it runs at.
 */
import { businessDay } from '@soundboard/contract';

export async function laterToday(minutes: number): Promise<Date> {
  const ahead = () => new Date(Date.now() + minutes * 60_000);
  if (businessDay(ahead()) === businessDay()) return ahead();
  // Too late today for `minutes` more: wait until the new day has begun.
  const today = businessDay();
  while (businessDay() === today) await new Promise((resolve) => setTimeout(resolve, 5_000));
  return ahead();
}
