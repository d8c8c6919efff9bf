/**
 * Ids, document numbers and serial numbers, given in the order things happened — as the server would have
 * given them: each kind of document numbered by its own sequence (DOCUMENT_PREFIX + China day + value).
 */
import { DOCUMENT_PREFIX } from '@soundboard/contract';
import { documentNumber } from '../../db/sequence';
import type { DeliveryDoc, OrderDoc, ReceiptDoc, RefundDoc, ReturnDoc } from './model';
import { timeOf } from './model';

/** The first free id of each table (the seed adds after whatever is there). */
export interface FirstIds {
  order: number;
  line: number;
  receipt: number;
  delivery: number;
  refund: number;
  refundDelivery: number;
}

/** The last value each document sequence handed out (setval after the insert). */
export interface SequenceValues {
  sale_order_no_seq: number;
  receipt_no_seq: number;
  delivery_no_seq: number;
  refund_no_seq: number;
  return_no_seq: number;
}

type Numbered = { id: number; no: string };

/** Sorts documents by when they were created and gives ids from `first` and numbers from 1. */
function number<T extends Numbered>(docs: T[], first: number, prefix: string, created: (doc: T) => Date): number {
  const sorted = docs
    .map((doc) => ({ doc, at: created(doc).getTime() }))
    .sort((a, b) => a.at - b.at || a.doc.id - b.doc.id);
  for (const [index, { doc, at }] of sorted.entries()) {
    doc.id = first + index;
    doc.no = documentNumber(prefix, new Date(at), index + 1);
  }
  return sorted.length;
}

export interface AllDocs {
  deliveries: DeliveryDoc[];
  receipts: ReceiptDoc[];
  refunds: RefundDoc[];
  returns: ReturnDoc[];
}

export function numberDocuments(orders: OrderDoc[], first: FirstIds): { docs: AllDocs; sequences: SequenceValues } {
  let line = first.line;
  for (const [index, order] of orders.entries()) {
    order.id = first.order + index;
    order.no = documentNumber(DOCUMENT_PREFIX.saleOrder, new Date(order.t0), index + 1);
    for (const item of order.lines) item.id = line++;
  }
  const deliveries = orders.flatMap((order) => order.deliveries);
  const receipts = [...new Set(orders.flatMap((order) => order.allocations.map((allocation) => allocation.receipt)))];
  const refunds = orders.flatMap((order) => order.refunds);
  const returns = refunds.flatMap((refund) => (refund.goodsBack ? [refund.goodsBack] : []));
  const sequences: SequenceValues = {
    sale_order_no_seq: orders.length,
    delivery_no_seq: number(deliveries, first.delivery, DOCUMENT_PREFIX.delivery, (d) => timeOf(d.order, d.created)),
    receipt_no_seq: number(receipts, first.receipt, DOCUMENT_PREFIX.receipt, (r) => timeOf(r.order, r.created)),
    refund_no_seq: number(refunds, first.refund, DOCUMENT_PREFIX.refund, (r) => timeOf(r.order, r.created)),
    return_no_seq: number(returns, first.refundDelivery, DOCUMENT_PREFIX.refundDelivery, (r) =>
      timeOf(r.refund.order, r.created),
    ),
  };
  return { docs: { deliveries, receipts, refunds, returns }, sequences };
}

/**
 * Serial numbers for every serial-tracked unit shipped, per product in shipping order (model, year and month
 * of shipping, a counter); the units a return brings back are the last ones shipped on that line.
 */
export function assignSerials(deliveries: DeliveryDoc[], refunds: RefundDoc[]): void {
  const counters = new Map<number, number>();
  const shipped = deliveries
    .filter((delivery) => delivery.shipped !== null)
    .sort((a, b) => timeOf(a.order, a.shipped ?? 0).getTime() - timeOf(b.order, b.shipped ?? 0).getTime());
  for (const delivery of shipped) {
    const month = timeOf(delivery.order, delivery.shipped ?? 0)
      .toISOString()
      .slice(2, 7)
      .replace('-', '');
    for (const part of delivery.lines) {
      const product = part.line.product;
      if (!product.serialTracked) continue;
      for (let unit = 0; unit < part.qty; unit += 1) {
        const next = (counters.get(product.id) ?? 0) + 1;
        counters.set(product.id, next);
        const serial = `${product.sku.replace(/^[A-Z]+-/, '')}-${month}${String(next).padStart(5, '0')}`;
        part.serials.push(serial);
        part.line.serials.push(serial);
      }
    }
  }
  for (const refund of refunds)
    for (const part of refund.lines)
      if (part.line.product.serialTracked) part.serials = part.line.serials.slice(-part.qty);
}
