/**
 * Undo history as plain data, so the rules are unit-tested without React: edits with the same merge key in a
 * row (typing in one field) are one step, an edit after an undo drops the redo steps, and at most
 * HISTORY_LIMIT steps are kept (the oldest go first).
 */
export const HISTORY_LIMIT = 100;

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The merge key of the edit that made `present`; null after an unmerged edit, an undo or a redo. */
  mergeKey: string | null;
}

export type HistoryUpdate<T> = T | ((previous: T) => T);

export const startHistory = <T>(value: T): History<T> => ({ past: [], present: value, future: [], mergeKey: null });

export function recordEdit<T>(history: History<T>, update: HistoryUpdate<T>, merge?: string): History<T> {
  const next = typeof update === 'function' ? (update as (previous: T) => T)(history.present) : update;
  if (Object.is(next, history.present)) return history;
  if (merge !== undefined && merge === history.mergeKey) return { ...history, present: next, future: [] };
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    mergeKey: merge ?? null,
  };
}

export function undoEdit<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
    mergeKey: null,
  };
}

export function redoEdit<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as T, future: rest, mergeKey: null };
}
