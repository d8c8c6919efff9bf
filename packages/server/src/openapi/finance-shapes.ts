/**
 * Answer shapes of the invoice routes written by hand (its moves, its print data; the PDF is a file) and the
 * ledger check; see ./hand-outputs.ts for the rules.
 */
import {
  API_BASE,
  DOCUMENT_LANGUAGES,
  INVOICE_DOCUMENT_KINDS,
  type InvoicePrintData,
  type InvoicePrintLine,
  invoice,
  LEDGER_CHECK_PATH,
  type LedgerCheck,
  type LedgerMismatchRow,
  VAT_KINDS,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableString, type Schema, shape } from './output-shapes';
import { printCompany } from './print-shapes';
import { recordSchema } from './resource-output';

const B = API_BASE;

const balances = v.object({ frozen: v.number(), available: v.number(), held: v.number(), totalEarned: v.number() });
/** An invoice (or the credit note a credit makes) as its row stands after the move, without its lines. */
const invoiceRecord = recordSchema(invoice, 'detail');

const language = v.picklist(DOCUMENT_LANGUAGES);

const invoicePrint = shape<InvoicePrintData>()({
  id: v.number(),
  language,
  documentLanguage: language,
  documentKind: v.picklist(INVOICE_DOCUMENT_KINDS),
  vatKind: v.picklist(VAT_KINDS),
  invoiceNo: v.string(),
  status: v.string(),
  issuedAt: nullableString,
  requestedAt: nullableString,
  saleOrderNo: v.string(),
  originalNo: nullableString,
  buyer: v.object({
    title: v.string(),
    taxId: v.string(),
    address: v.string(),
    phone: v.string(),
    bankName: v.string(),
    bankAccount: v.string(),
  }),
  lines: v.array(
    shape<InvoicePrintLine>()({
      description: v.string(),
      quantity: v.number(),
      unitPrice: v.number(),
      netAmount: v.number(),
      taxRateBp: v.number(),
      taxAmount: v.number(),
      grossAmount: v.number(),
    }),
  ),
  netTotal: v.number(),
  taxTotal: v.number(),
  grossTotal: v.number(),
  grossTotalInWords: nullableString,
  company: printCompany,
  pdfArchived: v.boolean(),
  pdfReady: v.boolean(),
});

export const FINANCE_OUTPUTS: Record<string, Schema> = {
  [`GET ${B}${LEDGER_CHECK_PATH}`]: shape<LedgerCheck>()({
    sound: v.boolean(),
    mismatches: v.array(
      shape<LedgerMismatchRow>()({
        partnerId: v.number(),
        code: v.string(),
        name: v.string(),
        stored: balances,
        sums: balances,
      }),
    ),
  }),
  [`POST ${B}/invoices/:id{[0-9]+}/issue`]: invoiceRecord,
  [`POST ${B}/invoices/:id{[0-9]+}/reject`]: invoiceRecord,
  [`POST ${B}/invoices/:id{[0-9]+}/credit-note`]: invoiceRecord,
  [`GET ${B}/invoices/:id{[0-9]+}/print`]: invoicePrint,
};
