import { describe, expect, it } from 'vitest';
import { regionNames } from './region-text';

const tree = [
  {
    id: '330000',
    pid: '0',
    name: '浙江省',
    children: [
      { id: '330100', pid: '330000', name: '杭州市', children: [{ id: '330106', pid: '330100', name: '西湖区' }] },
    ],
  },
];

describe('regionNames', () => {
  it('names each level of the path', () => {
    expect(regionNames(tree, ['330000', '330100', '330106'])).toBe('浙江省 / 杭州市 / 西湖区');
  });

  it('shows a code the tree does not have (not loaded yet) as itself', () => {
    expect(regionNames([], ['330000', '330100'])).toBe('330000 / 330100');
    expect(regionNames(tree, ['330000', '339999'])).toBe('浙江省 / 339999');
  });
});
