/** Server messages of the finance module: invoices. */
import { bilingual } from '../bilingual';

export const invoiceMessages = bilingual(
  {
    'invoice.notFound': 'This invoice record does not exist',
    'invoice.orderNotPaid': 'An invoice can only be requested for a fully paid order',
    'invoice.refundOpen': 'A refund on this order is still open: wait until it is settled',
    'invoice.duplicate': 'This order already has an invoice ({invoiceNo})',
    'invoice.requiredForSpecial': 'Required for a special VAT invoice',
    'invoice.taxIdForCompany': 'A company header needs its tax ID',
    'invoice.notRequested': 'Only a requested invoice can be changed, issued or rejected (it is {status})',
    'invoice.notIssued': 'Only an issued invoice can be credited (it is {status})',
    'invoice.notInvoice': 'A credit note cannot itself be credited',
    'invoice.noDelete': 'Invoices are never deleted: reject or credit them instead',
    'invoice.noLines': 'The order has no lines to invoice',
    'invoice.unknownLine': 'This line is not on the invoice',
    'invoice.beyondRemaining': 'Only {remaining} left to credit on this line',
    'invoice.nothingLeft': 'Nothing is left to credit on this invoice',
  },
  {
    'invoice.notFound': '该记录不存在',
    'invoice.orderNotPaid': '只有已付清的订单才能申请开票',
    'invoice.refundOpen': '该订单有未结束的退款，请等退款处理完毕',
    'invoice.duplicate': '该订单已有发票（{invoiceNo}）',
    'invoice.requiredForSpecial': '增值税专用发票必须填写',
    'invoice.taxIdForCompany': '单位抬头必须填写税号',
    'invoice.notRequested': '只有待开票的发票才能修改、开具或驳回（当前：{status}）',
    'invoice.notIssued': '只有已开具的发票才能冲红（当前：{status}）',
    'invoice.notInvoice': '红字发票不能再冲红',
    'invoice.noDelete': '发票不可删除，请驳回或冲红',
    'invoice.noLines': '该订单没有可开票的明细',
    'invoice.unknownLine': '该明细不在此发票上',
    'invoice.beyondRemaining': '此明细最多还可冲红 {remaining}',
    'invoice.nothingLeft': '此发票已无可冲红的金额',
  },
);
