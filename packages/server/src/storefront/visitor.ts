/**
 * Who a storefront visitor is, for counting things once per visitor and day (an ad's click, an article's view):
 * the client address with its user-agent. It needs no cookie (a scripted clicker drops cookies, and a storefront
 * needs no consent banner for this), and it still tells apart the phones behind one shop's shared connection.
 * Only SHA-256 hashes are stored (ad_click_visitors, named after its first use): each hash also covers the day,
 * the scope and the id, so rows cannot be linked across things counted or days, and past days' rows are deleted.
 */
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import { adClickVisitors } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What is counted once per visitor and day. */
export type VisitScope = 'ad-click' | 'article-view';

/**
 * Records that this visitor met this thing today: true the first time (it counts), false after. Yesterday's rows
 * go at each first visit, so the table stays small.
 */
export async function firstVisitToday(c: Context<AppEnv>, tx: Tx, scope: VisitScope, id: number): Promise<boolean> {
  const day = c.var.deps.now().toISOString().slice(0, 10);
  const visitor = sha256([day, scope, id, clientAddress(c), c.req.header('user-agent') ?? ''].join('\n'));
  const [row] = await tx
    .insert(adClickVisitors)
    .values({ visitor, day })
    .onConflictDoNothing()
    .returning({ visitor: adClickVisitors.visitor });
  if (!row) return false;
  await tx.delete(adClickVisitors).where(lt(adClickVisitors.day, day));
  return true;
}
