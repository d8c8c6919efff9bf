/**
 * Invoices beyond the framework's routes (issue 22; the resource: resources/defs/invoice.ts).
 *
 * - POST /behind/invoices/:id/issue {version} (finance:write): a requested invoice gets its number, issue time
 *   and lines from the order. Numbers are gap-free per kind and China-calendar year: `FP2026-000123` for
 *   invoices, `HC2026-000007` for credit notes (red-letter), 6 digits at least.
 * - POST /behind/invoices/:id/reject {version, reason} (finance:write): a requested invoice is refused.
 * - POST /behind/invoices/:id/credit-note {version, lines?} (finance:write): reverses an issued invoice, wholly
 *   (no lines) or the given quantities of its lines; answers the credit note. Never more than is left to credit.
 * The detail (GET /behind/invoices/:id) adds `credit`: what was credited and what is left.
 */
import * as v from 'valibot';

export const INVOICE_NUMBER_PREFIX = { invoice: 'FP', creditNote: 'HC' } as const;

/** `FP2026-000123`: prefix, China-calendar year, the counter's value (at least 6 digits). */
export function invoiceNumber(kind: keyof typeof INVOICE_NUMBER_PREFIX, year: number, value: number): string {
  return `${INVOICE_NUMBER_PREFIX[kind]}${year}-${String(value).padStart(6, '0')}`;
}

const version = v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type'));
const id = v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type'));

export const invoiceIssueSchema = v.strictObject({ version });

export const invoiceRejectSchema = v.strictObject({
  version,
  reason: v.pipe(
    v.string('validation.type'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(200, 'validation.tooLong'),
  ),
});

export const creditNoteSchema = v.strictObject({
  version,
  /** Absent: the whole of what is left. `lineId` is the original invoice's line. */
  lines: v.optional(
    v.pipe(
      v.array(v.strictObject({ lineId: id, quantity: id }), 'validation.type'),
      v.minLength(1, 'validation.required'),
      v.maxLength(200, 'validation.tooLong'),
    ),
  ),
});
export type CreditNoteInput = v.InferOutput<typeof creditNoteSchema>;

/** One line of an issued invoice with what credit notes took of it. */
export interface InvoiceLineCredit {
  lineId: number;
  quantity: number;
  grossAmount: number;
  creditedQuantity: number;
  creditedGross: number;
  remainingQuantity: number;
  remainingGross: number;
}

/** `credit` of an issued (or reversed) invoice's detail; amounts positive fen. */
export interface InvoiceCredit {
  creditedTotal: number;
  remainingTotal: number;
  lines: InvoiceLineCredit[];
  creditNotes: { id: number; invoiceNo: string; grossTotal: number; issuedAt: string }[];
}
