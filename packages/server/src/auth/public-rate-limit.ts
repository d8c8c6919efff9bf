/**
 * Rate limit of the public account routes (register, forgot password) per client address: a fixed window
 * counter per route and address (window-counter.ts, safe across processes), so at most LIMIT pass per window.
 * Taken before anything costly (argon2, the policy list): a refused request costs one statement.
 */
import { ResultCode } from '@soundboard/contract';
import { lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { publicRateLimits } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { countInWindow } from './window-counter';

export const PUBLIC_WINDOW_MS = 60 * 60 * 1000;
/** Requests one address may file per route and window: enough for a typo or two, too few to flood. */
export const PUBLIC_LIMIT = 10;

export type PublicRoute = 'register' | 'forgot-password';

/** Counts this request; a 429 when the address has used up its window. */
export async function takePublicSlot(c: Context<AppEnv>, route: PublicRoute): Promise<void> {
  const hits = await countInWindow(c, `${route}:${clientAddress(c)}`, PUBLIC_WINDOW_MS);
  if (hits > PUBLIC_LIMIT) throw new ApiError(ResultCode.TooManyRequests);
}

/** Drops counters whose window has closed (called when requests are filed, so the table stays small). */
export async function forgetClosedWindows(c: Context<AppEnv>): Promise<void> {
  const { db, now } = c.var.deps;
  await db
    .delete(publicRateLimits)
    .where(lt(publicRateLimits.windowStart, new Date(now().getTime() - PUBLIC_WINDOW_MS)));
}
