import { describe, expect, test } from 'vitest';
import { defaultChoice, sameContent, sideKey, sideOf } from './article-revision-choice';

describe('defaultChoice', () => {
  test('compares the newest revision with a changed draft', () => {
    expect(defaultChoice([3, 2, 1], false)).toEqual({ before: 3, after: 'draft' });
  });
  test('compares the newest two when the draft is the newest revision unchanged', () => {
    expect(defaultChoice([3, 2, 1], true)).toEqual({ before: 2, after: 3 });
  });
  test('one revision, unchanged draft: still that revision against the draft', () => {
    expect(defaultChoice([1], true)).toEqual({ before: 1, after: 'draft' });
  });
  test('nothing to compare before the first publish', () => {
    expect(defaultChoice([], false)).toBeNull();
  });
});

describe('sideKey / sideOf', () => {
  test('round-trips the draft and revision numbers, and refuses anything else', () => {
    expect(sideOf(sideKey('draft'))).toBe('draft');
    expect(sideOf(sideKey(12))).toBe(12);
    expect(sideOf('12a')).toBeNull();
    expect(sideOf(null)).toBeNull();
  });
});

describe('sameContent', () => {
  test('compares title, summary and body', () => {
    const a = { title: 'T', summary: 'S', body: '<p>B</p>' };
    expect(sameContent(a, { ...a })).toBe(true);
    expect(sameContent(a, { ...a, body: '<p>C</p>' })).toBe(false);
  });
});
