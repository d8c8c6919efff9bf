/**
 * Words as the article's stored count has them: each CJK character is a word, and each run of other letters or
 * digits is one. A mirror of wordCount in the contract (packages/contract/src/content/rich-text.ts, the authority,
 * which the server uses): the kit cannot import the contract, and inputs/count-words.ts follows a slightly
 * different rule ("3.5" is one word there), so the editor's live count would disagree with the saved one.
 */
const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/g;

export function richTextWordCount(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.replace(CJK, ' ').match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return cjk + rest;
}
