/**
 * The order arithmetic and the derived statuses, in one place: the server applies them (authoritative), the
 * admin shows the same totals live while lines are typed, the seed builds its history with them.
 * Money is integer fen throughout.
 */

export interface LineInput {
  qty: number;
  unitPrice: number;
  discount: number;
}

/** A line's amount: quantity times price, less its discount. */
export function lineAmount(line: LineInput): number {
  return line.qty * line.unitPrice - line.discount;
}

export interface OrderTotals {
  subtotal: number;
  discountTotal: number;
  total: number;
}

export function orderTotals(lines: readonly LineInput[]): OrderTotals {
  let subtotal = 0;
  let discountTotal = 0;
  for (const line of lines) {
    subtotal += line.qty * line.unitPrice;
    discountTotal += line.discount;
  }
  return { subtotal, discountTotal, total: subtotal - discountTotal };
}

export type PayStatus = 'unpaid' | 'partial' | 'paid' | 'refunding' | 'refunded';

export interface PayFacts {
  total: number;
  /** Allocations of confirmed receipts. */
  paidAmount: number;
  /** Approved amounts of refunds paid out. */
  refundedAmount: number;
  /** Refunds requested or approved, not yet paid out, rejected or cancelled. */
  openRefunds: number;
}

/**
 * refunding while a refund is open; refunded once everything received has been paid back; otherwise by what
 * is kept (paid minus refunded) against the total.
 */
export function payStatusOf(facts: PayFacts): PayStatus {
  if (facts.openRefunds > 0) return 'refunding';
  if (facts.refundedAmount > 0 && facts.refundedAmount >= facts.paidAmount) return 'refunded';
  const kept = facts.paidAmount - facts.refundedAmount;
  if (kept <= 0) return 'unpaid';
  return kept < facts.total ? 'partial' : 'paid';
}

/** What the customer still owes on the order (never negative). */
export function amountDue(order: { total: number; paidAmount: number; refundedAmount: number }): number {
  return Math.max(0, order.total - (order.paidAmount - order.refundedAmount));
}

export type DeliveryStatus = 'none' | 'partial' | 'delivered' | 'installed';

export interface DeliveryFacts {
  lines: readonly { qty: number; deliveredQty: number }[];
  /** Statuses of the order's deliveries that shipped (shipped, signed, installed). */
  shipped: readonly string[];
}

/** By shipped quantities; installed once everything shipped and every shipment is installed. */
export function deliveryStatusOf(facts: DeliveryFacts): DeliveryStatus {
  const ordered = facts.lines.reduce((sum, line) => sum + line.qty, 0);
  const delivered = facts.lines.reduce((sum, line) => sum + line.deliveredQty, 0);
  if (delivered === 0) return 'none';
  if (delivered < ordered) return 'partial';
  return facts.shipped.length > 0 && facts.shipped.every((status) => status === 'installed')
    ? 'installed'
    : 'delivered';
}

/** Document number prefixes (the server adds the day and a sequence value). */
export const DOCUMENT_PREFIX = {
  saleOrder: 'SO',
  receipt: 'RC',
  delivery: 'DL',
  refund: 'RF',
  refundDelivery: 'RT',
} as const;
