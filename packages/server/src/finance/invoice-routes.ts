/**
 * Invoices beyond the framework (issue 22, contract finance/invoice-api.ts): issue a requested invoice with a
 * gap-free number and lines from its order, reject one, reverse an issued one with a credit note. Each is one
 * transaction on the locked invoice at the version the caller read; an issued invoice's or credit note's PDF is
 * archived after it commits, in the document's language. Issuing or rejecting answers the request's to-do
 * (./invoice-notices.ts).
 */
import {
  creditNoteSchema,
  type DocumentLanguage,
  invoiceIssueSchema,
  invoiceRejectSchema,
  taxTotals,
} from '@soundboard/contract';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import { invoiceLines } from '../db/schema/finance';
import { refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { hookContext } from '../resources/binding';
import { toWire } from '../resources/wire';
import { configValue } from '../settings/config-store';
import { assertInvoiceable, invoiceRefused } from './invoice-binding';
import { issueCreditNote } from './invoice-credit-note';
import { linesFromOrder } from './invoice-lines';
import { lockedInvoice, moveInvoice } from './invoice-moves';
import { requestAnswered } from './invoice-notices';
import { nextDocumentNumber } from './numbering';
import { archiveAfterCommit } from './pdf-archive';

export const invoiceRoutes = new Hono<AppEnv>();

invoiceRoutes.post('/invoices/:id{[0-9]+}/issue', needs('finance:write'), async (c) => {
  const id = idParam(c);
  const { version } = await jsonBody(c, invoiceIssueSchema);
  const { deps } = c.var;
  const rateBp = await configValue(deps, 'finance.invoiceTaxRateBp');
  const answer = await deps.db.transaction(async (tx) => {
    const ctx = hookContext(c, tx);
    const before = await lockedInvoice(tx, id, version);
    if (before.status !== 'requested' || before.documentKind !== 'invoice')
      throw await invoiceRefused(ctx, 'invoice.notRequested', before.status);
    // The order may have changed since the request (a refund asked for): checked again under its lock.
    await assertInvoiceable(ctx, before.saleOrderId, before.id);
    const lines = await linesFromOrder(tx, before.saleOrderId, rateBp);
    if (lines.length === 0) throw refused('invoice.noLines');
    const invoiceNo = await nextDocumentNumber(tx, 'invoice', ctx.now);
    await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: id })));
    await requestAnswered(tx, deps, id);
    return moveInvoice(
      c,
      tx,
      before,
      'requested',
      { status: 'issued', invoiceNo, issuedAt: ctx.now, ...taxTotals(lines) },
      'issue',
    );
  });
  await archiveAfterCommit(deps, 'invoice', answer.id, answer.language as DocumentLanguage);
  return ok(c, toWire(answer));
});

invoiceRoutes.post('/invoices/:id{[0-9]+}/reject', needs('finance:write'), async (c) => {
  const id = idParam(c);
  const { version, reason } = await jsonBody(c, invoiceRejectSchema);
  const answer = await c.var.deps.db.transaction(async (tx) => {
    const before = await lockedInvoice(tx, id, version);
    if (before.status !== 'requested' || before.documentKind !== 'invoice')
      throw await invoiceRefused({ c }, 'invoice.notRequested', before.status);
    await requestAnswered(tx, c.var.deps, id);
    return moveInvoice(c, tx, before, 'requested', { status: 'rejected', rejectReason: reason }, 'reject');
  });
  return ok(c, toWire(answer));
});

invoiceRoutes.post('/invoices/:id{[0-9]+}/credit-note', needs('finance:write'), async (c) => {
  const id = idParam(c);
  const input = await jsonBody(c, creditNoteSchema);
  const answer = await c.var.deps.db.transaction(async (tx) => {
    const original = await lockedInvoice(tx, id, input.version);
    return issueCreditNote(c, tx, original, input.lines);
  });
  await archiveAfterCommit(c.var.deps, 'invoice', answer.id, answer.language as DocumentLanguage);
  return ok(c, toWire(answer));
});
