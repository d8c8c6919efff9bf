/**
 * The sensitive-word filter: words match case-insensitively anywhere in the title and in the body's text — never
 * inside a tag or an attribute, so a link's address or an image's id does not trip it. Masking replaces each
 * match with `***` in the text between tags only.
 */

const escapeWord = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for the list (longest words first, so a longer word is masked whole). */
function pattern(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null;
  const sorted = [...words].sort((a, b) => b.length - a.length).map(escapeWord);
  return new RegExp(sorted.join('|'), 'giu');
}

/** Whether a plain text holds any of the words. */
export function hasSensitiveWord(words: readonly string[], ...texts: string[]): boolean {
  const re = pattern(words);
  if (!re) return false;
  return texts.some((text) => {
    re.lastIndex = 0;
    return re.test(text);
  });
}

export const MASK = '***';

/** A plain text with the words starred out. */
export function maskText(words: readonly string[], text: string): string {
  const re = pattern(words);
  return re ? text.replace(re, MASK) : text;
}

/**
 * Sanitised HTML with the words starred out between tags. Words are matched against the HTML's text as written,
 * so `&amp;` counts as the text `&amp;`: sensitive words are plain words, not markup.
 */
export function maskHtml(words: readonly string[], html: string): string {
  const re = pattern(words);
  if (!re) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(re, MASK)))
    .join('');
}
