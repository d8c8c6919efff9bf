import { describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../resource/api';
import { anythingLeft, chosenCreditLines, creditableLines } from './invoice-credit';

/** An issued invoice's detail: its lines, and `credit` naming what is left of those credit notes touched. */
const original = (lines: Record<string, unknown>[], remaining: Record<number, number> = {}): ResourceRecord => ({
  id: 1,
  version: 1,
  refLabels: {},
  lines,
  credit: {
    creditedTotal: 0,
    remainingTotal: 0,
    creditNotes: [],
    lines: Object.entries(remaining).map(([lineId, remainingQuantity]) => ({
      lineId: Number(lineId),
      quantity: 0,
      grossAmount: 0,
      creditedQuantity: 0,
      creditedGross: 0,
      remainingQuantity,
      remainingGross: 0,
    })),
  },
});

describe('creditableLines', () => {
  it('leaves what earlier credit notes did not take', () => {
    const lines = creditableLines(
      original(
        [
          { id: 10, description: 'Speaker', quantity: 4 },
          { id: 11, description: 'Amp', quantity: 2 },
          { id: 12, description: 'Cable', quantity: 3 },
        ],
        { 10: 3, 12: 0 },
      ),
    );
    expect(lines.map((line) => [line.lineId, line.left])).toEqual([
      [10, 3],
      [11, 2],
      [12, 0],
    ]);
    expect(anythingLeft(lines)).toBe(true);
    expect(anythingLeft(lines.slice(2))).toBe(false);
  });
});

describe('chosenCreditLines', () => {
  const lines = creditableLines(
    original(
      [
        { id: 10, description: 'Speaker', quantity: 4 },
        { id: 11, description: 'Amp', quantity: 2 },
      ],
      { 10: 3 },
    ),
  );
  it('sends only lines above zero, never beyond what is left', () => {
    expect(chosenCreditLines(lines, { 10: 9, 11: 0 })).toEqual([{ lineId: 10, quantity: 3 }]);
    expect(chosenCreditLines(lines, { 10: -2, 11: 1.7 })).toEqual([{ lineId: 11, quantity: 1 }]);
    expect(chosenCreditLines(lines, {})).toEqual([]);
  });
});
