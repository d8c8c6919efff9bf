/**
 * The forms of documents that follow an order (a delivery, a refund request): choosing the order fills the
 * lines from it — what is still to ship, what was shipped and not returned — and the staff member trims them.
 * The server checks every quantity again against the order.
 */
import { businessDay, displayName, product, saleOrder } from '@soundboard/contract';
import { apiFor, type ResourceRecord } from '../../resource/api';
import type { FormCustomization } from '../../resource/form-drawer';
import type { Line } from '../../resource/lines-editor';

type OrderLine = Record<string, unknown> & { id: number; qty: number; deliveredQty: number; returnedQty: number };

const linesOf = (order: ResourceRecord) => (order.lines ?? []) as OrderLine[];
const snapshot = (line: OrderLine) => ({ sku: line.sku, name: line.name });

/** The order's lines still to ship, each at its whole remaining quantity. */
export function openLines(order: ResourceRecord): Line[] {
  return linesOf(order)
    .filter((line) => line.qty > line.deliveredQty)
    .map((line) => ({ orderLineId: line.id, qty: line.qty - line.deliveredQty, serialNumbers: [], ...snapshot(line) }));
}

/** The order's shipped lines not yet returned, each at its whole quantity. */
export function returnableLines(order: ResourceRecord): Line[] {
  return linesOf(order)
    .filter((line) => line.deliveredQty > line.returnedQty)
    .map((line) => ({
      orderLineId: line.id,
      qty: line.deliveredQty - line.returnedQty,
      serialNumbers: [],
      ...snapshot(line),
    }));
}

/** What a refund may ask for: what the customer paid and has not had back. */
export const refundableAmount = (order: ResourceRecord) =>
  Math.max(0, Number(order.paidAmount ?? 0) - Number(order.refundedAmount ?? 0));

const productColumn = (title: string) => ({
  id: 'product',
  title,
  // The product as it was sold (the line's snapshot), named as the product is.
  cell: (line: Line) => (line.sku || line.name ? displayName(product, line) : '-'),
});

export function deliveryForm(productTitle: string, order?: ResourceRecord): FormCustomization {
  return {
    ...(order
      ? {
          defaults: () => ({ orderId: order.id, lines: openLines(order) }),
          refLabels: { orderId: String(order.orderNo) },
        }
      : {}),
    refFilters: () => ({ orderId: { status: 'approved' } }),
    async onFieldChange(field, value) {
      if (field !== 'orderId' || value === null) return field === 'orderId' ? { lines: [] } : {};
      return { lines: openLines(await apiFor(saleOrder).get(Number(value))) };
    },
    lines: { fixed: ['orderLineId'], newLine: null, computed: [productColumn(productTitle)] },
  };
}

export function refundForm(productTitle: string, order?: ResourceRecord): FormCustomization {
  const defaults = (source: ResourceRecord) => ({
    orderId: source.id,
    type: 'return_refund',
    reason: 'quality',
    requestedAmount: refundableAmount(source),
    lines: returnableLines(source),
  });
  return {
    ...(order ? { defaults: () => defaults(order), refLabels: { orderId: String(order.orderNo) } } : {}),
    refFilters: () => ({ orderId: { status: 'approved,delivered,completed' } }),
    async onFieldChange(field, value, values) {
      if (field !== 'orderId' || value === null) return {};
      const chosen = await apiFor(saleOrder).get(Number(value));
      return { ...defaults(chosen), type: values.type ?? 'return_refund', reason: values.reason ?? 'quality' };
    },
    lines: {
      fixed: ['orderLineId'],
      newLine: null,
      computed: [productColumn(productTitle)],
      visible: (values) => values.type === 'return_refund',
    },
  };
}

export const receiptDefaults = () => ({ receivedAt: businessDay(), method: 'bank_transfer' });
