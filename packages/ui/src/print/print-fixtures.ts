/** Fixed documents for the print stories (deterministic: the visual baselines capture them). */
import type { InvoiceDocumentData } from './invoice-document';
import type { WithdrawalSlipData } from './withdrawal-slip';

const companyZh = {
  name: '声动音响科技有限公司',
  taxId: '91310115MA1H8XKQ2B',
  address: '上海市浦东新区张江路 88 号',
  phone: '021-6888 0088',
  bankName: '中国银行上海张江支行',
  bankAccount: '4563 5100 0001 2345',
};

export const INVOICE_ZH: InvoiceDocumentData = {
  language: 'zh-CN',
  documentKind: 'invoice',
  vatKind: 'special',
  invoiceNo: 'FP2026000042',
  issuedAt: '2026-11-20T02:30:00.000Z',
  saleOrderNo: 'SO202611180007',
  originalNo: null,
  buyer: {
    title: '上海声悦商贸有限公司',
    taxId: '91310000MA1K000001',
    address: '上海市浦东新区世纪大道 100 号',
    phone: '021-5555 0101',
    bankName: '工商银行浦东支行',
    bankAccount: '1001 2003 0040 0500',
  },
  lines: [
    {
      description: '吸顶音箱 CS-610（6.5 英寸）',
      quantity: 24,
      unitPrice: 33_900,
      netAmount: 720_000,
      taxRateBp: 1300,
      taxAmount: 93_600,
      grossAmount: 813_600,
    },
    {
      description: '定压功放 PA-240',
      quantity: 2,
      unitPrice: 282_500,
      netAmount: 500_000,
      taxRateBp: 1300,
      taxAmount: 65_000,
      grossAmount: 565_000,
    },
    {
      description: '安装调试服务',
      quantity: 1,
      unitPrice: 106_000,
      netAmount: 100_000,
      taxRateBp: 600,
      taxAmount: 6_000,
      grossAmount: 106_000,
    },
  ],
  netTotal: 1_320_000,
  taxTotal: 164_600,
  grossTotal: 1_484_600,
  grossTotalInWords: '壹万肆仟捌佰肆拾陆元整',
  company: companyZh,
};

export const INVOICE_EN: InvoiceDocumentData = {
  ...INVOICE_ZH,
  language: 'en-US',
  vatKind: 'normal',
  lines: INVOICE_ZH.lines.map((line, i) => ({
    ...line,
    description:
      ['Ceiling speaker CS-610 (6.5")', 'Constant-voltage amplifier PA-240', 'Installation and tuning'][i] ?? '',
  })),
  grossTotalInWords: null,
  company: { ...companyZh, name: 'Soundboard Audio Technology Co., Ltd.' },
};

export const CREDIT_NOTE_ZH: InvoiceDocumentData = {
  ...INVOICE_ZH,
  documentKind: 'creditNote',
  invoiceNo: 'HZ2026000003',
  issuedAt: '2026-11-24T06:00:00.000Z',
  originalNo: 'FP2026000042',
  lines: [
    {
      description: '定压功放 PA-240',
      quantity: -1,
      unitPrice: 282_500,
      netAmount: -250_000,
      taxRateBp: 1300,
      taxAmount: -32_500,
      grossAmount: -282_500,
    },
  ],
  netTotal: -250_000,
  taxTotal: -32_500,
  grossTotal: -282_500,
  grossTotalInWords: '负贰仟捌佰贰拾伍元整',
};

export const SLIP_ZH: WithdrawalSlipData = {
  language: 'zh-CN',
  withdrawalNo: 'TX202611210003',
  partner: {
    code: 'P-0012',
    name: '东方音响安装服务部',
    accountHolder: '王东',
    bankName: '招商银行上海分行',
    bankAccount: '************5678',
  },
  amount: 1_250_000,
  fee: 12_500,
  netAmount: 1_237_500,
  netAmountInWords: '壹万贰仟叁佰柒拾伍元整',
  approvals: 2,
  approvedBy: '王磊',
  secondApprovedBy: '刘洋',
  bankReference: 'CMB20261121-7781',
  appliedAt: '2026-11-19T01:15:00.000Z',
  paidAt: '2026-11-21T07:40:00.000Z',
  company: companyZh,
};

export const SLIP_EN: WithdrawalSlipData = {
  ...SLIP_ZH,
  language: 'en-US',
  partner: { ...SLIP_ZH.partner, name: 'Dongfang Audio Installation' },
  netAmountInWords: null,
  approvedBy: 'Wang Lei',
  secondApprovedBy: 'Liu Yang',
  company: { ...companyZh, name: 'Soundboard Audio Technology Co., Ltd.' },
};
