/**
 * The demo's invoices: one issued, one issued then reversed whole by a credit note, one requested, one rejected —
 * lines from their orders' lines at the configured VAT rate (net = gross × 10000 / (10000 + rate) rounded half up,
 * tax = gross − net), numbered from the gap-free counters (document_counters) so issues after the demo continue.
 */
import { businessDay } from '@soundboard/contract';
import type { DayAt } from './finance-withdrawals';

export interface InvoiceOrder {
  id: number;
  customerName: string;
  companyName: string | null;
  creditCode: string | null;
  lines: { name: string; qty: number; unitPrice: number; amount: number }[];
}

export interface DemoInvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
  taxRateBp: number;
  netAmount: number;
  taxAmount: number;
  grossAmount: number;
}

export interface DemoInvoice {
  saleOrderId: number;
  documentKind: 'invoice' | 'creditNote';
  /** A credit note's original: its place in this list. */
  original: number | null;
  invoiceNo: string;
  headerKind: 'personal' | 'company';
  title: string;
  taxId: string;
  language: 'zh-CN' | 'en-US';
  status: 'requested' | 'issued' | 'rejected' | 'reversed';
  requestedAt: Date;
  issuedAt: Date | null;
  rejectReason: string;
  note: string;
  /** Issued documents only: a request gets its lines at issue. */
  lines: DemoInvoiceLine[];
  /** The sums of its lines (of the order's lines, for a request). */
  netTotal: number;
  taxTotal: number;
  grossTotal: number;
}

/** Invoice numbers: FP + year + '-' + 6 digits; credit notes HC…; one counter per kind and China year. */
export const INVOICE_PREFIX = { invoice: 'FP', creditNote: 'HC' } as const;

const netOf = (gross: number, rateBp: number) =>
  Math.floor((2 * gross * 10_000 + (10_000 + rateBp)) / (2 * (10_000 + rateBp)));

function linesOf(order: InvoiceOrder, rateBp: number): DemoInvoiceLine[] {
  return order.lines.map((line) => {
    const net = netOf(line.amount, rateBp);
    return {
      description: line.name,
      quantity: line.qty,
      unitPrice: line.unitPrice,
      taxRateBp: rateBp,
      netAmount: net,
      taxAmount: line.amount - net,
      grossAmount: line.amount,
    };
  });
}

function header(order: InvoiceOrder) {
  return order.companyName && order.creditCode
    ? { headerKind: 'company' as const, title: order.companyName, taxId: order.creditCode }
    : { headerKind: 'personal' as const, title: order.customerName, taxId: '' };
}

/** `orders`: four paid orders without refunds. Returns the invoices and each counter's last number. */
export function buildInvoices(orders: InvoiceOrder[], day: DayAt, rateBp: number) {
  const [first, second, third, fourth] = orders;
  if (!first || !second || !third || !fourth) throw new Error('the demo invoices need four paid orders');
  const counters = new Map<string, number>();
  const numberOf = (kind: 'invoice' | 'creditNote', at: Date) => {
    const year = businessDay(at).slice(0, 4);
    const scope = `${kind}:${year}`;
    const next = (counters.get(scope) ?? 0) + 1;
    counters.set(scope, next);
    return `${INVOICE_PREFIX[kind]}${year}-${String(next).padStart(6, '0')}`;
  };
  const base = {
    documentKind: 'invoice' as const,
    original: null,
    invoiceNo: '',
    issuedAt: null,
    rejectReason: '',
    note: '',
    netTotal: 0,
    taxTotal: 0,
    grossTotal: 0,
  };
  const issued = (order: InvoiceOrder, requested: number, issuedDay: number): DemoInvoice => ({
    ...base,
    ...header(order),
    saleOrderId: order.id,
    language: 'zh-CN',
    status: 'issued',
    requestedAt: day(requested, 10),
    issuedAt: day(issuedDay, 15),
    invoiceNo: numberOf('invoice', day(issuedDay, 15)),
    lines: linesOf(order, rateBp),
  });
  const list: DemoInvoice[] = [issued(first, 10, 9), { ...issued(second, 9, 8), status: 'reversed' }];
  const credited = list[1] as DemoInvoice;
  list.push({
    ...credited,
    documentKind: 'creditNote',
    original: 1,
    status: 'issued',
    requestedAt: day(4, 11),
    issuedAt: day(4, 11),
    invoiceNo: numberOf('creditNote', day(4, 11)),
    note: '客户要求更换发票抬头，全额冲红',
    lines: credited.lines.map((line) => ({
      ...line,
      quantity: -line.quantity,
      netAmount: -line.netAmount,
      taxAmount: -line.taxAmount,
      grossAmount: -line.grossAmount,
    })),
  });
  list.push({
    ...base,
    ...header(third),
    saleOrderId: third.id,
    language: 'en-US',
    status: 'requested',
    requestedAt: day(1, 16),
    lines: [],
  });
  list.push({
    ...base,
    ...header(fourth),
    saleOrderId: fourth.id,
    language: 'zh-CN',
    status: 'rejected',
    requestedAt: day(3, 9),
    rejectReason: '纳税人识别号与发票抬头不符，请核对后重新申请',
    lines: [],
  });
  const orderOf = new Map(orders.map((order) => [order.id, order]));
  for (const item of list) {
    const order = orderOf.get(item.saleOrderId);
    const lines = item.lines.length > 0 || !order ? item.lines : linesOf(order, rateBp);
    item.netTotal = lines.reduce((sum, line) => sum + line.netAmount, 0);
    item.taxTotal = lines.reduce((sum, line) => sum + line.taxAmount, 0);
    item.grossTotal = lines.reduce((sum, line) => sum + line.grossAmount, 0);
  }
  return { invoices: list, counters };
}
