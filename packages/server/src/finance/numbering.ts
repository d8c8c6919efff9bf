/**
 * Gap-free document numbers (issue 22): a database sequence may skip values on a rollback, a tax authority's
 * invoice numbers must not. One document_counters row per scope (`invoice:2026`, `creditNote:2026`) is locked
 * and advanced inside the issuing transaction, so a rolled-back issue gives its number back and two concurrent
 * issues wait for each other instead of sharing one.
 */
import { businessDay, type INVOICE_NUMBER_PREFIX, invoiceNumber } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { documentCounters } from '../db/schema/finance';

export type NumberedKind = keyof typeof INVOICE_NUMBER_PREFIX;

/** The next number of `kind` in the China-calendar year of `now`; must run in the transaction that uses it. */
export async function nextDocumentNumber(tx: Tx, kind: NumberedKind, now: Date): Promise<string> {
  const year = Number(businessDay(now).slice(0, 4));
  const scope = `${kind}:${year}`;
  await tx.insert(documentCounters).values({ scope, last: 0 }).onConflictDoNothing();
  const [counter] = await tx.select().from(documentCounters).where(eq(documentCounters.scope, scope)).for('update');
  if (!counter) throw new Error(`counter ${scope} missing`);
  const next = counter.last + 1;
  await tx
    .update(documentCounters)
    .set({ last: sql`${documentCounters.last} + 1` })
    .where(eq(documentCounters.scope, scope));
  return invoiceNumber(kind, year, next);
}
