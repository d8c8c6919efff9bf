/**
 * The menu editor's tree as pure functions over the server's flat list (parentId + sort): the nested tree, and
 * every move (up, down, indent, outdent, a drop before / after / inside an entry) as the new place of every entry
 * — what PUT /settings/menus/order takes. A move that cannot happen (the first entry up, a drop into itself, or a
 * shape the contract's menuPlacementProblem refuses) gives null, so the caller sends nothing.
 */
import { type MenuEntry, type MenuKind, menuPlacementProblem } from '@soundboard/contract';

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

/** Whether the entry may sit under `parentId` (null: the top level) by the contract's shape rule. */
export function canPlace(entries: readonly MenuEntry[], id: number, parentId: number | null): boolean {
  const kind = entries.find((entry) => entry.id === id)?.kind;
  if (kind === undefined) return false;
  const parentKind = parentId === null ? null : entries.find((entry) => entry.id === parentId)?.kind;
  return parentKind !== undefined && menuPlacementProblem(kind, parentKind) === null;
}

/** The place the entry goes to, or null: [parent, index in the parent's list after the entry is taken out]. */
function keyboardTarget(
  entries: readonly MenuEntry[],
  siblings: Siblings,
  id: number,
  move: KeyboardMove,
): [number | null, number] | null {
  const parentId = parentOf(siblings, id);
  if (parentId === undefined) return null;
  const list = siblings.get(parentId) ?? [];
  const index = list.indexOf(id);
  if (move === 'up' || move === 'down') {
    const step = move === 'up' ? -1 : 1;
    if (list[index + step] !== undefined) return [parentId, index + step];
    // At the edge of its directory: into the neighbouring directory (last going up, first going down).
    if (parentId === null) return null;
    const uncles = siblings.get(parentOf(siblings, parentId) ?? null) ?? [];
    const at = uncles.indexOf(parentId);
    // Nearest first in the direction of the move.
    const beyond = step < 0 ? uncles.slice(0, at).reverse() : uncles.slice(at + 1);
    const neighbour = beyond.find((other) => isDirectory(entries, other));
    if (neighbour === undefined) return null;
    return [neighbour, step < 0 ? (siblings.get(neighbour)?.length ?? 0) : 0];
  }
  if (move === 'indent') {
    const above = list[index - 1];
    return above === undefined ? null : [above, siblings.get(above)?.length ?? 0];
  }
  if (parentId === null) return null;
  const grandparent = parentOf(siblings, parentId);
  if (grandparent === undefined) return null;
  return [grandparent, (siblings.get(grandparent) ?? []).indexOf(parentId) + 1];
}

/**
 * Up / down among its siblings (at the edge of a directory, into the neighbouring one); indent: into the entry
 * just above it (last); outdent: just after its parent. Null when the result would break the shape rule.
 */
export function moveEntry(entries: readonly MenuEntry[], id: number, move: KeyboardMove): OrderEntry[] | null {
  const siblings = siblingsOf(entries);
  const target = keyboardTarget(entries, siblings, id, move);
  if (!target || !canPlace(entries, id, target[0])) return null;
  remove(siblings, id);
  insert(siblings, target[0], target[1], id);
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
    if (!canPlace(entries, id, targetId)) return null;
    remove(siblings, id);
    insert(siblings, targetId, siblings.get(targetId)?.length ?? 0, id);
    return toOrder(siblings);
  }
  remove(siblings, id);
  const parentId = parentOf(siblings, targetId);
  if (parentId === undefined || !canPlace(entries, id, parentId)) return null;
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

/**
 * Where a new entry goes: a directory at the top level; a page or action into the selected directory, the
 * selected entry's directory, or else the first directory.
 */
export function newEntryParent(
  entries: readonly MenuEntry[],
  selectedId: number | null,
  kind: MenuKind,
): number | null {
  if (kind === 'directory') return null;
  const selected = entries.find((entry) => entry.id === selectedId);
  if (selected?.kind === 'directory') return selected.id;
  if (selected?.parentId != null && isDirectory(entries, selected.parentId)) return selected.parentId;
  return buildTree(entries).find((node) => node.entry.kind === 'directory')?.entry.id ?? null;
}
