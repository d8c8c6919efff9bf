/**
 * The editor's changes to a home-page document, without React: a page's blocks replaced, one block's properties
 * or style, page settings, pages added, renamed and removed (the first page is the storefront's home page, so
 * at least one stays), and where a server issue's path points (which page, which block, which field).
 */
import {
  type BlockComponent,
  type DecorationPage,
  defaultValues,
  type HomeDocument,
  MAX_PAGES,
  PAGE_SETTINGS,
  type PageSettings,
} from '@soundboard/contract';

/** A fresh id for a block or a page (the document's ids: 1–40 of A–Z a–z 0–9 _ -). */
export function newId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

function withPage(doc: HomeDocument, pageId: string, change: (page: DecorationPage) => DecorationPage): HomeDocument {
  return { ...doc, pages: doc.pages.map((page) => (page.id === pageId ? change(page) : page)) };
}

export function setComponents(doc: HomeDocument, pageId: string, components: BlockComponent[]): HomeDocument {
  return withPage(doc, pageId, (page) => ({ ...page, components }));
}

export function setBlock(
  doc: HomeDocument,
  pageId: string,
  blockId: string,
  part: 'props' | 'style',
  values: Record<string, unknown>,
): HomeDocument {
  return withPage(doc, pageId, (page) => ({
    ...page,
    components: page.components.map((block) =>
      block.id === blockId ? ({ ...block, [part]: values } as BlockComponent) : block,
    ),
  }));
}

export function setSettings(doc: HomeDocument, pageId: string, settings: PageSettings): HomeDocument {
  return withPage(doc, pageId, (page) => ({ ...page, settings }));
}

export function renamePage(doc: HomeDocument, pageId: string, name: string): HomeDocument {
  return withPage(doc, pageId, (page) => ({ ...page, name }));
}

/** A new empty page at the end (null when the document has its most pages). */
export function addPage(doc: HomeDocument, name: string, id = newId()): HomeDocument | null {
  if (doc.pages.length >= MAX_PAGES) return null;
  const settings = { ...(defaultValues(PAGE_SETTINGS) as PageSettings), title: name };
  return { ...doc, pages: [...doc.pages, { id, name, settings, components: [] }] };
}

/** The document without the page (null for the home page or the last one). */
export function removePage(doc: HomeDocument, pageId: string): HomeDocument | null {
  if (doc.pages.length <= 1 || doc.pages[0]?.id === pageId) return null;
  return { ...doc, pages: doc.pages.filter((page) => page.id !== pageId) };
}

/** Where a document issue is: its page, its block (if any), the part and the field path inside it. */
export interface IssuePlace {
  pageId: string;
  blockId: string | null;
  part: 'props' | 'style' | 'settings' | 'page';
  field: string[];
}

/**
 * The place of an issue path (the server's `document.pages.0.components.2.props.height`, or without the
 * `document.` prefix); null when it names no page (the document's version, the page count).
 */
export function issuePlace(doc: HomeDocument, path: string): IssuePlace | null {
  const keys = path.replace(/^document\./, '').split('.');
  if (keys[0] !== 'pages') return null;
  const page = doc.pages[Number(keys[1])];
  if (!page) return null;
  if (keys[2] === 'components') {
    const block = page.components[Number(keys[3])];
    if (!block) return { pageId: page.id, blockId: null, part: 'page', field: [] };
    const part = keys[4] === 'style' ? 'style' : 'props';
    return { pageId: page.id, blockId: block.id, part, field: keys.slice(5) };
  }
  if (keys[2] === 'settings') return { pageId: page.id, blockId: null, part: 'settings', field: keys.slice(3) };
  return { pageId: page.id, blockId: null, part: 'page', field: keys.slice(2) };
}

/** A field path as the property panel names it: list indices left out (['slides', '0', 'alt'] → ['slides', 'alt']). */
export function panelPath(field: readonly string[]): string {
  return field.filter((key) => !/^\d+$/.test(key)).join('.');
}
