import { describe, expect, test } from 'vitest';
import { defaultChoice, sideKey, sideOf } from './article-revision-choice';

describe('defaultChoice', () => {
  test('compares the newest revision with the draft', () => {
    expect(defaultChoice([3, 2, 1])).toEqual({ before: 3, after: 'draft' });
  });
  test('nothing to compare before the first publish', () => {
    expect(defaultChoice([])).toBeNull();
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
