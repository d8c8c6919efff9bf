/**
 * The words a printed document says, in the document's language. The kit is API-agnostic, so they come in as a
 * prop: the app passes the contract's printWords[language] (contract finance/print-words.ts), which fits this
 * shape (pages/finance/print-words-mirror.test.ts in the admin fails when the two shapes part); the stories pass
 * sample words (print-fixtures.ts). `{placeholders}` are filled here with format().
 */
export interface DocumentWords {
  invoice: string;
  specialInvoice: string;
  creditNote: string;
  withdrawalSlip: string;
  /** {title} {number} */
  document: string;
  number: string;
  issuedAt: string;
  order: string;
  original: string;
  seller: string;
  buyer: string;
  name: string;
  taxId: string;
  address: string;
  bank: string;
  item: string;
  quantity: string;
  unitPrice: string;
  net: string;
  rate: string;
  tax: string;
  total: string;
  grossTotal: string;
  inWords: string;
  partner: string;
  accountHolder: string;
  amount: string;
  fee: string;
  netAmount: string;
  approvals: string;
  /** {count} */
  approvalsCount: string;
  approvedBy: string;
  bankReference: string;
  appliedAt: string;
  paidAt: string;
  drawer: string;
  reviewer: string;
  payer: string;
  receiver: string;
}
