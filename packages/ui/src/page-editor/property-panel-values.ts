/**
 * The property panel's rules without React: which fields apply (a descriptor's `when`), a new list item's values
 * and moving an item. The defaults mirror the contract's defaultValue (decoration/blocks.ts) — the kit cannot
 * import it; the admin's test compares the two for every block.
 */
import type { PropDefsValue, PropDefValue } from './prop-defs';

export type PropValues = Readonly<Record<string, unknown>>;

/** Whether a field is shown, given the other values at its level. */
export function fieldApplies(def: PropDefValue, values: PropValues): boolean {
  return !def.when || values[def.when.prop] === def.when.equals;
}

/** A property's value when it is created: references empty, a list with its minimum of default items. */
export function initialValue(def: PropDefValue): unknown {
  switch (def.type) {
    case 'material':
    case 'link':
    case 'store':
    case 'productKind':
      return null;
    case 'products':
      return [];
    case 'list':
      return Array.from({ length: def.min }, () => initialValues(def.item));
    default:
      return def.default;
  }
}

export function initialValues(defs: PropDefsValue): Record<string, unknown> {
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, initialValue(def)]));
}

/** The list with the item at `from` moved to `to` (indices clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/** A list value as an array of item values (anything else: empty). */
export function listItems(value: unknown): PropValues[] {
  return Array.isArray(value) ? value.filter((item): item is PropValues => !!item && typeof item === 'object') : [];
}

/** The undo merge key of a field: its data path, so typing in one field folds into one step. */
export function mergeKeyOf(dataPath: readonly (string | number)[]): string {
  return dataPath.join('.');
}
