/**
 * Credit notes (red-letter invoices, issue 22): reverse an issued invoice wholly or the given quantities of its
 * lines, never more than is left. The credit note is its own invoice row (documentKind creditNote, originalId,
 * negative amounts, its own number sequence), issued at once. The original becomes `reversed` when nothing is
 * left; its needsReversal flag is cleared once the credit notes cover what was refunded on the order.
 */
import { type CreditNoteInput, invoice, lineTax, taxTotals } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import type { Tx } from '../db/client';
import { invoiceLines, invoices } from '../db/schema/finance';
import { saleOrders } from '../db/schema/orders';
import { fieldError, refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { invoiceRefused } from './invoice-binding';
import { creditOf, type InvoiceRow, linesOf, type NewInvoiceLine } from './invoice-lines';
import { moveInvoice } from './invoice-moves';
import { nextDocumentNumber } from './numbering';

type Wanted = NonNullable<CreditNoteInput['lines']>;

export async function issueCreditNote(
  c: Context<AppEnv>,
  tx: Tx,
  original: InvoiceRow,
  wanted: Wanted | undefined,
): Promise<InvoiceRow> {
  if (original.documentKind !== 'invoice') throw refused('invoice.notInvoice');
  if (original.status !== 'issued') throw await invoiceRefused({ c }, 'invoice.notIssued', original.status);
  const now = c.var.deps.now();
  const lines = await linesOf(tx, original.id);
  const credit = await creditOf(tx, original);
  const left = new Map(credit.lines.map((line) => [line.lineId, line]));
  // Absent: everything left of every line.
  const asked = wanted ?? credit.lines.map((line) => ({ lineId: line.lineId, quantity: line.remainingQuantity }));
  const noteLines: NewInvoiceLine[] = [];
  for (const [index, { lineId, quantity }] of asked.entries()) {
    const line = lines.find((candidate) => candidate.id === lineId);
    const remaining = left.get(lineId);
    if (!line || !remaining) throw fieldError(c, `lines.${index}.lineId`, 'invoice.unknownLine');
    if (quantity === 0) continue;
    if (quantity > remaining.remainingQuantity)
      throw fieldError(c, `lines.${index}.quantity`, 'invoice.beyondRemaining', {
        remaining: String(remaining.remainingQuantity),
      });
    // The last units take exactly what is left, so a line credited in parts sums to its gross to the fen.
    const gross =
      quantity === remaining.remainingQuantity
        ? remaining.remainingGross
        : Math.min(remaining.remainingGross, roundHalfUp(line.grossAmount * quantity, line.quantity));
    remaining.remainingQuantity -= quantity;
    remaining.remainingGross -= gross;
    noteLines.push({
      sort: line.sort,
      description: line.description,
      quantity: -quantity,
      unitPrice: -line.unitPrice,
      taxRateBp: line.taxRateBp,
      ...lineTax(-gross, line.taxRateBp),
    });
  }
  if (noteLines.length === 0) throw refused('invoice.nothingLeft');
  const invoiceNo = await nextDocumentNumber(tx, 'creditNote', now);
  const userId = c.var.user.userId;
  const [note] = await tx
    .insert(invoices)
    .values({
      ...copiedHeader(original),
      invoiceNo,
      documentKind: 'creditNote',
      originalId: original.id,
      status: 'issued',
      requestedAt: now,
      issuedAt: now,
      needsReversal: false,
      ...taxTotals(noteLines),
      createdAt: now,
      updatedAt: now,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning();
  if (!note) throw new Error('credit note insert returned nothing');
  await tx.insert(invoiceLines).values(noteLines.map((line) => ({ ...line, invoiceId: note.id })));
  await audit(tx, c, { action: 'issue', entity: invoice.name, entityId: note.id, after: note });

  const creditedTotal = credit.creditedTotal - note.grossTotal;
  const [order] = await tx
    .select({ refundedAmount: saleOrders.refundedAmount })
    .from(saleOrders)
    .where(eq(saleOrders.id, original.saleOrderId));
  const fullyReversed = [...left.values()].every((line) => line.remainingQuantity === 0);
  const covered = original.needsReversal && creditedTotal >= (order?.refundedAmount ?? 0);
  if (fullyReversed || covered) {
    await moveInvoice(
      c,
      tx,
      original,
      'issued',
      {
        ...(fullyReversed ? { status: 'reversed' } : {}),
        ...(fullyReversed || covered ? { needsReversal: false } : {}),
      },
      'creditNote',
    );
  } else {
    await audit(tx, c, { action: 'creditNote', entity: invoice.name, entityId: original.id, after: note });
  }
  return note;
}

/** a × 1 / b rounded half up, for non-negative integers (a part of a line's gross). */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The buyer's details a credit note repeats from its original. */
function copiedHeader(original: InvoiceRow) {
  const { saleOrderId, headerKind, vatKind, title, taxId, bankName, bankAccount, address, phone, email, language } =
    original;
  return { saleOrderId, headerKind, vatKind, title, taxId, bankName, bankAccount, address, phone, email, language };
}
