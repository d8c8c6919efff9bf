/**
 * Gap-free counters (document_counters): the row of `scope` is locked and advanced inside the caller's transaction,
 * so a rolled-back write gives its value back and two concurrent writes wait for each other instead of sharing one.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { documentCounters } from './schema/finance';

/** The next value of `scope`'s counter (1 for a new scope); must run in the transaction that uses it. */
export async function nextCount(tx: Tx, scope: string): Promise<number> {
  await tx.insert(documentCounters).values({ scope, last: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .update(documentCounters)
    .set({ last: sql`${documentCounters.last} + 1` })
    .where(eq(documentCounters.scope, scope))
    .returning({ last: documentCounters.last });
  if (!counter) throw new Error(`counter ${scope} missing`);
  return counter.last;
}
