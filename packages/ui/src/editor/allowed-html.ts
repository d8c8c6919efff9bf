/**
 * The HTML the editor hands out, cut to the rich-text allow-list. The authority is the contract's RICH_TEXT_TAGS
 * and RICH_TEXT_LINK (packages/contract/src/content/rich-text.ts), which the server's sanitiser enforces; the kit
 * may not import the contract, so the list is mirrored here and an admin test
 * (pages/content/rich-text-allow-list.test.ts) fails when the two differ. TipTap writes a few things the list does
 * not keep (a table's <colgroup> and min-width style, a code block's language class): they are dropped here so the
 * HTML the page saves is the HTML the server keeps, and a draft does not look changed after a save.
 */
/** Tags and the attributes each may keep (the contract's RICH_TEXT_TAGS). */
export const EDITOR_TAGS: Record<string, readonly string[]> = {
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
  a: ['href', 'target', 'rel'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  img: ['data-material-id', 'alt', 'width', 'height'],
  audio: ['data-material-id', 'controls'],
  figure: ['data-product-id'],
  figcaption: [],
};

/** Elements dropped with their content (the rest of what is not listed is unwrapped, keeping its text). */
const DROP = new Set(['colgroup', 'col', 'script', 'style']);

/** Link targets kept: absolute http(s), mailto:, and paths on the same site (the contract's RICH_TEXT_LINK). */
export const LINK_PATTERN = /^(https?:\/\/|mailto:|\/(?!\/))/i;

export function isAllowedLink(href: string): boolean {
  return LINK_PATTERN.test(href.trim());
}

function clean(element: Element) {
  for (const child of [...element.children]) {
    const tag = child.tagName.toLowerCase();
    if (DROP.has(tag)) {
      child.remove();
      continue;
    }
    clean(child);
    const allowed = EDITOR_TAGS[tag];
    if (!allowed) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const { name } of [...child.attributes]) if (!allowed.includes(name)) child.removeAttribute(name);
    // Default cell spans say nothing; the server would keep them, so they would only make the HTML noisier.
    for (const span of ['colspan', 'rowspan']) if (child.getAttribute(span) === '1') child.removeAttribute(span);
    if (tag === 'a' && !isAllowedLink(child.getAttribute('href') ?? '')) child.replaceWith(...child.childNodes);
  }
}

/** The editor's HTML with only allowed tags and attributes. */
export function toAllowedHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = document.createElement('div');
  root.append(template.content);
  clean(root);
  return root.innerHTML;
}
