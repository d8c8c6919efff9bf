/**
 * Gap-free document numbers (issue 22): a database sequence may skip values on a rollback, a tax authority's
 * invoice numbers must not, so each kind counts per year on a gap-free counter (`invoice:2026`, `creditNote:2026`:
 * ../db/counters.ts) inside the issuing transaction.
 */
import { businessDay, type INVOICE_NUMBER_PREFIX, invoiceNumber } from '@soundboard/contract';
import type { Tx } from '../db/client';
import { nextCount } from '../db/counters';

export type NumberedKind = keyof typeof INVOICE_NUMBER_PREFIX;

/** The next number of `kind` in the China-calendar year of `now`; must run in the transaction that uses it. */
export async function nextDocumentNumber(tx: Tx, kind: NumberedKind, now: Date): Promise<string> {
  const year = Number(businessDay(now).slice(0, 4));
  const next = await nextCount(tx, `${kind}:${year}`);
  return invoiceNumber(kind, year, next);
}
