/**
 * The words on the archived PDFs, in both document languages (the kit's print components carry the same words in
 * packages/ui/src/print/print.messages.ts for the screen), and the figures as the documents print them.
 */
import type { DocumentLanguage } from '@soundboard/contract';

const enUS = {
  invoice: 'VAT invoice',
  specialInvoice: 'Special VAT invoice',
  creditNote: 'Credit note',
  withdrawalSlip: 'Withdrawal slip',
  number: 'No.',
  issuedAt: 'Issued',
  order: 'Sale order',
  original: 'Credits invoice',
  seller: 'Seller',
  buyer: 'Buyer',
  taxId: 'Tax ID',
  address: 'Address',
  phone: 'Phone',
  bank: 'Bank and account',
  item: 'Item',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  net: 'Net',
  rate: 'Rate',
  tax: 'Tax',
  total: 'Total',
  totalInWords: 'Total in words',
  partner: 'Partner',
  accountHolder: 'Account holder',
  amount: 'Amount',
  fee: 'Fee',
  netAmount: 'Paid out',
  approvals: 'Approvals',
  approvedBy: 'Approved by',
  bankReference: 'Bank reference',
  appliedAt: 'Applied',
  paidAt: 'Paid',
  drawer: 'Drawer',
  reviewer: 'Reviewer',
  receiver: 'Received by',
};

const zhCN: typeof enUS = {
  invoice: '增值税普通发票',
  specialInvoice: '增值税专用发票',
  creditNote: '红字发票',
  withdrawalSlip: '佣金提现单',
  number: '号码',
  issuedAt: '开票日期',
  order: '销售订单',
  original: '对应蓝字发票',
  seller: '销售方',
  buyer: '购买方',
  taxId: '纳税人识别号',
  address: '地址',
  phone: '电话',
  bank: '开户行及账号',
  item: '项目名称',
  quantity: '数量',
  unitPrice: '单价',
  net: '金额',
  rate: '税率',
  tax: '税额',
  total: '价税合计',
  totalInWords: '价税合计（大写）',
  partner: '合作伙伴',
  accountHolder: '户名',
  amount: '提现金额',
  fee: '手续费',
  netAmount: '实付金额',
  approvals: '审批次数',
  approvedBy: '审批人',
  bankReference: '银行流水号',
  appliedAt: '申请时间',
  paidAt: '打款时间',
  drawer: '开票人',
  reviewer: '复核',
  receiver: '收款人',
};

export type PdfLabels = typeof enUS;
export const pdfLabels = (language: DocumentLanguage): PdfLabels => (language === 'zh-CN' ? zhCN : enUS);

/** Fen as the documents print it: ¥1,234.56 (integers only, no float rounding). */
export function printMoney(fen: number, language: DocumentLanguage): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = new Intl.NumberFormat(language).format(Math.floor(abs / 100));
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** A date-time in China's time zone, where the company issues its documents. */
export function printDate(iso: string | null, language: DocumentLanguage): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language, {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export const printRate = (bp: number) => `${bp / 100}%`;
