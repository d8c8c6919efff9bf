/**
 * The print data of an issued document (GET /invoices/:id/print, /withdrawals/:id/print): everything the A4 sheet
 * shows, already resolved (company details from configuration, names instead of ids, the amount in capitals for a
 * Chinese document), so the kit's print components and the server's PDF draw the same thing.
 */
import type { DOCUMENT_LANGUAGES, INVOICE_DOCUMENT_KINDS, VAT_KINDS } from '../resources/defs/invoice';
import type { WithdrawalStatus } from '../resources/defs/withdrawal';

export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const invoicePrintPath = (id: number) => `/invoices/${id}/print`;
export const invoicePdfPath = (id: number) => `/invoices/${id}/pdf`;
export const withdrawalPrintPath = (id: number) => `/withdrawals/${id}/print`;
export const withdrawalPdfPath = (id: number) => `/withdrawals/${id}/pdf`;

/** The issuing company (configuration `company.*`), in the document's language. */
export interface PrintCompany {
  name: string;
  taxId: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
}

/** The states in which a document is final: printed as such, its PDF archived and never changed. */
export const FINAL_DOCUMENT_STATES = {
  invoice: ['issued', 'reversed'],
  withdrawal: ['paid'],
} as const satisfies Record<string, readonly string[]>;

export const isFinalDocument = (entity: keyof typeof FINAL_DOCUMENT_STATES, status: string) =>
  (FINAL_DOCUMENT_STATES[entity] as readonly string[]).includes(status);

export interface InvoicePrintLine {
  description: string;
  quantity: number;
  /** Tax-inclusive, fen. */
  unitPrice: number;
  netAmount: number;
  taxRateBp: number;
  taxAmount: number;
  grossAmount: number;
}

export interface InvoicePrintData {
  id: number;
  /** The language this data is printed in (the document's own unless asked otherwise). */
  language: DocumentLanguage;
  /** The language the document was requested in. */
  documentLanguage: DocumentLanguage;
  documentKind: (typeof INVOICE_DOCUMENT_KINDS)[number];
  vatKind: (typeof VAT_KINDS)[number];
  invoiceNo: string;
  status: string;
  issuedAt: string | null;
  requestedAt: string | null;
  saleOrderNo: string;
  /** A credit note's original invoice number. */
  originalNo: string | null;
  buyer: { title: string; taxId: string; address: string; phone: string; bankName: string; bankAccount: string };
  lines: InvoicePrintLine[];
  netTotal: number;
  taxTotal: number;
  grossTotal: number;
  /** The gross total in capitals (大写); null for an English document, which prints figures only. */
  grossTotalInWords: string | null;
  company: PrintCompany;
  /** A PDF of this language is archived (the download link then serves those bytes). */
  pdfArchived: boolean;
  /** The document is final (FINAL_DOCUMENT_STATES): its PDF downloads, archived at the first download if not yet. */
  pdfReady: boolean;
}

export interface WithdrawalPrintData {
  id: number;
  language: DocumentLanguage;
  withdrawalNo: string;
  status: WithdrawalStatus;
  partner: {
    code: string;
    name: string;
    accountHolder: string;
    bankName: string /** Masked to its last 4. */;
    bankAccount: string;
  };
  amount: number;
  fee: number;
  netAmount: number;
  netAmountInWords: string | null;
  approvals: number;
  approvedBy: string | null;
  secondApprovedBy: string | null;
  bankReference: string;
  appliedAt: string | null;
  paidAt: string | null;
  company: PrintCompany;
  pdfArchived: boolean;
  pdfReady: boolean;
}
