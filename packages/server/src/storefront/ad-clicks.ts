/**
 * Who may count an ad click (ASVS 5.0 2.4.1): one click per visitor, ad and day (./visitor.ts: the client address
 * with its user-agent, stored only as a SHA-256 hash with the day and the ad). Each address may send
 * AD_CLICK_LIMIT clicks per window (auth/window-counter.ts), then gets 429.
 */
import { ResultCode } from '@soundboard/contract';
import type { Context } from 'hono';
import { countInWindow } from '../auth/window-counter';
import type { Tx } from '../db/client';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { firstVisitToday, sha256 } from './visitor';

/** Clicks one address may send per window: many visitors may share a shop's connection, no person clicks this often. */
export const AD_CLICK_LIMIT = 120;
export const AD_CLICK_WINDOW_MS = 10 * 60 * 1000;

/** Counts this request against the address's window; a 429 past the limit, before any other work. */
export async function takeAdClickSlot(c: Context<AppEnv>): Promise<void> {
  const hits = await countInWindow(c, `ad-click:${sha256(clientAddress(c))}`, AD_CLICK_WINDOW_MS);
  if (hits > AD_CLICK_LIMIT) throw new ApiError(ResultCode.TooManyRequests);
}

/**
 * Records that this visitor clicked this ad today: true the first time (the click counts), false after (the
 * caller then drops closed windows, outside `tx`).
 */
export const firstClickToday = (c: Context<AppEnv>, tx: Tx, adId: number): Promise<boolean> =>
  firstVisitToday(c, tx, 'ad-click', adId);
