import { company, saleOrder } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import type { ResourceRecord } from './api';
import { initialValues, keyLines, lineKey, splitIssues, toInput } from './record-values';
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

describe('line sets', () => {
  const saved = {
    id: 3,
    version: 2,
    refLabels: {},
    name: 'Grand Hall',
    contacts: [
      { id: 7, name: 'Wang', title: 'Manager', phone: '13800000000', email: '', primary: true, companyId: 3 },
      { id: 8, name: 'Li', title: '', phone: '', email: '', primary: false, companyId: 3 },
    ],
    sites: [{ id: 9, name: 'Main hall', address: '', system: '8 zones' }],
  } as unknown as ResourceRecord;

  it("edits each set with its saved lines' ids and sends them back, new lines without one", () => {
    const values = initialValues(company, saved);
    const contacts = [...((values.contacts as Record<string, unknown>[]) ?? []), ...keyLines([{ name: 'Zhao' }])];
    const input = toInput(company, { ...values, contacts });
    expect((input.contacts as Record<string, unknown>[]).map((line) => line.id)).toEqual([7, 8, undefined]);
    expect(Object.keys((input.contacts as Record<string, unknown>[])[2] ?? {})).not.toContain('key');
    // A column the server adds (the owning company) is not a field of the set: never sent.
    expect((input.contacts as Record<string, unknown>[])[0]).not.toHaveProperty('companyId');
    expect(input.sites).toEqual([{ id: 9, name: 'Main hall', address: '', system: '8 zones' }]);
    expect(initialValues(company, null).contacts).toEqual([]);
  });

  it("puts a set line's error on that line, the set's own error and the record's fields apart", () => {
    const split = splitIssues(
      [
        { path: 'contacts.2.phone', message: 'bad phone' },
        { path: 'sites', message: 'too many' },
        { path: 'name', message: 'required' },
      ],
      ['contacts', 'sites'],
    );
    expect(split.sets).toEqual({ contacts: { '2.phone': 'bad phone' } });
    expect(split.fields).toEqual({ sites: 'too many', name: 'required' });
    expect(split.lines).toEqual({});
  });
});
