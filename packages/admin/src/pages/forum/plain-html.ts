/** The text of a post's HTML, to tell an empty post from a written one (pure: tested without a screen). */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The text of simple HTML: paragraphs and blocks become blank-line separated, tags are dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|figure)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The visible text of HTML, trimmed (empty: nothing written; an image or a card counts as something). */
export function textOfHtml(html: string): string {
  if (/<(img|audio|figure)\b/i.test(html)) return html;
  return htmlToText(html).trim();
}
