/**
 * Ordered trees kept as a flat list (id, parentId, sort), as the server stores the menu and the category trees:
 * the nested tree, the sibling lists, and where a keyboard move (up, down, indent, outdent) or a drop (before /
 * after / inside another node) would put a node. Which places are allowed is the caller's rule (a menu page
 * lives in a directory, a category at most three levels deep), so these only work out the place.
 */

export interface Placed {
  id: number;
  parentId: number | null;
  sort: number;
}

export interface Branch<T> {
  entry: T;
  children: Branch<T>[];
}

export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';
export type DropPosition = 'before' | 'after' | 'inside';

/** Sibling lists keyed by parent id (null: the top level), in order. */
export type Siblings = Map<number | null, number[]>;

/** A node's new place: its parent and its index among the parent's children once it has been taken out. */
export type Place = [parentId: number | null, index: number];

const bySortThenId = (a: Placed, b: Placed) => a.sort - b.sort || a.id - b.id;

/** The nested tree; a node whose parent is missing shows at the top rather than vanishing. */
export function buildTree<T extends Placed>(entries: readonly T[]): Branch<T>[] {
  const ids = new Set(entries.map((entry) => entry.id));
  const childrenOf = new Map<number | null, T[]>();
  for (const entry of [...entries].sort(bySortThenId)) {
    const parent = entry.parentId !== null && ids.has(entry.parentId) ? entry.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), entry]);
  }
  const build = (parentId: number | null): Branch<T>[] =>
    (childrenOf.get(parentId) ?? []).map((entry) => ({ entry, children: build(entry.id) }));
  return build(null);
}

export function siblingsOf(entries: readonly Placed[]): Siblings {
  const siblings: Siblings = new Map([[null, []]]);
  const walk = (nodes: Branch<Placed>[], parentId: number | null) => {
    siblings.set(
      parentId,
      nodes.map((node) => node.entry.id),
    );
    for (const node of nodes) walk(node.children, node.entry.id);
  };
  walk(buildTree(entries), null);
  return siblings;
}

/** Every node's place: sort is its index among its siblings. */
export function toOrder(siblings: Siblings): Placed[] {
  return [...siblings].flatMap(([parentId, ids]) => ids.map((id, sort) => ({ id, parentId, sort })));
}

export function parentOf(siblings: Siblings, id: number): number | null | undefined {
  for (const [parentId, ids] of siblings) if (ids.includes(id)) return parentId;
  return undefined;
}

export function takeOut(siblings: Siblings, id: number): void {
  const parentId = parentOf(siblings, id);
  if (parentId === undefined) return;
  siblings.set(
    parentId,
    (siblings.get(parentId) ?? []).filter((other) => other !== id),
  );
}

export function putIn(siblings: Siblings, [parentId, index]: Place, id: number): void {
  const list = [...(siblings.get(parentId) ?? [])];
  list.splice(index, 0, id);
  siblings.set(parentId, list);
}

/** Whether `id` is `ancestor` or lies inside it. */
export function isWithin(entries: readonly Placed[], id: number | null, ancestor: number): boolean {
  const parents = new Map(entries.map((entry) => [entry.id, entry.parentId]));
  for (let at = id; at !== null && at !== undefined; at = parents.get(at) ?? null) if (at === ancestor) return true;
  return false;
}

/**
 * Where a keyboard move takes a node: up / down among its siblings; at the edge of its parent, into the nearest
 * neighbouring node `crossesInto` allows (last going up, first going down), else nowhere; indent: last inside
 * the sibling above; outdent: just after its parent. Null when there is no such place.
 */
export function keyboardPlace(
  siblings: Siblings,
  id: number,
  move: KeyboardMove,
  crossesInto: (id: number) => boolean = () => false,
): Place | null {
  const parentId = parentOf(siblings, id);
  if (parentId === undefined) return null;
  const list = siblings.get(parentId) ?? [];
  const index = list.indexOf(id);
  if (move === 'up' || move === 'down') {
    const step = move === 'up' ? -1 : 1;
    if (list[index + step] !== undefined) return [parentId, index + step];
    if (parentId === null) return null;
    const uncles = siblings.get(parentOf(siblings, parentId) ?? null) ?? [];
    const at = uncles.indexOf(parentId);
    // Nearest first in the direction of the move.
    const beyond = step < 0 ? uncles.slice(0, at).reverse() : uncles.slice(at + 1);
    const neighbour = beyond.find(crossesInto);
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

/** Where a drop puts a node: before or after another (its sibling then), or last inside it; null into itself. */
export function dropPlace(
  entries: readonly Placed[],
  id: number,
  targetId: number,
  position: DropPosition,
): Place | null {
  if (isWithin(entries, targetId, id)) return null;
  const siblings = siblingsOf(entries);
  takeOut(siblings, id);
  if (position === 'inside') return [targetId, siblings.get(targetId)?.length ?? 0];
  const parentId = parentOf(siblings, targetId);
  if (parentId === undefined) return null;
  return [parentId, (siblings.get(parentId) ?? []).indexOf(targetId) + (position === 'after' ? 1 : 0)];
}

/** Every node's place after `id` moves to `place`. */
export function orderAfter(entries: readonly Placed[], id: number, place: Place): Placed[] {
  const siblings = siblingsOf(entries);
  takeOut(siblings, id);
  putIn(siblings, place, id);
  return toOrder(siblings);
}

/** The nodes with the new places applied (shown at once while the server saves them). */
export function applyOrder<T extends Placed>(entries: readonly T[], order: readonly Placed[]): T[] {
  const places = new Map(order.map((place) => [place.id, place]));
  return entries.map((entry) => {
    const place = places.get(entry.id);
    return place ? { ...entry, parentId: place.parentId, sort: place.sort } : entry;
  });
}
