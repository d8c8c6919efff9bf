import { describe, expect, test } from 'vitest';
import { checkStates, toggleCheck } from './tree-check';

const tree = [
  {
    id: 'orders',
    children: [
      { id: 'orders:view' },
      { id: 'orders:edit', children: [{ id: 'orders:edit:price' }, { id: 'orders:edit:address' }] },
    ],
  },
  { id: 'products' },
];

describe('tree check cascade', () => {
  test('checking a leaf makes its ancestors half-checked', () => {
    const checked = toggleCheck(tree, [], 'orders:edit:price');
    expect([...checked]).toEqual(['orders:edit:price']);
    const states = checkStates(tree, checked);
    expect(states.get('orders:edit')).toBe('indeterminate');
    expect(states.get('orders')).toBe('indeterminate');
    expect(states.get('products')).toBe('unchecked');
  });

  test('checking the last unchecked child checks the parents', () => {
    let checked = toggleCheck(tree, [], 'orders:view');
    checked = toggleCheck(tree, checked, 'orders:edit:price');
    checked = toggleCheck(tree, checked, 'orders:edit:address');
    expect(checked.has('orders:edit')).toBe(true);
    expect(checked.has('orders')).toBe(true);
    expect(checkStates(tree, checked).get('orders')).toBe('checked');
  });

  test('checking a parent checks its subtree; unchecking it clears the subtree', () => {
    const on = toggleCheck(tree, [], 'orders');
    expect([...on].sort()).toEqual([
      'orders',
      'orders:edit',
      'orders:edit:address',
      'orders:edit:price',
      'orders:view',
    ]);
    expect(toggleCheck(tree, on, 'orders').size).toBe(0);
  });

  test('unchecking one child of a checked parent leaves it half-checked', () => {
    const on = toggleCheck(tree, [], 'orders');
    const off = toggleCheck(tree, on, 'orders:view');
    expect(off.has('orders')).toBe(false);
    expect(checkStates(tree, off).get('orders')).toBe('indeterminate');
  });
});
