import { describe, expect, it } from 'vitest';
import type { PropDefsValue } from './prop-defs';
import { fieldApplies, initialValues, listItems, mergeKeyOf, moveItem } from './property-panel-values';

const grid: PropDefsValue = {
  source: { type: 'choice', values: ['query', 'manual'], default: 'query' },
  limit: { type: 'integer', min: 1, max: 20, default: 4, when: { prop: 'source', equals: 'query' } },
  productIds: { type: 'products', max: 20, when: { prop: 'source', equals: 'manual' } },
  slides: {
    type: 'list',
    min: 2,
    max: 5,
    item: { materialId: { type: 'material', kind: 'image' }, alt: { type: 'text', max: 10, default: 'x' } },
  },
};

describe('property panel values', () => {
  it('shows a conditional field only while its condition holds', () => {
    const limit = grid.limit;
    if (!limit) throw new Error('limit expected');
    expect(fieldApplies(limit, { source: 'query' })).toBe(true);
    expect(fieldApplies(limit, { source: 'manual' })).toBe(false);
    const source = grid.source;
    if (!source) throw new Error('source expected');
    expect(fieldApplies(source, {})).toBe(true);
  });

  it('creates defaults: references empty, a list with its minimum of items', () => {
    expect(initialValues(grid)).toEqual({
      source: 'query',
      limit: 4,
      productIds: [],
      slides: [
        { materialId: null, alt: 'x' },
        { materialId: null, alt: 'x' },
      ],
    });
  });

  it('moves an item within the list, clamped at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('reads a list value defensively and names a field by its data path', () => {
    expect(listItems('nope')).toEqual([]);
    expect(listItems([{ a: 1 }, null, 3])).toEqual([{ a: 1 }]);
    expect(mergeKeyOf(['slides', 1, 'alt'])).toBe('slides.1.alt');
  });
});
