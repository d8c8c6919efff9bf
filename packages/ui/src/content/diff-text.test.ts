import { describe, expect, test } from 'vitest';
import { type DiffBlock, diffBlocks, diffWords, summarise, wordTokens } from './diff-text';

const p = (text: string): DiffBlock => ({ kind: 'p', text });

describe('wordTokens', () => {
  test('splits Chinese into words and English at spaces, and joins back to the text', () => {
    const text = '新款功放已上市 The new amplifier';
    const tokens = wordTokens(text);
    expect(tokens.join('')).toBe(text);
    expect(tokens).toContain('amplifier');
    // Words, not one token per sentence: the Chinese part is cut into several.
    expect(tokens.filter((token) => /[\u4e00-\u9fff]/.test(token)).length).toBeGreaterThan(1);
  });
});

describe('diffWords', () => {
  test('marks only the changed English word', () => {
    expect(diffWords('The quick brown fox', 'The quick red fox')).toEqual([
      { value: 'The quick ' },
      { value: 'brown', removed: true },
      { value: 'red', added: true },
      { value: ' fox' },
    ]);
  });

  test('marks a changed Chinese word without taking the whole sentence', () => {
    const parts = diffWords('会议室音响安装完成', '会议室音箱安装完成');
    const removed = parts
      .filter((part) => part.removed)
      .map((part) => part.value)
      .join('');
    const added = parts
      .filter((part) => part.added)
      .map((part) => part.value)
      .join('');
    expect(removed).toContain('响');
    expect(added).toContain('箱');
    expect(removed.length).toBeLessThan(5);
    expect(
      parts
        .filter((part) => !part.added)
        .map((part) => part.value)
        .join(''),
    ).toBe('会议室音响安装完成');
    expect(
      parts
        .filter((part) => !part.removed)
        .map((part) => part.value)
        .join(''),
    ).toBe('会议室音箱安装完成');
  });
});

describe('diffBlocks', () => {
  test('keeps equal blocks, pairs a rewritten block and lists a new one', () => {
    const rows = diffBlocks(
      [p('One'), p('Two words'), p('Three')],
      [p('One'), p('Two new words'), p('Three'), { kind: 'li', text: 'Four' }],
    );
    expect(rows.map((row) => row.type)).toEqual(['same', 'changed', 'same', 'added']);
    const changed = rows[1];
    expect(changed?.type === 'changed' && changed.parts.filter((part) => part.added)).toEqual([
      { value: 'new ', added: true },
    ]);
    expect(summarise(rows)).toEqual({ additions: 2, removals: 0, changes: 2 });
  });

  test('a removed block of another kind stays removed rather than paired', () => {
    const rows = diffBlocks([{ kind: 'h2', text: 'Heading' }, p('Body')], [p('Other'), p('Body')]);
    expect(rows.map((row) => row.type)).toEqual(['removed', 'added', 'same']);
    expect(summarise(rows)).toEqual({ additions: 1, removals: 1, changes: 2 });
  });

  test('identical versions have no change', () => {
    const rows = diffBlocks([p('Same'), p('同样')], [p('Same'), p('同样')]);
    expect(summarise(rows)).toEqual({ additions: 0, removals: 0, changes: 0 });
  });

  test('a changed caption label is a change even when the text is equal', () => {
    const rows = diffBlocks([{ kind: 'p', label: 'Title', text: 'A' }], [{ kind: 'p', label: 'Summary', text: 'A' }]);
    expect(summarise(rows).changes).toBe(1);
  });
});

describe('diffWords runs', () => {
  test('a rewritten phrase is one removal and one addition, removal first', () => {
    expect(diffWords('fit an amplifier in a medium room', 'fit a digital amplifier in a large room')).toEqual([
      { value: 'fit ' },
      { value: 'an', removed: true },
      { value: 'a digital', added: true },
      { value: ' amplifier in a ' },
      { value: 'medium', removed: true },
      { value: 'large', added: true },
      { value: ' room' },
    ]);
  });
});
