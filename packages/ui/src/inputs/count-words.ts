/**
 * Word counting for limits such as the personal profile's "No more than 200 words", for mixed Chinese and
 * English text. The rule:
 * - each CJK character (Han ideographs, Japanese kana, Korean hangul) is one word — Chinese has no spaces, and
 *   "不能超过200个字" counts characters, so the Chinese reading of the same limit is 200 characters;
 * - each run of other letters / digits is one word; apostrophes and hyphens inside a run keep it one word
 *   ("don't", "e-mail"), and so does a decimal point between digits ("3.5");
 * - spaces, punctuation (Latin or CJK), symbols and emoji count nothing.
 * So "Hello, 世界! 2024年" is 1 + 2 + 1 + 1 = 5 words.
 * A regular expression rather than Intl.Segmenter: the result is then the same in every browser and in Node
 * (ICU versions segment differently), and CJK text is counted per character anyway.
 */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const WORD_RUN = /[\p{L}\p{N}\p{M}]+(?:(?:['’-]|\.(?=\p{N}))[\p{L}\p{N}\p{M}]+)*/gu;

export function countWords(text: string): number {
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  // CJK characters become spaces so they also split the runs around them ("Hi你好there" is 2 + 2).
  const rest = text.replace(CJK_CHAR, ' ');
  return cjk + (rest.match(WORD_RUN)?.length ?? 0);
}

/** Characters as the user sees them (code points, so an emoji or a rare Han character counts once). */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}
