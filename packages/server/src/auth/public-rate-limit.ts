/**
 * Rate limit of the public account routes (register, forgot password) per client address: a fixed window
 * counter per route and address in public_rate_limits, taken with one INSERT ... ON CONFLICT DO UPDATE ...
 * RETURNING, so parallel requests from any process each get their own count (the row lock orders them) and at
 * most LIMIT pass per window. Taken before anything costly (argon2, the policy list): a refused request costs one
 * statement.
 */
import { ResultCode } from '@soundboard/contract';
import { lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { publicRateLimits } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';

export const PUBLIC_WINDOW_MS = 60 * 60 * 1000;
/** Requests one address may file per route and window: enough for a typo or two, too few to flood. */
export const PUBLIC_LIMIT = 10;

export type PublicRoute = 'register' | 'forgot-password';

/** Counts this request; a 429 when the address has used up its window. */
export async function takePublicSlot(c: Context<AppEnv>, route: PublicRoute): Promise<void> {
  const { db, now } = c.var.deps;
  const at = now();
  const windowOpen = new Date(at.getTime() - PUBLIC_WINDOW_MS);
  const key = `${route}:${clientAddress(c)}`;
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
  if ((row?.hits ?? 0) > PUBLIC_LIMIT) throw new ApiError(ResultCode.TooManyRequests);
}

/** Drops counters whose window has closed (called when requests are filed, so the table stays small). */
export async function forgetClosedWindows(c: Context<AppEnv>): Promise<void> {
  const { db, now } = c.var.deps;
  await db
    .delete(publicRateLimits)
    .where(lt(publicRateLimits.windowStart, new Date(now().getTime() - PUBLIC_WINDOW_MS)));
}
