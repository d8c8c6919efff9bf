/**
 * VAT invoices and credit notes (/finance/invoice/list). A customer asks for an invoice of a paid order (one per
 * order; none while a refund on it is open): header personal or company, VAT normal or special (special needs the
 * tax id, bank and address). Issuing gives it a number from a gap-free sequence per year and kind, the issue date
 * and lines from the order with tax computed in fen (contract finance/tax.ts says the rounding); an issued invoice
 * never changes. Reversing it issues a credit note (red-letter, `documentKind` creditNote, its own sequence, negative
 * amounts) linked to the original, for the whole or a part. A refund paid on an invoiced order sets `needsReversal`.
 */
import { defineResource, type Fields } from '../define';

export const INVOICE_DOCUMENT_KINDS = ['invoice', 'creditNote'] as const;
export type InvoiceDocumentKind = (typeof INVOICE_DOCUMENT_KINDS)[number];
export const INVOICE_HEADER_KINDS = ['personal', 'company'] as const;
export const VAT_KINDS = ['normal', 'special'] as const;
export const INVOICE_STATUSES = ['requested', 'issued', 'rejected', 'reversed'] as const;
export const DOCUMENT_LANGUAGES = ['zh-CN', 'en-US'] as const;

/** A line as issued: from the order's line, tax in fen. */
export const INVOICE_LINE_FIELDS = {
  description: { type: 'text', required: true, max: 200 },
  quantity: { type: 'integer', required: true, min: -100_000, max: 100_000 },
  /** Tax-inclusive unit price, fen. */
  unitPrice: { type: 'money', required: true, min: -100_000_000_00 },
  /** Basis points (1300 = 13 %). */
  taxRateBp: { type: 'integer', required: true, min: 0, max: 10_000 },
  netAmount: { type: 'money', required: true, min: -100_000_000_00 },
  taxAmount: { type: 'money', required: true, min: -100_000_000_00 },
  grossAmount: { type: 'money', required: true, min: -100_000_000_00 },
} as const satisfies Fields;

export const invoice = defineResource({
  name: 'invoice',
  path: '/invoices',
  access: { read: 'finance:read', write: 'finance:write' },
  menu: { group: 'finance', path: '/finance/invoice/list', after: 'Withdrawal' },
  defaultSort: '-requestedAt',
  display: ['invoiceNo', 'title'],
  fields: {
    /** Given at issue (empty while requested). */
    invoiceNo: { type: 'text', readOnly: true, max: 40, search: true, sortable: true, column: 'default' },
    documentKind: {
      type: 'enum',
      readOnly: true,
      values: INVOICE_DOCUMENT_KINDS,
      default: 'invoice',
      tones: { invoice: 'default', creditNote: 'danger' },
      filter: 'in',
      // The list marks a credit note beside its number; the column is there to choose.
      column: 'optional',
    },
    saleOrderId: { type: 'reference', ref: 'saleOrder', required: true, filter: 'eq', column: 'default' },
    /** A credit note's original invoice. */
    originalId: { type: 'reference', ref: 'invoice', readOnly: true, column: 'optional' },
    headerKind: { type: 'enum', required: true, values: INVOICE_HEADER_KINDS, default: 'company', column: 'optional' },
    vatKind: { type: 'enum', required: true, values: VAT_KINDS, default: 'normal', filter: 'in', column: 'optional' },
    title: { type: 'text', required: true, max: 100, search: true, column: 'default' },
    taxId: { type: 'text', max: 20, search: true, column: 'optional' },
    bankName: { type: 'text', max: 60 },
    bankAccount: { type: 'text', max: 40, mask: 'last4' },
    address: { type: 'text', max: 200 },
    phone: { type: 'text', max: 30 },
    email: { type: 'text', max: 100 },
    /** The language the printed document and its PDF use. */
    language: { type: 'enum', required: true, values: DOCUMENT_LANGUAGES, default: 'zh-CN' },
    status: {
      type: 'enum',
      readOnly: true,
      values: INVOICE_STATUSES,
      tones: { requested: 'warning', issued: 'success', rejected: 'danger', reversed: 'default' },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    netTotal: { type: 'money', readOnly: true, default: 0, column: 'optional' },
    taxTotal: { type: 'money', readOnly: true, default: 0, column: 'optional' },
    grossTotal: { type: 'money', readOnly: true, default: 0, sortable: true, column: 'default' },
    requestedAt: { type: 'datetime', readOnly: true, filter: 'range', sortable: true, column: 'optional' },
    issuedAt: { type: 'datetime', readOnly: true, sortable: true, column: 'default' },
    /** A refund was paid on the order after issue: reverse it with a credit note (the list marks it by the status). */
    needsReversal: { type: 'boolean', readOnly: true, filter: 'bool', column: 'optional' },
    rejectReason: { type: 'text', readOnly: true, max: 200 },
    note: { type: 'longText', max: 500 },
  },
  lines: { max: 200, fields: INVOICE_LINE_FIELDS },
  editableIn: ['requested'],
  deletableIn: [],
});
