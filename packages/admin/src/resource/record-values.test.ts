import { saleOrder } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import type { ResourceRecord } from './api';
import { initialValues, keyLines, lineKey, toInput } from './record-values';
import { lineRefLabels } from './references';

const line = (id: number, sku: string) => ({ id, productId: id, sku, name: sku, qty: 1, unitPrice: 100, discount: 0 });
const order = {
  id: 1,
  version: 1,
  refLabels: {},
  customerId: 1,
  lines: [line(11, 'A-1'), line(12, 'B-2'), line(13, 'C-3')],
} as unknown as ResourceRecord;

describe('line keys', () => {
  it("removing a middle line leaves each remaining line its own product's label", () => {
    const labels = Object.fromEntries((order.lines ?? []).map((item) => [lineKey(item), lineRefLabels(item)]));
    const lines = initialValues(saleOrder, order).lines ?? [];
    const remaining = lines.filter((_, index) => index !== 1);
    expect(remaining.map((item) => labels[lineKey(item)]?.productId)).toEqual(['A-1 A-1', 'C-3 C-3']);
  });

  it('gives new lines distinct keys that survive edits and are never sent', () => {
    const [first, second] = keyLines([{ productId: null }, { productId: null }]);
    expect(lineKey(first ?? {})).not.toBe(lineKey(second ?? {}));
    expect(lineKey({ ...first, productId: 5 })).toBe(lineKey(first ?? {}));
    expect(keyLines([first ?? {}])[0]).toBe(first);
    const input = toInput(saleOrder, { ...initialValues(saleOrder, null), lines: [first ?? {}] });
    expect(Object.keys((input.lines as Record<string, unknown>[])[0] ?? {})).not.toContain('key');
  });
});
