/** The playlist's edits as pure functions of the track list: each returns a new list (or the same one when nothing changes). */

export interface Keyed {
  key: string;
}

/** The track `key` moved to `index` (clamped to the list); the same list when it is already there or unknown. */
export function moveTo<T extends Keyed>(list: readonly T[], key: string, index: number): readonly T[] {
  const from = list.findIndex((item) => item.key === key);
  const to = Math.min(list.length - 1, Math.max(0, index));
  if (from < 0 || from === to) return list;
  const next = list.filter((item) => item.key !== key);
  next.splice(to, 0, list[from] as T);
  return next;
}

/** The track `key` one place up (-1) or down (+1). */
export function moveBy<T extends Keyed>(list: readonly T[], key: string, delta: number): readonly T[] {
  const from = list.findIndex((item) => item.key === key);
  return from < 0 ? list : moveTo(list, key, from + delta);
}

/** The track `key` dropped before or after `target` (a pointer or keyboard drag). */
export function moveNextTo<T extends Keyed>(
  list: readonly T[],
  key: string,
  target: string,
  position: 'before' | 'after',
): readonly T[] {
  if (key === target) return list;
  const rest = list.filter((item) => item.key !== key);
  const at = rest.findIndex((item) => item.key === target);
  const moving = list.find((item) => item.key === key);
  if (at < 0 || !moving) return list;
  rest.splice(position === 'before' ? at : at + 1, 0, moving);
  return rest;
}

export function removeKey<T extends Keyed>(list: readonly T[], key: string): readonly T[] {
  const next = list.filter((item) => item.key !== key);
  return next.length === list.length ? list : next;
}

export const MIN_WEIGHT = 1;
export const MAX_WEIGHT = 10;

/** A weight as the playlist keeps it: a whole number 1–10 (an empty or invalid field counts as 1). */
export function clampWeight(weight: number): number {
  if (!Number.isFinite(weight)) return MIN_WEIGHT;
  return Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, Math.round(weight)));
}
