/** The sensitive-word filter's matching and masking (no database). */
import { describe, expect, it } from 'vitest';
import { hasSensitiveWord, maskHtml, maskText } from './sensitive';

const WORDS = ['crack key', '违禁词', 'a.b', '违禁'];

describe('sensitive words', () => {
  it('matches case-insensitively, Chinese and English, and treats words as text, not patterns', () => {
    expect(hasSensitiveWord(WORDS, 'A CRACK Key here')).toBe(true);
    expect(hasSensitiveWord(WORDS, '', '这是违禁词')).toBe(true);
    expect(hasSensitiveWord(WORDS, 'axb')).toBe(false);
    expect(hasSensitiveWord(WORDS, 'a.b')).toBe(true);
    expect(hasSensitiveWord([], 'anything')).toBe(false);
    // The pattern keeps no state between calls (a global RegExp would).
    expect([1, 2, 3].map(() => hasSensitiveWord(WORDS, 'crack key'))).toEqual([true, true, true]);
  });

  it('masks the longest word whole, in text and between tags only', () => {
    expect(maskText(WORDS, '有违禁词和违禁')).toBe('有***和***');
    expect(maskHtml(WORDS, '<p><a href="https://x.cn/crack key">Crack Key</a> 违禁词</p>')).toBe(
      '<p><a href="https://x.cn/crack key">***</a> ***</p>',
    );
  });
});
