import { describe, expect, test } from 'vitest';
import { countCharacters, countWords } from './count-words';

describe('countWords', () => {
  test('empty and blank text count zero', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
  });

  test('English: one per run of letters, contractions and hyphenated words stay one', () => {
    expect(countWords('The quick brown fox')).toBe(4);
    expect(countWords("  don't   over-engineer it ")).toBe(3);
    expect(countWords('Line one\nline two')).toBe(4);
  });

  test('numbers are words; a decimal point between digits keeps one', () => {
    expect(countWords('Power 3.5 kW at 8 ohms')).toBe(6);
    expect(countWords('Version 2.')).toBe(2);
  });

  test('Chinese: every Han character is one word, punctuation counts nothing', () => {
    expect(countWords('音响系统')).toBe(4);
    expect(countWords('你好，世界！')).toBe(4);
    expect(countWords('不能超过200个字')).toBe(7);
  });

  test('Japanese kana and Korean hangul count per character too', () => {
    expect(countWords('カラオケ')).toBe(4);
    expect(countWords('ひらがな')).toBe(4);
    expect(countWords('안녕')).toBe(2);
  });

  test('mixed Chinese and English', () => {
    expect(countWords('Hello, 世界! 2024年')).toBe(5);
    expect(countWords('我们的JBL音箱')).toBe(6);
    expect(countWords('Hi你好there')).toBe(4);
  });

  test('punctuation, symbols and emoji alone count nothing', () => {
    expect(countWords('... !!! ？？ ——《》 @#%')).toBe(0);
    expect(countWords('🎵🔊👍')).toBe(0);
    expect(countWords('Great sound 🔊!')).toBe(2);
    expect(countWords('好听🎵')).toBe(2);
  });

  test('accented Latin letters stay inside their word', () => {
    expect(countWords('Café Müller naïve')).toBe(3);
    // e + combining acute accent
    expect(countWords('Cafe\u0301 ok')).toBe(2);
  });

  test('exactly 200 words is within the profile limit, 201 is not', () => {
    expect(countWords(Array.from({ length: 200 }, () => 'word').join(' '))).toBe(200);
    expect(countWords(`${'字'.repeat(200)} extra`)).toBe(201);
  });
});

describe('countCharacters', () => {
  test('counts code points, so emoji and supplementary Han count once', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('abc')).toBe(3);
    expect(countCharacters('音响🔊')).toBe(3);
    expect(countCharacters('𠮷')).toBe(1);
  });
});
