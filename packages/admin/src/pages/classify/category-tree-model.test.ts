import type { CategoryNode } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { type Branch, buildTree } from '../../lib/tree-order';
import {
  canHoldChild,
  dropMove,
  keyboardMove,
  moved,
  nameIn,
  otherName,
  parentChoices,
  subtreeHeight,
  toInput,
} from './category-tree-model';

const node = (id: number, parentId: number | null, sort: number): CategoryNode => ({
  id,
  parentId,
  nameZh: `分类${id}`,
  nameEn: `Category ${id}`,
  icon: null,
  enabled: true,
  sort,
  count: 0,
  version: 1,
});

/**
 * 1: 2 (: 3), 4
 * 5
 * 6: 7
 */
const NODES: CategoryNode[] = [
  node(5, null, 1),
  node(1, null, 0),
  node(6, null, 2),
  node(4, 1, 1),
  node(2, 1, 0),
  node(3, 2, 0),
  node(7, 6, 0),
];

type Shape = (number | Shape)[];
const shape = (nodes: Branch<CategoryNode>[]): Shape =>
  nodes.flatMap((branch) => (branch.children.length ? [branch.entry.id, shape(branch.children)] : [branch.entry.id]));
const after = (id: number, place: ReturnType<typeof keyboardMove>) => {
  expect(place).not.toBeNull();
  return place ? shape(buildTree(moved(NODES, id, place))) : [];
};

describe('category tree model', () => {
  it('measures a subtree: a leaf is one level, 1 holds two more', () => {
    expect(subtreeHeight(NODES, 3)).toBe(1);
    expect(subtreeHeight(NODES, 2)).toBe(2);
    expect(subtreeHeight(NODES, 1)).toBe(3);
  });

  it('moves up and down among siblings only, as {parent, index once taken out}', () => {
    expect(keyboardMove(NODES, 4, 'up')).toEqual([1, 0]);
    expect(after(4, keyboardMove(NODES, 4, 'up'))).toEqual([1, [4, 2, [3]], 5, 6, [7]]);
    expect(after(5, keyboardMove(NODES, 5, 'down'))).toEqual([1, [2, [3], 4], 6, [7], 5]);
    // At the edge of its parent it stays (no jump into the neighbouring branch).
    expect(keyboardMove(NODES, 7, 'up')).toBeNull();
    expect(keyboardMove(NODES, 4, 'down')).toBeNull();
    expect(keyboardMove(NODES, 1, 'up')).toBeNull();
    expect(keyboardMove(NODES, 99, 'up')).toBeNull();
  });

  it('indents into the sibling above and outdents to just after the parent', () => {
    expect(after(4, keyboardMove(NODES, 4, 'indent'))).toEqual([1, [2, [3, 4]], 5, 6, [7]]);
    expect(after(5, keyboardMove(NODES, 5, 'indent'))).toEqual([1, [2, [3], 4, 5], 6, [7]]);
    expect(after(3, keyboardMove(NODES, 3, 'outdent'))).toEqual([1, [2, 3, 4], 5, 6, [7]]);
    expect(keyboardMove(NODES, 1, 'outdent')).toBeNull();
    expect(keyboardMove(NODES, 1, 'indent')).toBeNull();
  });

  it('refuses a move that would go deeper than three levels', () => {
    // 6 (holding 7) fits under 5; 2 (holding 3) under 4, a second-level category, would reach level four.
    expect(keyboardMove(NODES, 6, 'indent')).toEqual([5, 0]);
    expect(dropMove(NODES, 2, 4, 'inside')).toBeNull();
    expect(dropMove(NODES, 6, 2, 'inside')).toBeNull();
    expect(dropMove(NODES, 7, 3, 'inside')).toBeNull();
  });

  it('drops before, after or inside, never into itself or its own subtree', () => {
    expect(dropMove(NODES, 7, 2, 'before')).toEqual([1, 0]);
    expect(dropMove(NODES, 5, 4, 'after')).toEqual([1, 2]);
    expect(dropMove(NODES, 4, 7, 'inside')).toEqual([7, 0]);
    expect(dropMove(NODES, 1, 3, 'after')).toBeNull();
    expect(dropMove(NODES, 1, 1, 'inside')).toBeNull();
  });

  it('offers every parent in tree order and says why the impossible ones are', () => {
    const choices = parentChoices(NODES, 2);
    expect(choices.map((choice) => choice.id)).toEqual([null, 1, 2, 3, 4, 5, 6, 7]);
    expect(choices.map((choice) => choice.depth)).toEqual([0, 1, 2, 3, 2, 1, 1, 2]);
    const problems = Object.fromEntries(choices.map((choice) => [String(choice.id), choice.problem]));
    expect(problems).toMatchObject({ null: null, 1: null, 5: null, 6: null });
    expect(problems[2]).toBe('category.intoItself');
    expect(problems[3]).toBe('category.intoItself');
    // 2 holds a level below it: under a second-level category it would reach four.
    expect(problems[4]).toBe('category.tooDeep');
    expect(problems[7]).toBe('category.tooDeep');
    // A new category fits anywhere but under a third-level one.
    expect(
      parentChoices(NODES, null)
        .filter((choice) => choice.problem)
        .map((choice) => choice.id),
    ).toEqual([3]);
    expect(canHoldChild(NODES, 2)).toBe(true);
    expect(canHoldChild(NODES, 3)).toBe(false);
  });

  it('names a category in the locale and the other language, and sends the version only on edit', () => {
    const category = node(1, null, 0);
    expect(nameIn(category, 'zh-CN')).toBe('分类1');
    expect(otherName(category, 'zh-CN')).toBe('Category 1');
    expect(nameIn(category, 'en-US')).toBe('Category 1');
    const draft = { parentId: null, nameZh: 'a', nameEn: 'b', icon: null, enabled: false };
    expect(toInput(draft)).toEqual(draft);
    expect(toInput(draft, 4)).toEqual({ ...draft, version: 4 });
  });
});
