/**
 * Bulk state changes on a list's selected rows (contract resources/bulk.ts): which transitions a list offers
 * (those without input, that the user's permissions allow), and how the server's answer is told ("10 done, 2
 * refused" with each refused record's name and reason).
 */
import { type BulkAnswer, displayName, type ResourceDef, type TransitionDef } from '@soundboard/contract';

/** The transitions offered in bulk: no input, permitted; `only` narrows them to the screen's choice, in its order. */
export function bulkTransitions(
  def: ResourceDef,
  can: (permission: string) => boolean,
  only?: readonly string[],
): [string, TransitionDef][] {
  const transitions = def.states?.transitions ?? {};
  const names = only ?? Object.keys(transitions);
  return names.flatMap((name) => {
    const transition = transitions[name];
    if (!transition || transition.input) return [];
    return can(transition.permission ?? def.permissions.write) ? [[name, transition] as [string, TransitionDef]] : [];
  });
}

export interface BulkSummary {
  done: number;
  refused: { id: number; name: string; message: string }[];
}

/** The answer with the refused records named as the list shows them (`#id` for one no longer on the page). */
export function bulkSummary(
  def: ResourceDef,
  answer: BulkAnswer,
  rows: readonly Record<string, unknown>[],
): BulkSummary {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return {
    done: answer.done.length,
    refused: answer.refused.map(({ id, message }) => {
      const row = byId.get(id);
      return { id, name: (row && displayName(def, row)) || `#${id}`, message };
    }),
  };
}
