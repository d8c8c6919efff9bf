import { describe, expect, it } from 'vitest';
import { amountDue, deliveryStatusOf, lineAmount, orderTotals, payStatusOf } from './rules';

describe('order rules', () => {
  it('totals are the sums of the lines', () => {
    const lines = [
      { qty: 2, unitPrice: 12_900, discount: 900 },
      { qty: 1, unitPrice: 5_000, discount: 0 },
    ];
    expect(lines.map(lineAmount)).toEqual([24_900, 5_000]);
    expect(orderTotals(lines)).toEqual({ subtotal: 30_800, discountTotal: 900, total: 29_900 });
    expect(orderTotals([])).toEqual({ subtotal: 0, discountTotal: 0, total: 0 });
  });

  it('derives the pay status from what was paid, refunded and is being refunded', () => {
    const order = { total: 1000, paidAmount: 0, refundedAmount: 0, openRefunds: 0 };
    expect(payStatusOf(order)).toBe('unpaid');
    expect(payStatusOf({ ...order, paidAmount: 400 })).toBe('partial');
    expect(payStatusOf({ ...order, paidAmount: 1000 })).toBe('paid');
    expect(payStatusOf({ ...order, paidAmount: 1000, openRefunds: 1 })).toBe('refunding');
    expect(payStatusOf({ ...order, paidAmount: 1000, refundedAmount: 1000 })).toBe('refunded');
    expect(payStatusOf({ ...order, paidAmount: 1000, refundedAmount: 300 })).toBe('partial');
    expect(amountDue({ total: 1000, paidAmount: 1000, refundedAmount: 300 })).toBe(300);
    expect(amountDue({ total: 1000, paidAmount: 1200, refundedAmount: 0 })).toBe(0);
  });

  it('derives the delivery status from shipped quantities and installations', () => {
    const lines = [
      { qty: 2, deliveredQty: 0 },
      { qty: 1, deliveredQty: 0 },
    ];
    expect(deliveryStatusOf({ lines, shipped: [] })).toBe('none');
    expect(
      deliveryStatusOf({
        lines: [
          { qty: 2, deliveredQty: 2 },
          { qty: 1, deliveredQty: 0 },
        ],
        shipped: ['shipped'],
      }),
    ).toBe('partial');
    const all = [
      { qty: 2, deliveredQty: 2 },
      { qty: 1, deliveredQty: 1 },
    ];
    expect(deliveryStatusOf({ lines: all, shipped: ['signed', 'installed'] })).toBe('delivered');
    expect(deliveryStatusOf({ lines: all, shipped: ['installed', 'installed'] })).toBe('installed');
  });
});
