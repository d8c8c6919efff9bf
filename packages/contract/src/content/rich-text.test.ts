import { describe, expect, it } from 'vitest';
import { wordCount } from './rich-text';

describe('wordCount', () => {
  it('counts each Chinese character and each run of other letters', () => {
    expect(wordCount('音响安装指南')).toBe(6);
    expect(wordCount('How to install a ceiling speaker')).toBe(6);
    expect(wordCount('JBL 吸顶音箱 8 inch, it’s loud')).toBe(4 + 5);
  });

  it('is zero for empty or punctuation-only text', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount(' ，。!? — ')).toBe(0);
  });
});
