import { describe, expect, it } from 'vitest';
import { dropIndex, insertAfter, insertAt, moveBy, moveNextTo, removeItem } from './block-list';

const list = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id).join('');

describe('block list operations', () => {
  it('finds the drop index before or after a target, the end for an unknown one', () => {
    expect(dropIndex(list, 'b', 'before')).toBe(1);
    expect(dropIndex(list, 'b', 'after')).toBe(2);
    expect(dropIndex(list, 'x', 'before')).toBe(4);
  });

  it('inserts after the selected block, at the end without one, clamped into range', () => {
    expect(ids(insertAfter(list, { id: 'x' }, 'b'))).toBe('abxcd');
    expect(ids(insertAfter(list, { id: 'x' }, null))).toBe('abcdx');
    expect(ids(insertAfter(list, { id: 'x' }, 'gone'))).toBe('abcdx');
    expect(ids(insertAt(list, { id: 'x' }, -3))).toBe('xabcd');
    expect(ids(insertAt(list, { id: 'x' }, 99))).toBe('abcdx');
  });

  it('moves a block before or after another in either direction', () => {
    expect(ids(moveNextTo(list, 'a', 'c', 'after'))).toBe('bcad');
    expect(ids(moveNextTo(list, 'd', 'b', 'before'))).toBe('adbc');
    expect(ids(moveNextTo(list, 'd', 'a', 'before'))).toBe('dabc');
  });

  it('answers the same list when a move changes nothing or names a missing block', () => {
    expect(moveNextTo(list, 'b', 'c', 'before')).toBe(list);
    expect(moveNextTo(list, 'b', 'b', 'after')).toBe(list);
    expect(moveNextTo(list, 'x', 'b', 'after')).toBe(list);
    expect(moveNextTo(list, 'b', 'x', 'after')).toBe(list);
  });

  it('moves one place up or down, and not past either end', () => {
    expect(ids(moveBy(list, 'b', -1))).toBe('bacd');
    expect(ids(moveBy(list, 'b', 1))).toBe('acbd');
    expect(moveBy(list, 'a', -1)).toBe(list);
    expect(moveBy(list, 'd', 1)).toBe(list);
  });

  it('removes a block and names the neighbour that takes the focus', () => {
    expect(removeItem(list, 'b')).toEqual({ list: [{ id: 'a' }, { id: 'c' }, { id: 'd' }], neighbour: 'c' });
    expect(removeItem(list, 'd').neighbour).toBe('c');
    expect(removeItem([{ id: 'a' }], 'a')).toEqual({ list: [], neighbour: null });
    expect(removeItem(list, 'x').list).toBe(list);
  });
});
