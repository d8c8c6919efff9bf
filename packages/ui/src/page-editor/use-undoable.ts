/**
 * useUndoable: a value with undo and redo, for editors that hold their document themselves (the page editor's
 * caller). `set(next, { merge: 'title' })` folds consecutive edits with the same key into one undo step.
 */
import { useCallback, useMemo, useReducer } from 'react';
import { type History, type HistoryUpdate, recordEdit, redoEdit, startHistory, undoEdit } from './history';

type Action<T> =
  | { type: 'set'; update: HistoryUpdate<T>; merge?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; value: T };

function reduce<T>(history: History<T>, action: Action<T>): History<T> {
  switch (action.type) {
    case 'set':
      return recordEdit(history, action.update, action.merge);
    case 'undo':
      return undoEdit(history);
    case 'redo':
      return redoEdit(history);
    case 'reset':
      return startHistory(action.value);
  }
}

export interface UndoControls {
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

export interface Undoable<T> extends UndoControls {
  value: T;
  set: (next: HistoryUpdate<T>, options?: { merge?: string }) => void;
  /** Starts a new history at `value` (a document loaded or restored from a version). */
  reset: (value: T) => void;
}

export function useUndoable<T>(initial: T): Undoable<T> {
  const [history, dispatch] = useReducer(reduce<T>, initial, startHistory);
  const set = useCallback(
    (update: HistoryUpdate<T>, options?: { merge?: string }) =>
      dispatch({ type: 'set', update, merge: options?.merge }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback((value: T) => dispatch({ type: 'reset', value }), []);
  const canUndo = history.past.length > 0;
  const canRedo = history.future.length > 0;
  return useMemo(
    () => ({ value: history.present, set, undo, redo, reset, canUndo, canRedo }),
    [history.present, set, undo, redo, reset, canUndo, canRedo],
  );
}
