import type { CategoryNode } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { categoryChoices, categoryFilterChoices, categoryNameOf, enabledNodes } from './category-choices';

const node = (id: number, parentId: number | null, nameEn: string, enabled = true, sort = id): CategoryNode => ({
  id,
  parentId,
  nameZh: `中${nameEn}`,
  nameEn,
  icon: null,
  enabled,
  sort,
  count: 0,
  version: 1,
});

// News > Launches > Speakers; Guides (disabled) > Wiring; Cases
const tree = [
  node(1, null, 'News', true, 1),
  node(2, 1, 'Launches'),
  node(3, 2, 'Speakers'),
  node(4, null, 'Guides', false, 2),
  node(5, 4, 'Wiring'),
  node(6, null, 'Cases', true, 3),
];

describe('category choices', () => {
  it('indents the enabled nodes by depth, parents before children, in sort order', () => {
    expect(categoryChoices(tree, 'en-US', null)).toEqual([
      { id: '1', label: 'News' },
      { id: '2', label: '\u3000Launches' },
      { id: '3', label: '\u3000\u3000Speakers' },
      { id: '6', label: 'Cases' },
    ]);
  });

  it('leaves out a disabled node and everything under it', () => {
    expect(enabledNodes(tree).map((item) => item.id)).toEqual([1, 2, 3, 6]);
  });

  it("keeps a record's current node choosable when it was disabled since", () => {
    expect(categoryChoices(tree, 'zh-CN', '5').at(-1)).toEqual({ id: '5', label: '中Wiring' });
    expect(categoryChoices(tree, 'en-US', '99').at(-1)).toEqual({ id: '99', label: '#99' });
  });

  it('offers every node to a filter, after "all"', () => {
    const options = categoryFilterChoices(tree, 'en-US', 'All');
    expect(options[0]).toEqual({ id: '', label: 'All' });
    expect(options.map((option) => option.id)).toEqual(['', '1', '2', '3', '4', '5', '6']);
  });

  it("names a node in the screen's language, and a missing one by its id", () => {
    expect(categoryNameOf(tree, 3, 'zh-CN')).toBe('中Speakers');
    expect(categoryNameOf(tree, 42, 'en-US')).toBe('#42');
  });
});
