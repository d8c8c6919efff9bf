/**
 * Invoice requests through the framework (issue 22): only for a paid order with no refund open and no other
 * invoice; special VAT needs the buyer's bank details; a company header its tax ID. Editable while requested,
 * never deleted (the definition's editableIn / deletableIn). Issue, reject and credit notes are ./invoice-routes.ts; an issued invoice never changes.
 */
import { invoice } from '@soundboard/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { invoices } from '../db/schema/finance';
import { wireRows } from '../domains/documents';
import { fieldError, Issues, refused } from '../domains/issues';
import { lockOrder, openRefundTotal } from '../domains/order-state';
import type { HookContext } from '../resources/binding';
import { defineBinding } from '../resources/binding';
import { labelsFor } from '../resources/labels';
import { creditOf, linesOf } from './invoice-lines';
import { askToIssue } from './invoice-notices';

/** A 409 naming the invoice's status in the caller's language. */
export async function invoiceRefused(ctx: Pick<HookContext, 'c'>, message: string, status: string | null) {
  const labels = await labelsFor(invoice, ctx.c.var.locale);
  return refused(message, { status: labels.value('status', status ?? '') });
}

/** The order's live invoice (requested, issued or reversed), if any besides `exceptId`. */
export async function liveInvoiceOf(tx: Tx, saleOrderId: number, exceptId?: number) {
  const [row] = await tx
    .select({ id: invoices.id, invoiceNo: invoices.invoiceNo })
    .from(invoices)
    .where(
      and(
        eq(invoices.saleOrderId, saleOrderId),
        eq(invoices.documentKind, 'invoice'),
        inArray(invoices.status, ['requested', 'issued', 'reversed']),
        exceptId === undefined ? undefined : ne(invoices.id, exceptId),
      ),
    );
  return row;
}

/** The order may be invoiced: paid in full, no refund open, no other invoice. Locks the order. */
export async function assertInvoiceable(ctx: HookContext, saleOrderId: number, exceptId?: number) {
  const order = await lockOrder(ctx.tx, saleOrderId);
  if (!order) throw fieldError(ctx.c, 'saleOrderId', 'validation.notFound');
  if ((await openRefundTotal(ctx.tx, order.id)) > 0) throw refused('invoice.refundOpen');
  if (order.payStatus !== 'paid') throw refused('invoice.orderNotPaid');
  const other = await liveInvoiceOf(ctx.tx, order.id, exceptId);
  if (other) throw refused('invoice.duplicate', { invoiceNo: other.invoiceNo || `#${other.id}` });
  return order;
}

export const invoiceBinding = defineBinding(invoice, {
  async prepare(ctx, input, before) {
    // Issued, rejected, reversed and every credit note (always issued) are final: the definition's editableIn
    // refuses their update before this hook runs (resources/write-in-tx.ts).
    if (before && before.saleOrderId !== input.saleOrderId)
      throw fieldError(ctx.c, 'saleOrderId', 'document.orderFixed');
    const issues = new Issues();
    if (input.vatKind === 'special') {
      for (const field of ['taxId', 'bankName', 'bankAccount', 'address'] as const)
        if (!input[field]?.trim()) issues.add(field, 'invoice.requiredForSpecial');
    } else if (input.headerKind === 'company' && !input.taxId?.trim()) issues.add('taxId', 'invoice.taxIdForCompany');
    issues.throwIfAny(ctx.c);
    await assertInvoiceable(ctx, input.saleOrderId, before?.id);
    if (before) return {};
    // Lines and totals are made at issue; whatever lines a request sends are not written.
    return {
      values: { status: 'requested', documentKind: 'invoice', requestedAt: ctx.now, needsReversal: false },
      plan: { requested: true },
    };
  },
  async afterWrite(ctx, row, plan) {
    // A new request (an edit of one asks nobody again).
    if (plan?.requested) await askToIssue(ctx.tx, ctx.c.var.deps, row, ctx.userId);
  },
  async beforeDelete() {
    throw refused('invoice.noDelete');
  },
  async detail(db, row) {
    const lines = await linesOf(db, row.id);
    const credit =
      row.documentKind === 'invoice' && (row.status === 'issued' || row.status === 'reversed')
        ? await creditOf(db, row)
        : null;
    return { lines: wireRows(lines), credit };
  },
});
