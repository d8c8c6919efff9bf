/**
 * VAT of invoice lines, in fen (issue 22). Order amounts are tax-inclusive, so a line's gross is given and its net
 * is worked back: net = round-half-up(gross × 10000 / (10000 + rateBp)), tax = gross − net. Each line is rounded
 * on its own and the invoice's totals are the sums of its lines, so lines and totals always agree (a total is never
 * recomputed from the summed gross). A negative gross (a credit note) mirrors the positive one: net(−g) = −net(g).
 */

export interface LineTax {
  grossAmount: number;
  netAmount: number;
  taxAmount: number;
}

/** round-half-up(gross × 10000 / (10000 + rateBp)) in integer arithmetic (no floating-point halves). */
export function netOfGross(gross: number, rateBp: number): number {
  if (!Number.isInteger(gross) || !Number.isInteger(rateBp) || rateBp < 0) throw new Error('fen and bp are integers');
  if (gross < 0) return -netOfGross(-gross, rateBp);
  const divisor = 10_000 + rateBp;
  return Math.floor((2 * gross * 10_000 + divisor) / (2 * divisor));
}

export function lineTax(grossAmount: number, rateBp: number): LineTax {
  const netAmount = netOfGross(grossAmount, rateBp);
  // `|| 0`: never a negative zero in JSON or comparisons.
  return { grossAmount, netAmount: netAmount || 0, taxAmount: grossAmount - netAmount || 0 };
}

/** An invoice's totals: the sums of its lines. */
export function taxTotals(lines: readonly LineTax[]): { netTotal: number; taxTotal: number; grossTotal: number } {
  let netTotal = 0;
  let taxTotal = 0;
  let grossTotal = 0;
  for (const line of lines) {
    netTotal += line.netAmount;
    taxTotal += line.taxAmount;
    grossTotal += line.grossAmount;
  }
  return { netTotal, taxTotal, grossTotal };
}
