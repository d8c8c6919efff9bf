/**
 * Rich-text HTML to DiffView's blocks (browser only: it parses with an inert <template>, which loads no image
 * and runs no script). Each paragraph, heading, list item, quote line, code block and table row is one block;
 * an image or audio is a block of its kind with its alt text and material id (so swapping the file shows as a
 * change), a product card one with its caption.
 */
import type { DiffBlock } from './diff-text';

const LEAF = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE', 'TR']);
const CONTAINER = new Set(['UL', 'OL', 'BLOCKQUOTE', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'DIV', 'SECTION']);

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function media(element: Element): DiffBlock {
  const id = element.getAttribute('data-material-id') ?? '';
  const alt = element.getAttribute('alt') ?? '';
  return { kind: element.tagName.toLowerCase(), text: [alt, `#${id}`].filter(Boolean).join(' ') };
}

function row(element: Element): string {
  return Array.from(element.children, (cell) => squash(cell.textContent)).join(' | ');
}

function walk(parent: Node, blocks: DiffBlock[]): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = squash(node.textContent);
      if (text) blocks.push({ kind: 'p', text });
      continue;
    }
    if (!(node instanceof Element)) continue;
    const tag = node.tagName;
    if (tag === 'IMG' || tag === 'AUDIO') blocks.push(media(node));
    else if (tag === 'FIGURE') blocks.push({ kind: 'figure', text: squash(node.textContent) });
    else if (tag === 'HR') blocks.push({ kind: 'hr', text: '———' });
    else if (tag === 'TR') blocks.push({ kind: 'tr', text: row(node) });
    else if (tag === 'LI') {
      // A list item's own text is one block, a nested list its own blocks.
      const nested = Array.from(node.children).filter((child) => CONTAINER.has(child.tagName));
      const clone = node.cloneNode(true) as Element;
      for (const child of Array.from(clone.children)) if (CONTAINER.has(child.tagName)) child.remove();
      const text = squash(clone.textContent);
      if (text) blocks.push({ kind: 'li', text });
      for (const list of nested) walk(list, blocks);
    } else if (CONTAINER.has(tag)) walk(node, blocks);
    else if (LEAF.has(tag)) {
      const text = tag === 'PRE' ? (node.textContent ?? '').trim() : squash(node.textContent);
      const inline = Array.from(node.querySelectorAll('img, audio'), media);
      if (text) blocks.push({ kind: tag.toLowerCase(), text });
      blocks.push(...inline);
    } else {
      const text = squash(node.textContent);
      if (text) blocks.push({ kind: 'p', text });
    }
  }
}

export function htmlBlocks(html: string): DiffBlock[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const blocks: DiffBlock[] = [];
  // Walked inside the template: moved into the page's document, an <img> would start loading.
  walk(template.content, blocks);
  return blocks;
}
