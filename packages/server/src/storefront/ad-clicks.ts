/**
 * Who may count an ad click (ASVS 5.0 2.4.1). A visitor is the client address with its user-agent: it needs no
 * cookie (a scripted clicker drops cookies, and a storefront needs no consent banner for this), and it still tells
 * apart the phones behind one shop's shared connection. Only SHA-256 hashes are stored: the visitor's hash also
 * covers the day and the ad, so rows cannot be linked across ads or days, and past days' rows are deleted.
 * Each address may send AD_CLICK_LIMIT clicks per window (auth/window-counter.ts), then gets 429.
 */
import { createHash } from 'node:crypto';
import { ResultCode } from '@soundboard/contract';
import { lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { countInWindow } from '../auth/window-counter';
import type { Tx } from '../db/client';
import { adClickVisitors } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';

/** Clicks one address may send per window: many visitors may share a shop's connection, no person clicks this often. */
export const AD_CLICK_LIMIT = 120;
export const AD_CLICK_WINDOW_MS = 10 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Counts this request against the address's window; a 429 past the limit, before any other work. */
export async function takeAdClickSlot(c: Context<AppEnv>): Promise<void> {
  const hits = await countInWindow(c, `ad-click:${sha256(clientAddress(c))}`, AD_CLICK_WINDOW_MS);
  if (hits > AD_CLICK_LIMIT) throw new ApiError(ResultCode.TooManyRequests);
}

/**
 * Records that this visitor clicked this ad today: true the first time (the click counts), false after. Yesterday's
 * rows go at each first click, so the table stays small (the caller then drops closed windows, outside `tx`).
 */
export async function firstClickToday(c: Context<AppEnv>, tx: Tx, adId: number): Promise<boolean> {
  const day = c.var.deps.now().toISOString().slice(0, 10);
  const visitor = sha256([day, adId, clientAddress(c), c.req.header('user-agent') ?? ''].join('\n'));
  const [row] = await tx
    .insert(adClickVisitors)
    .values({ visitor, day })
    .onConflictDoNothing()
    .returning({ visitor: adClickVisitors.visitor });
  if (!row) return false;
  await tx.delete(adClickVisitors).where(lt(adClickVisitors.day, day));
  return true;
}
