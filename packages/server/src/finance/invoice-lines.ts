/**
 * An invoice's lines: made from the order's lines at issue (tax-inclusive amounts, contract finance/tax.ts), and
 * what credit notes took of them. A credit note's line carries the `sort` of the original line it credits, which
 * is how the credited quantity of each original line is found.
 */
import { type InvoiceCredit, type InvoiceLineCredit, lineTax } from '@soundboard/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { invoiceLines, invoices } from '../db/schema/finance';
import { saleOrderLines } from '../db/schema/orders';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

/** The order's lines as invoice lines at `rateBp`; the unit price is the line's amount per unit (rounded). */
export async function linesFromOrder(tx: Tx, orderId: number, rateBp: number): Promise<NewInvoiceLine[]> {
  const lines = await tx
    .select()
    .from(saleOrderLines)
    .where(eq(saleOrderLines.orderId, orderId))
    .orderBy(asc(saleOrderLines.lineNo), asc(saleOrderLines.id));
  return lines
    .filter((line) => line.amount > 0)
    .map((line, index) => ({
      sort: index + 1,
      description: `${line.name} (${line.sku})`.slice(0, 200),
      quantity: line.qty,
      // A discounted line's amount need not divide by its quantity: the gross is the order's amount, exactly.
      unitPrice: Math.round(line.amount / line.qty),
      taxRateBp: rateBp,
      ...lineTax(line.amount, rateBp),
    }));
}

export async function linesOf(db: Db | Tx, invoiceId: number): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.sort), asc(invoiceLines.id));
}

/** The issued credit notes of an invoice. */
export async function creditNotesOf(db: Db | Tx, originalId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.originalId, originalId),
        eq(invoices.documentKind, 'creditNote'),
        inArray(invoices.status, ['issued']),
      ),
    )
    .orderBy(asc(invoices.id));
}

/** What was credited of each line of `original` and what is left (positive quantities and fen). */
export async function creditOf(db: Db | Tx, original: InvoiceRow): Promise<InvoiceCredit> {
  const lines = await linesOf(db, original.id);
  const notes = await creditNotesOf(db, original.id);
  const noteLines =
    notes.length === 0
      ? []
      : await db
          .select()
          .from(invoiceLines)
          .where(
            inArray(
              invoiceLines.invoiceId,
              notes.map((note) => note.id),
            ),
          );
  const credits: InvoiceLineCredit[] = lines.map((line) => {
    const taken = noteLines.filter((noteLine) => noteLine.sort === line.sort);
    const creditedQuantity = -taken.reduce((sum, noteLine) => sum + noteLine.quantity, 0);
    const creditedGross = -taken.reduce((sum, noteLine) => sum + noteLine.grossAmount, 0);
    return {
      lineId: line.id,
      quantity: line.quantity,
      grossAmount: line.grossAmount,
      creditedQuantity,
      creditedGross,
      remainingQuantity: line.quantity - creditedQuantity,
      remainingGross: line.grossAmount - creditedGross,
    };
  });
  const creditedTotal = credits.reduce((sum, line) => sum + line.creditedGross, 0);
  return {
    creditedTotal,
    remainingTotal: original.grossTotal - creditedTotal,
    lines: credits,
    creditNotes: notes.map((note) => ({
      id: note.id,
      invoiceNo: note.invoiceNo ?? '',
      grossTotal: note.grossTotal,
      issuedAt: note.issuedAt?.toISOString() ?? '',
    })),
  };
}
