/**
 * The menu editor's tree as pure functions over the server's flat list (parentId + sort): the nested tree, and
 * every move (up, down, indent, outdent, a drop before / after / inside an entry) as the new place of every entry
 * — what PUT /settings/menus/order takes. A move that cannot happen (first entry up, indent under a page, a drop
 * into itself) gives null, so the caller sends nothing.
 */
import type { MenuEntry } from '@soundboard/contract';

export interface EntryNode {
  entry: MenuEntry;
  children: EntryNode[];
}

export interface OrderEntry {
  id: number;
  parentId: number | null;
  sort: number;
}

export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';
export type DropPosition = 'before' | 'after' | 'inside';

const bySortThenId = (a: MenuEntry, b: MenuEntry) => a.sort - b.sort || a.id - b.id;

/** The nested tree; an entry whose parent is missing shows at the top rather than vanishing. */
export function buildTree(entries: readonly MenuEntry[]): EntryNode[] {
  const ids = new Set(entries.map((entry) => entry.id));
  const childrenOf = new Map<number | null, MenuEntry[]>();
  for (const entry of [...entries].sort(bySortThenId)) {
    const parent = entry.parentId !== null && ids.has(entry.parentId) ? entry.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), entry]);
  }
  const build = (parentId: number | null): EntryNode[] =>
    (childrenOf.get(parentId) ?? []).map((entry) => ({ entry, children: build(entry.id) }));
  return build(null);
}

/** Sibling lists keyed by parent id (null: the top level), in order. */
type Siblings = Map<number | null, number[]>;

function siblingsOf(entries: readonly MenuEntry[]): Siblings {
  const siblings: Siblings = new Map([[null, []]]);
  const walk = (nodes: EntryNode[], parentId: number | null) => {
    siblings.set(
      parentId,
      nodes.map((node) => node.entry.id),
    );
    for (const node of nodes) walk(node.children, node.entry.id);
  };
  walk(buildTree(entries), null);
  return siblings;
}

/** Every entry's place: sort is its index among its siblings. */
function toOrder(siblings: Siblings): OrderEntry[] {
  return [...siblings].flatMap(([parentId, ids]) => ids.map((id, sort) => ({ id, parentId, sort })));
}

function parentOf(siblings: Siblings, id: number): number | null | undefined {
  for (const [parentId, ids] of siblings) if (ids.includes(id)) return parentId;
  return undefined;
}

function remove(siblings: Siblings, id: number): void {
  const parentId = parentOf(siblings, id);
  if (parentId === undefined) return;
  siblings.set(
    parentId,
    (siblings.get(parentId) ?? []).filter((other) => other !== id),
  );
}

function insert(siblings: Siblings, parentId: number | null, index: number, id: number): void {
  const list = [...(siblings.get(parentId) ?? [])];
  list.splice(index, 0, id);
  siblings.set(parentId, list);
}

const isDirectory = (entries: readonly MenuEntry[], id: number) =>
  entries.find((entry) => entry.id === id)?.kind === 'directory';

/** Whether `id` is `ancestor` or lies inside it. */
function isWithin(entries: readonly MenuEntry[], id: number | null, ancestor: number): boolean {
  const parents = new Map(entries.map((entry) => [entry.id, entry.parentId]));
  for (let at = id; at !== null && at !== undefined; at = parents.get(at) ?? null) if (at === ancestor) return true;
  return false;
}

/** Up / down among its siblings; indent: into the directory just above it (last); outdent: just after its parent. */
export function moveEntry(entries: readonly MenuEntry[], id: number, move: KeyboardMove): OrderEntry[] | null {
  const siblings = siblingsOf(entries);
  const parentId = parentOf(siblings, id);
  if (parentId === undefined) return null;
  const list = siblings.get(parentId) ?? [];
  const index = list.indexOf(id);
  if (move === 'up' || move === 'down') {
    const other = index + (move === 'up' ? -1 : 1);
    if (other < 0 || other >= list.length) return null;
    remove(siblings, id);
    insert(siblings, parentId, other, id);
    return toOrder(siblings);
  }
  if (move === 'indent') {
    const above = list[index - 1];
    if (above === undefined || !isDirectory(entries, above)) return null;
    remove(siblings, id);
    insert(siblings, above, siblings.get(above)?.length ?? 0, id);
    return toOrder(siblings);
  }
  if (parentId === null) return null;
  const grandparent = parentOf(siblings, parentId);
  if (grandparent === undefined) return null;
  remove(siblings, id);
  insert(siblings, grandparent, (siblings.get(grandparent) ?? []).indexOf(parentId) + 1, id);
  return toOrder(siblings);
}

/** A drag-and-drop: before or after another entry (its sibling then), or inside a directory (last). */
export function dropEntry(
  entries: readonly MenuEntry[],
  id: number,
  targetId: number,
  position: DropPosition,
): OrderEntry[] | null {
  if (isWithin(entries, targetId, id)) return null;
  const siblings = siblingsOf(entries);
  if (position === 'inside') {
    if (!isDirectory(entries, targetId)) return null;
    remove(siblings, id);
    insert(siblings, targetId, siblings.get(targetId)?.length ?? 0, id);
    return toOrder(siblings);
  }
  remove(siblings, id);
  const parentId = parentOf(siblings, targetId);
  if (parentId === undefined) return null;
  const index = (siblings.get(parentId) ?? []).indexOf(targetId) + (position === 'after' ? 1 : 0);
  insert(siblings, parentId, index, id);
  return toOrder(siblings);
}

/** The entries with the new places applied (shown at once while the server saves them). */
export function applyOrder(entries: readonly MenuEntry[], order: readonly OrderEntry[]): MenuEntry[] {
  const places = new Map(order.map((place) => [place.id, place]));
  return entries.map((entry) => {
    const place = places.get(entry.id);
    return place ? { ...entry, parentId: place.parentId, sort: place.sort } : entry;
  });
}

/** The directory a new entry goes into: the selected entry if it is one, else the selected entry's parent. */
export function newEntryParent(entries: readonly MenuEntry[], selectedId: number | null): number | null {
  const selected = entries.find((entry) => entry.id === selectedId);
  if (!selected) return null;
  return selected.kind === 'directory' ? selected.id : selected.parentId;
}
