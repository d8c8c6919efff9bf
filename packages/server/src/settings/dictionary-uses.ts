/**
 * Which records use a dictionary value, so a value with uses cannot be removed (only disabled), nor its
 * dictionary's code changed. Every 'dictionary' field of a resource counts by itself (resources/dictionary-fields.ts,
 * added on first use); modules storing codes elsewhere (a follow-up's type) register a counter here.
 */
import type { Tx } from '../db/client';
import { resourceFieldCounters } from '../resources/dictionary-fields';

/** How many records store each of `values` (codes of dictionary `dictionary`); a code with none may be absent. */
export type UseCounter = (tx: Tx, values: readonly string[]) => Promise<Map<string, number>>;

const counters = new Map<string, Set<UseCounter>>();
let resourceFieldsRegistered = false;

/** The resources' dictionary fields, registered once, when uses are first asked for (every module is loaded by then). */
function registerResourceFields(): void {
  if (resourceFieldsRegistered) return;
  resourceFieldsRegistered = true;
  for (const [dictionary, counter] of resourceFieldCounters()) registerDictionaryUse(dictionary, counter);
}

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
  registerResourceFields();
  for (const counter of counters.get(dictionary) ?? []) {
    for (const [value, count] of await counter(tx, values)) {
      if (count > 0 && values.includes(value)) uses.set(value, (uses.get(value) ?? 0) + count);
    }
  }
  return uses;
}
