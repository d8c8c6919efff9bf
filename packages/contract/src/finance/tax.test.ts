import { describe, expect, it } from 'vitest';
import { invoiceNumber } from './invoice-api';
import { lineTax, netOfGross, taxTotals } from './tax';

describe('invoice tax (tax-inclusive, fen)', () => {
  it('works the net back from the gross, rounding half up', () => {
    // 113 fen at 13 %: exactly 100 net, 13 tax.
    expect(lineTax(113, 1300)).toEqual({ grossAmount: 113, netAmount: 100, taxAmount: 13 });
    // 1 fen at 13 %: 0.885 → 1 net, 0 tax.
    expect(lineTax(1, 1300)).toEqual({ grossAmount: 1, netAmount: 1, taxAmount: 0 });
    // An exact half rounds up: 3 fen at 100 % is 1.5 net → 2.
    expect(netOfGross(3, 10_000)).toBe(2);
    expect(netOfGross(103, 300)).toBe(100);
    // Just below a half rounds down: 5 × 10000 / 11300 = 4.4247… → 4.
    expect(netOfGross(5, 1300)).toBe(4);
  });

  it('is zero for zero and has no tax at rate 0', () => {
    expect(lineTax(0, 1300)).toEqual({ grossAmount: 0, netAmount: 0, taxAmount: 0 });
    expect(lineTax(12_345, 0)).toEqual({ grossAmount: 12_345, netAmount: 12_345, taxAmount: 0 });
  });

  it('mirrors a negative gross (credit notes) exactly', () => {
    for (const gross of [1, 3, 113, 9_999, 1_234_567, 10_000_000_000]) {
      const plus = lineTax(gross, 1300);
      const minus = lineTax(-gross, 1300);
      // `|| 0`: the mirror of a zero is a plain zero, never −0.
      expect(minus.netAmount).toBe(-plus.netAmount || 0);
      expect(minus.taxAmount).toBe(-plus.taxAmount || 0);
    }
  });

  it('keeps every line and the totals in agreement', () => {
    const lines = [1, 2, 3, 77, 113, 999, 10_001].map((gross) => lineTax(gross, 1300));
    for (const line of lines) expect(line.netAmount + line.taxAmount).toBe(line.grossAmount);
    const totals = taxTotals(lines);
    expect(totals.grossTotal).toBe(1 + 2 + 3 + 77 + 113 + 999 + 10_001);
    expect(totals.netTotal + totals.taxTotal).toBe(totals.grossTotal);
    // The totals are the lines' sums, not a recomputation of the summed gross (which could differ by rounding).
    expect(totals.netTotal).toBe(lines.reduce((sum, line) => sum + line.netAmount, 0));
  });

  it('refuses fractions of a fen', () => {
    expect(() => netOfGross(1.5, 1300)).toThrow();
  });

  it('numbers documents per kind and year', () => {
    expect(invoiceNumber('invoice', 2026, 123)).toBe('FP2026-000123');
    expect(invoiceNumber('creditNote', 2026, 7)).toBe('HC2026-000007');
    expect(invoiceNumber('invoice', 2027, 1_234_567)).toBe('FP2027-1234567');
  });
});
