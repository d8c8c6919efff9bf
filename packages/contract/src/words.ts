/**
 * Word count for the personal-profile limit: each CJK character is one word, each run of Latin letters or
 * digits is one word; punctuation and spaces are not words.
 */
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{L}\p{N}]+/gu;

export function countWords(text: string): number {
  let count = 0;
  for (const match of text.matchAll(WORD)) if (match[0]) count += 1;
  return count;
}
