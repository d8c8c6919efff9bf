/**
 * The one fixed-window counter over public_rate_limits (the public routes' limit and failed API tokens): one
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING, so parallel requests from any process each get their own count
 * (the row lock orders them). A window older than `windowMs` starts again at 1.
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { publicRateLimits } from '../db/schema';
import type { AppEnv } from '../http/env';

/** Counts one hit under `key` and answers the hits in its current window, this one included. */
export async function countInWindow(c: Context<AppEnv>, key: string, windowMs: number): Promise<number> {
  const { db, now } = c.var.deps;
  const at = now();
  const windowOpen = new Date(at.getTime() - windowMs);
  const stale = sql`${publicRateLimits.windowStart} <= ${windowOpen.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(publicRateLimits)
    .values({ key, windowStart: at, hits: 1 })
    .onConflictDoUpdate({
      target: publicRateLimits.key,
      set: {
        hits: sql`case when ${stale} then 1 else ${publicRateLimits.hits} + 1 end`,
        windowStart: sql`case when ${stale} then excluded.window_start else ${publicRateLimits.windowStart} end`,
      },
    })
    .returning({ hits: publicRateLimits.hits });
  return row?.hits ?? 0;
}
