/**
 * The demo's invoices: one issued, one issued then reversed whole by a credit note, one requested, one rejected —
 * lines from their orders' lines as the server issues them, numbered from the gap-free counters (document_counters,
 * scope '<kind>:<year>') so issues after the demo continue the sequence.
 */
import { businessDay, invoiceNumber, taxTotals } from '@soundboard/contract';
import type { NewInvoiceLine } from '../../finance/invoice-lines';
import type { DayAt } from './finance-withdrawals';

export interface InvoiceOrder {
  id: number;
  customerName: string;
  companyName: string | null;
  creditCode: string | null;
  /** As the server makes them at issue (finance/invoice-lines.ts linesFromOrder). */
  lines: NewInvoiceLine[];
}

export type DemoInvoiceLine = NewInvoiceLine;

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

function header(order: InvoiceOrder) {
  return order.companyName && order.creditCode
    ? { headerKind: 'company' as const, title: order.companyName, taxId: order.creditCode }
    : { headerKind: 'personal' as const, title: order.customerName, taxId: '' };
}

/** `orders`: four paid orders without refunds. Returns the invoices and each counter's last number. */
export function buildInvoices(orders: InvoiceOrder[], day: DayAt) {
  const [first, second, third, fourth] = orders;
  if (!first || !second || !third || !fourth) throw new Error('the demo invoices need four paid orders');
  const counters = new Map<string, number>();
  const numberOf = (kind: 'invoice' | 'creditNote', at: Date) => {
    const year = Number(businessDay(at).slice(0, 4));
    const scope = `${kind}:${year}`;
    const next = (counters.get(scope) ?? 0) + 1;
    counters.set(scope, next);
    return invoiceNumber(kind, year, next);
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
    lines: order.lines,
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
    Object.assign(item, taxTotals(item.lines.length > 0 || !order ? item.lines : order.lines));
  }
  return { invoices: list, counters };
}
