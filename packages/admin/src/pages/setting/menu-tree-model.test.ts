import type { MenuEntry, MenuKind } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import {
  applyOrder,
  buildTree,
  canPlace,
  dropEntry,
  type EntryNode,
  moveEntry,
  newEntryParent,
  type OrderEntry,
} from './menu-tree-model';

const entry = (id: number, parentId: number | null, sort: number, kind: MenuKind = 'page'): MenuEntry => ({
  id,
  parentId,
  key: `k${id}`,
  kind,
  path: kind === 'directory' ? null : `/p${id}`,
  titleKey: null,
  titleZh: `条目${id}`,
  titleEn: `Entry ${id}`,
  icon: null,
  permission: 'menu:read',
  visible: true,
  sort,
  seeded: false,
});

/**
 * 1 dir: 3, 4, 5
 * 2 dir: 6
 * 7 page (at the top level: data from before the shape rule)
 * 8 dir, empty
 */
const ENTRIES: MenuEntry[] = [
  entry(7, null, 2),
  entry(2, null, 1, 'directory'),
  entry(1, null, 0, 'directory'),
  entry(8, null, 3, 'directory'),
  entry(5, 1, 2),
  entry(3, 1, 0),
  entry(4, 1, 1),
  entry(6, 2, 0),
];

/** The tree as nested ids, e.g. [1, [3, 4, 5]]: easy to read in the expectations. */
type Shape = (number | Shape)[];
const shape = (nodes: EntryNode[]): Shape =>
  nodes.flatMap((node) => (node.children.length ? [node.entry.id, shape(node.children)] : [node.entry.id]));
const after = (order: OrderEntry[] | null) => {
  expect(order).not.toBeNull();
  return shape(buildTree(applyOrder(ENTRIES, order ?? [])));
};

describe('menu tree model', () => {
  it('builds the tree from the flat list by parent and (sort, id)', () => {
    expect(shape(buildTree(ENTRIES))).toEqual([1, [3, 4, 5], 2, [6], 7, 8]);
    const tied = [entry(9, null, 0), entry(8, null, 0)];
    expect(shape(buildTree(tied))).toEqual([8, 9]);
  });

  it('shows an entry whose parent is missing at the top level', () => {
    expect(shape(buildTree([entry(1, null, 0), entry(2, 99, 0)]))).toEqual([1, 2]);
  });

  it('moves an entry up and down among its siblings, renumbering every entry', () => {
    expect(after(moveEntry(ENTRIES, 4, 'up'))).toEqual([1, [4, 3, 5], 2, [6], 7, 8]);
    expect(after(moveEntry(ENTRIES, 4, 'down'))).toEqual([1, [3, 5, 4], 2, [6], 7, 8]);
    expect(after(moveEntry(ENTRIES, 2, 'up'))).toEqual([2, [6], 1, [3, 4, 5], 7, 8]);
    const order = moveEntry(ENTRIES, 2, 'up');
    expect(order).toContainEqual({ id: 2, parentId: null, sort: 0 });
    expect(order).toContainEqual({ id: 1, parentId: null, sort: 1 });
    expect(order).toHaveLength(ENTRIES.length);
  });

  it('moves a page at the edge of its directory into the neighbouring directory', () => {
    expect(after(moveEntry(ENTRIES, 6, 'up'))).toEqual([1, [3, 4, 5, 6], 2, 7, 8]);
    expect(after(moveEntry(ENTRIES, 5, 'down'))).toEqual([1, [3, 4], 2, [5, 6], 7, 8]);
    // Past the top-level page 7 to the next directory.
    expect(after(moveEntry(ENTRIES, 6, 'down'))).toEqual([1, [3, 4, 5], 2, 7, 8, [6]]);
  });

  it('refuses to move the first entry up, the last down, or an unknown one', () => {
    expect(moveEntry(ENTRIES, 3, 'up')).toBeNull();
    expect(moveEntry(ENTRIES, 1, 'up')).toBeNull();
    expect(moveEntry(ENTRIES, 8, 'down')).toBeNull();
    expect(moveEntry(ENTRIES, 99, 'up')).toBeNull();
  });

  it('indents a page into the directory above it, never a directory or under a page', () => {
    expect(after(moveEntry(ENTRIES, 7, 'indent'))).toEqual([1, [3, 4, 5], 2, [6, 7], 8]);
    expect(moveEntry(ENTRIES, 2, 'indent')).toBeNull();
    expect(moveEntry(ENTRIES, 4, 'indent')).toBeNull();
    expect(moveEntry(ENTRIES, 1, 'indent')).toBeNull();
  });

  it('never outdents a page to the top level (pages live inside directories)', () => {
    expect(moveEntry(ENTRIES, 4, 'outdent')).toBeNull();
    expect(moveEntry(ENTRIES, 7, 'outdent')).toBeNull();
    expect(moveEntry(ENTRIES, 1, 'outdent')).toBeNull();
  });

  it('drops before, after or inside another entry', () => {
    expect(after(dropEntry(ENTRIES, 7, 4, 'before'))).toEqual([1, [3, 7, 4, 5], 2, [6], 8]);
    expect(after(dropEntry(ENTRIES, 3, 6, 'after'))).toEqual([1, [4, 5], 2, [6, 3], 7, 8]);
    expect(after(dropEntry(ENTRIES, 5, 2, 'inside'))).toEqual([1, [3, 4], 2, [6, 5], 7, 8]);
    expect(after(dropEntry(ENTRIES, 4, 8, 'inside'))).toEqual([1, [3, 5], 2, [6], 7, 8, [4]]);
    expect(after(dropEntry(ENTRIES, 1, 7, 'after'))).toEqual([2, [6], 7, 1, [3, 4, 5], 8]);
  });

  it('refuses a drop that breaks the shape: inside a page, into itself, a directory inside one, a page on top', () => {
    expect(dropEntry(ENTRIES, 3, 7, 'inside')).toBeNull();
    expect(dropEntry(ENTRIES, 1, 1, 'before')).toBeNull();
    expect(dropEntry(ENTRIES, 1, 4, 'after')).toBeNull();
    expect(dropEntry(ENTRIES, 2, 2, 'inside')).toBeNull();
    expect(dropEntry(ENTRIES, 2, 1, 'inside')).toBeNull();
    expect(dropEntry(ENTRIES, 2, 4, 'before')).toBeNull();
    expect(dropEntry(ENTRIES, 4, 1, 'before')).toBeNull();
  });

  it('places directories at the top level and pages inside directories only', () => {
    expect(canPlace(ENTRIES, 1, null)).toBe(true);
    expect(canPlace(ENTRIES, 1, 2)).toBe(false);
    expect(canPlace(ENTRIES, 4, 2)).toBe(true);
    expect(canPlace(ENTRIES, 4, null)).toBe(false);
    expect(canPlace(ENTRIES, 4, 7)).toBe(false);
  });

  it('puts a new directory at the top, a new page into the selected directory or beside the selected page', () => {
    expect(newEntryParent(ENTRIES, 4, 'directory')).toBeNull();
    expect(newEntryParent(ENTRIES, 2, 'page')).toBe(2);
    expect(newEntryParent(ENTRIES, 4, 'action')).toBe(1);
    // Nothing chosen, or a page outside any directory: the first directory.
    expect(newEntryParent(ENTRIES, null, 'page')).toBe(1);
    expect(newEntryParent(ENTRIES, 7, 'page')).toBe(1);
    expect(newEntryParent([], null, 'page')).toBeNull();
  });
});
