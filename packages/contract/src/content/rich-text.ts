/**
 * Rich text (FieldType 'richText'): the HTML the kit's editor writes and the server keeps. The allow-list below is
 * the one fact both sides follow — the server's sanitiser (packages/server/src/content/sanitize.ts) keeps only
 * these tags and attributes, and the editor offers only what survives it (the kit mirrors the list; an admin test,
 * pages/content/rich-text-allow-list.test.ts, compares the two). Media are named by material id, never by URL:
 * whoever renders the text resolves the id (the admin with the signed-in user's token, the public API to its public
 * file URL), so stored HTML carries no host, token or path.
 */

/** Tags and the attributes each may keep. */
export const RICH_TEXT_TAGS = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  em: [],
  s: [],
  u: [],
  code: [],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  br: [],
  hr: [],
  /** http(s), mailto: and site-relative links only; the sanitiser adds rel="noopener noreferrer nofollow". */
  a: ['href', 'target', 'rel'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  /** An image from the media library: `<img data-material-id="12" alt="…">` (no src is kept). */
  img: ['data-material-id', 'alt', 'width', 'height'],
  /** Audio from the media library: `<audio data-material-id="7" controls></audio>`. */
  audio: ['data-material-id', 'controls'],
  /**
   * A product card: `<figure data-product-id="3"><figcaption>name · SKU</figcaption></figure>` — the caption keeps
   * the text readable where the card is not drawn.
   */
  figure: ['data-product-id'],
  figcaption: [],
} as const satisfies Record<string, readonly string[]>;

export type RichTextTag = keyof typeof RICH_TEXT_TAGS;

/** Link targets kept: absolute http(s), mailto:, and paths on the same site. */
export const RICH_TEXT_LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;

/** The attribute naming a material (img, audio) and a product (figure). */
export const MATERIAL_ATTRIBUTE = 'data-material-id';
export const PRODUCT_ATTRIBUTE = 'data-product-id';

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/g;

/**
 * Words in plain text as an editor counts them: each Chinese (CJK) character is a word, and each run of other
 * letters or digits is one. The editor's live count and the server's stored count use this one function.
 */
export function wordCount(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.replace(CJK, ' ').match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return cjk + rest;
}
