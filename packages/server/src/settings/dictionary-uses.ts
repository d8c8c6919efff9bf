/**
 * Which records use a dictionary value: no table stores dictionary codes yet, so the modules that will (CRM:
 * a customer's source and level, a follow-up's type …) register a counter here for the dictionaries they read,
 * and a value with uses cannot be removed (only disabled), nor its dictionary's code changed.
 */
import type { Tx } from '../db/client';

/** How many records store each of `values` (codes of dictionary `dictionary`); a code with none may be absent. */
export type UseCounter = (tx: Tx, values: readonly string[]) => Promise<Map<string, number>>;

const counters = new Map<string, Set<UseCounter>>();

/** Registers a counter for a dictionary's values; returns what unregisters it (tests). */
export function registerDictionaryUse(dictionary: string, counter: UseCounter): () => void {
  let set = counters.get(dictionary);
  if (!set) {
    set = new Set();
    counters.set(dictionary, set);
  }
  set.add(counter);
  return () => set.delete(counter);
}

/** The values of `values` in use, with their number of uses (summed over every registered counter). */
export async function dictionaryUses(
  tx: Tx,
  dictionary: string,
  values: readonly string[],
): Promise<Map<string, number>> {
  const uses = new Map<string, number>();
  if (values.length === 0) return uses;
  for (const counter of counters.get(dictionary) ?? []) {
    for (const [value, count] of await counter(tx, values)) {
      if (count > 0 && values.includes(value)) uses.set(value, (uses.get(value) ?? 0) + count);
    }
  }
  return uses;
}
