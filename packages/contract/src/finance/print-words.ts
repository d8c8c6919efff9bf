/**
 * The words printed on invoices, credit notes and withdrawal slips, in the document's language (not the reader's:
 * a Chinese invoice prints in Chinese whoever views it). The one source for the admin's print view (which hands
 * them to the kit's print components) and the server's archived PDFs. The zh-CN words follow the wording of a
 * Chinese VAT invoice (购买方 / 销售方, 纳税人识别号, 地址、电话, 开户行及账号, 价税合计（大写）, 开票人 / 复核).
 * `{placeholders}` are filled by the reader. The kit mirrors the shape (DocumentWords) and its stories these words
 * (print-fixtures.ts); packages/admin/src/pages/finance/print-words-mirror.test.ts compares them.
 */
import type { DocumentLanguage } from './print';

export interface PrintWords {
  invoice: string;
  specialInvoice: string;
  creditNote: string;
  withdrawalSlip: string;
  /** The document's accessible name: {title} {number}. */
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
  /** Follows grossTotal / netAmount when the amount is also written in capitals. */
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

export const printWords: Record<DocumentLanguage, PrintWords> = {
  'zh-CN': {
    invoice: '增值税普通发票',
    specialInvoice: '增值税专用发票',
    creditNote: '红字发票',
    withdrawalSlip: '佣金提现单',
    document: '{title} {number}',
    number: '号码',
    issuedAt: '开票日期',
    order: '销售订单',
    original: '对应蓝字发票',
    seller: '销售方',
    buyer: '购买方',
    name: '名称',
    taxId: '纳税人识别号',
    address: '地址、电话',
    bank: '开户行及账号',
    item: '项目名称',
    quantity: '数量',
    unitPrice: '单价（含税）',
    net: '金额',
    rate: '税率',
    tax: '税额',
    total: '合计',
    grossTotal: '价税合计',
    inWords: '（大写）',
    partner: '合作伙伴',
    accountHolder: '户名',
    amount: '提现金额',
    fee: '手续费',
    netAmount: '实付金额',
    approvals: '审批',
    approvalsCount: '{count} 次',
    approvedBy: '审批人',
    bankReference: '银行流水号',
    appliedAt: '申请时间',
    paidAt: '打款时间',
    drawer: '开票人',
    reviewer: '复核',
    payer: '经办人',
    receiver: '收款人签字',
  },
  'en-US': {
    invoice: 'VAT invoice',
    specialInvoice: 'Special VAT invoice',
    creditNote: 'Credit note',
    withdrawalSlip: 'Withdrawal slip',
    document: '{title} {number}',
    number: 'No.',
    issuedAt: 'Issued',
    order: 'Sale order',
    original: 'Credits invoice',
    seller: 'Seller',
    buyer: 'Buyer',
    name: 'Name',
    taxId: 'Tax ID',
    address: 'Address, phone',
    bank: 'Bank and account',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price incl. tax',
    net: 'Net',
    rate: 'Rate',
    tax: 'Tax',
    total: 'Total',
    grossTotal: 'Total incl. tax',
    inWords: ' (in words)',
    partner: 'Partner',
    accountHolder: 'Account holder',
    amount: 'Amount',
    fee: 'Fee',
    netAmount: 'Paid out',
    approvals: 'Approvals',
    approvalsCount: '{count}',
    approvedBy: 'Approved by',
    bankReference: 'Bank reference',
    appliedAt: 'Applied',
    paidAt: 'Paid',
    drawer: 'Drawer',
    reviewer: 'Reviewer',
    payer: 'Paid by',
    receiver: 'Received by',
  },
};

/** Fills a word's {placeholders} (the kit has its own format() for the screen). */
export function fillPrintWord(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
