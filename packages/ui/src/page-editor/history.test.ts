import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, recordEdit, redoEdit, startHistory, undoEdit } from './history';

describe('undo history', () => {
  it('undoes and redoes edits in order', () => {
    let history = startHistory('a');
    history = recordEdit(history, 'ab');
    history = recordEdit(history, (previous) => `${previous}c`);
    expect(history.present).toBe('abc');
    history = undoEdit(history);
    expect(history.present).toBe('ab');
    history = undoEdit(history);
    expect(history.present).toBe('a');
    expect(undoEdit(history)).toBe(history);
    history = redoEdit(redoEdit(history));
    expect(history.present).toBe('abc');
    expect(redoEdit(history)).toBe(history);
  });

  it('folds consecutive edits with one merge key into one step, and starts a new step for another key', () => {
    let history = startHistory({ title: '' });
    for (const title of ['S', 'Sa', 'Sal', 'Sale']) history = recordEdit(history, { title }, 'title');
    history = recordEdit(history, { title: 'Sale!' }, 'subtitle');
    expect(history.past.map((value) => value.title)).toEqual(['', 'Sale']);
    history = undoEdit(history);
    expect(history.present.title).toBe('Sale');
    history = undoEdit(history);
    expect(history.present.title).toBe('');
  });

  it('does not merge across an undo: typing again after undo is its own step', () => {
    let history = recordEdit(recordEdit(startHistory('x'), 'xy', 'field'), 'xyz', 'field');
    history = undoEdit(history);
    history = recordEdit(history, 'x!', 'field');
    history = recordEdit(history, 'x!!', 'field');
    expect(history.past).toEqual(['x']);
    expect(undoEdit(history).present).toBe('x');
  });

  it('drops the redo steps when an edit follows an undo', () => {
    let history = recordEdit(recordEdit(startHistory(1), 2), 3);
    history = recordEdit(undoEdit(history), 4);
    expect(history.future).toEqual([]);
    expect(redoEdit(history)).toBe(history);
    expect(undoEdit(history).present).toBe(2);
  });

  it('ignores an edit that changes nothing', () => {
    const value = { a: 1 };
    const history = startHistory(value);
    expect(recordEdit(history, value)).toBe(history);
    expect(recordEdit(history, (previous) => previous)).toBe(history);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = startHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 20; step++) history = recordEdit(history, step);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    while (history.past.length > 0) history = undoEdit(history);
    expect(history.present).toBe(20);
  });
});
