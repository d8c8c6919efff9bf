/** The two steps every invoice change shares: lock it at the caller's version, then a conditional update. */
import { invoice } from '@soundboard/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import type { Tx } from '../db/client';
import { invoices } from '../db/schema/finance';
import type { AppEnv } from '../http/env';
import { notFound, versionConflict } from '../http/errors';
import type { InvoiceRow } from './invoice-lines';

/** The invoice locked for the change, at the caller's version. */
export async function lockedInvoice(tx: Tx, id: number, version: number): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw versionConflict();
  return row;
}

/** Writes `values` only if the invoice is still `from` at `before`'s version (the conditional update). */
export async function moveInvoice(
  c: Context<AppEnv>,
  tx: Tx,
  before: InvoiceRow,
  from: string,
  values: Partial<InvoiceRow>,
  action: string,
): Promise<InvoiceRow> {
  const now = c.var.deps.now();
  const [after] = await tx
    .update(invoices)
    .set({ ...values, version: sql`${invoices.version} + 1`, updatedAt: now, updatedBy: c.var.user.userId })
    .where(and(eq(invoices.id, before.id), eq(invoices.status, from), eq(invoices.version, before.version)))
    .returning();
  if (!after) throw versionConflict();
  await audit(tx, c, { action, entity: invoice.name, entityId: before.id, before, after });
  return after;
}
