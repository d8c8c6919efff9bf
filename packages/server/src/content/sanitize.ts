/**
 * Rich text made safe (FieldType 'richText'): only the tags and attributes of the contract's allow-list
 * (content/rich-text.ts) survive — scripts, styles, event handlers, frames, `javascript:` and other schemes go —
 * links get rel="noopener noreferrer nofollow", media keep only a numeric material id. Every write of a rich text
 * goes through here, so every reader (the admin, the public API) receives safe HTML. `text` is the plain text the
 * search and the word count read.
 */
import { MATERIAL_ATTRIBUTE, PRODUCT_ATTRIBUTE, RICH_TEXT_LINK, RICH_TEXT_TAGS, wordCount } from '@soundboard/contract';
import sanitizeHtml from 'sanitize-html';

const ID = /^[1-9]\d{0,9}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(RICH_TEXT_TAGS),
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_TAGS).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Their content is code or markup, never text to keep.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title'],
  transformTags: {
    a: (tagName, attribs) => {
      const { href, target } = attribs;
      return {
        tagName,
        attribs: {
          ...(href && RICH_TEXT_LINK.test(href.trim()) ? { href: href.trim() } : {}),
          ...(target === '_blank' ? { target } : {}),
          rel: 'noopener noreferrer nofollow',
        },
      };
    },
    figure: (tagName, attribs) => {
      const id = attribs[PRODUCT_ATTRIBUTE];
      const kept: sanitizeHtml.Attributes = id && ID.test(id) ? { [PRODUCT_ATTRIBUTE]: id } : {};
      return { tagName, attribs: kept };
    },
  },
  // Media without a material id have nothing to show.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' || frame.tag === 'audio') && !ID.test(frame.attribs[MATERIAL_ATTRIBUTE] ?? ''),
};

const BLOCK_END = /<\/(p|h[2-4]|li|blockquote|pre|td|th|figcaption|tr)>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export interface SanitizedRichText {
  html: string;
  /** Plain text, blocks separated by a newline. */
  text: string;
  wordCount: number;
}

export function sanitizeRichText(input: string): SanitizedRichText {
  const html = sanitizeHtml(input, OPTIONS).trim();
  const text = sanitizeHtml(html.replace(BLOCK_END, '$&\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return { html, text, wordCount: wordCount(text) };
}

/** The material ids a rich text shows (its images and audio), for the media library's usages. */
export function richTextMaterials(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(/data-material-id="(\d+)"/g)) ids.add(Number(match[1]));
  return [...ids];
}
