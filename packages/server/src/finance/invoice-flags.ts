/**
 * A refund paid on an invoiced order: its issued invoice must be reversed with a credit note, so it is flagged
 * (issue 22). Called by the refund's payment inside its own transaction; a credit note covering the refund clears
 * the flag again (invoice-credit-note.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { invoices } from '../db/schema/finance';

/** Flags the order's issued invoice (if any) as needing reversal; returns the ids flagged. */
export async function flagInvoicesForRefund(tx: Tx, saleOrderId: number, now: Date): Promise<number[]> {
  const flagged = await tx
    .update(invoices)
    .set({ needsReversal: true, updatedAt: now, version: sql`${invoices.version} + 1` })
    .where(
      and(
        eq(invoices.saleOrderId, saleOrderId),
        eq(invoices.documentKind, 'invoice'),
        eq(invoices.status, 'issued'),
        eq(invoices.needsReversal, false),
      ),
    )
    .returning({ id: invoices.id });
  return flagged.map((row) => row.id);
}
