/** The canvas's list operations as pure functions on anything with an id (unit-tested in block-list.test.ts). */
interface Identified {
  id: string;
}

export type DropPosition = 'before' | 'after';

/** Where a block dropped before or after `targetId` lands in `list`; the end when the target is not there. */
export function dropIndex(list: readonly Identified[], targetId: string, position: DropPosition): number {
  const index = list.findIndex((item) => item.id === targetId);
  if (index < 0) return list.length;
  return position === 'before' ? index : index + 1;
}

export function insertAt<T extends Identified>(list: readonly T[], item: T, index: number): T[] {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/** After the block `afterId` (the selected one), or at the end without one. */
export function insertAfter<T extends Identified>(list: readonly T[], item: T, afterId: string | null): T[] {
  return insertAt(list, item, afterId === null ? list.length : dropIndex(list, afterId, 'after'));
}

/** Moves `id` before or after `targetId`; the same list when either is missing or nothing changes. */
export function moveNextTo<T extends Identified>(
  list: readonly T[],
  id: string,
  targetId: string,
  position: DropPosition,
): readonly T[] {
  const item = list.find((entry) => entry.id === id);
  if (!item || id === targetId || !list.some((entry) => entry.id === targetId)) return list;
  const rest = list.filter((entry) => entry.id !== id);
  const next = insertAt(rest, item, dropIndex(rest, targetId, position));
  return next.every((entry, index) => entry === list[index]) ? list : next;
}

/** Moves `id` one place up (-1) or down (+1); the same list at either end. */
export function moveBy<T extends Identified>(list: readonly T[], id: string, delta: -1 | 1): readonly T[] {
  const index = list.findIndex((entry) => entry.id === id);
  const target = list[index + delta];
  if (index < 0 || !target) return list;
  return moveNextTo(list, id, target.id, delta < 0 ? 'before' : 'after');
}

/** The list without `id`, and the block that takes its place for focus: the next one, else the one before. */
export function removeItem<T extends Identified>(
  list: readonly T[],
  id: string,
): { list: readonly T[]; neighbour: string | null } {
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) return { list, neighbour: null };
  const neighbour = list[index + 1] ?? list[index - 1] ?? null;
  return { list: list.filter((entry) => entry.id !== id), neighbour: neighbour?.id ?? null };
}
