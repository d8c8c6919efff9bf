import { emptyDocument, MAX_PAGES, newComponent, validateDocument } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import {
  addPage,
  issuePlace,
  newId,
  panelPath,
  removePage,
  renamePage,
  setBlock,
  setComponents,
} from './document-edits';

const withBlocks = () => {
  const doc = emptyDocument();
  return setComponents(doc, 'home', [newComponent('text', 'a'), newComponent('carousel', 'b')]);
};

describe('document edits', () => {
  it('makes ids the document accepts, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newId));
    expect(ids.size).toBe(50);
    const doc = setComponents(emptyDocument(), 'home', [...ids].map((id) => newComponent('spacer', id)).slice(0, 20));
    expect(validateDocument(doc).ok).toBe(true);
  });

  it('changes one block and leaves the others and the original alone', () => {
    const doc = withBlocks();
    const next = setBlock(doc, 'home', 'b', 'props', { ...doc.pages[0]?.components[1]?.props, height: 240 });
    expect(next.pages[0]?.components[1]?.props.height).toBe(240);
    expect(doc.pages[0]?.components[1]?.props.height).toBe(180);
    expect(next.pages[0]?.components[0]).toBe(doc.pages[0]?.components[0]);
  });

  it('adds, renames and removes pages, never the home page and never past the most', () => {
    const added = addPage(withBlocks(), 'Offers', 'offers');
    expect(added?.pages.map((page) => page.id)).toEqual(['home', 'offers']);
    const doc = renamePage(added ?? emptyDocument(), 'offers', 'Deals');
    expect(doc.pages[1]?.name).toBe('Deals');
    expect(doc.pages[1]?.settings.title).toBe('Offers');
    expect(validateDocument(doc).ok).toBe(true);
    expect(removePage(doc, 'home')).toBeNull();
    expect(removePage(doc, 'offers')?.pages.map((page) => page.id)).toEqual(['home']);
    let full = emptyDocument();
    for (let index = 1; index < MAX_PAGES; index += 1) full = addPage(full, `P${index}`) ?? full;
    expect(full.pages).toHaveLength(MAX_PAGES);
    expect(addPage(full, 'one more')).toBeNull();
  });

  it('finds the block and the field of a server issue', () => {
    const doc = withBlocks();
    expect(issuePlace(doc, 'document.pages.0.components.1.props.slides.0.alt')).toEqual({
      pageId: 'home',
      blockId: 'b',
      part: 'props',
      field: ['slides', '0', 'alt'],
    });
    expect(issuePlace(doc, 'pages.0.components.0.style.radius')).toMatchObject({ blockId: 'a', part: 'style' });
    expect(issuePlace(doc, 'document.pages.0.settings.background')).toMatchObject({
      part: 'settings',
      field: ['background'],
    });
    expect(issuePlace(doc, 'document.schemaVersion')).toBeNull();
    expect(panelPath(['slides', '0', 'alt'])).toBe('slides.alt');
  });

  it('finds the block of an issue the contract itself reports', () => {
    const doc = setBlock(withBlocks(), 'home', 'b', 'props', {
      ...withBlocks().pages[0]?.components[1]?.props,
      height: 9999,
    });
    const result = validateDocument(doc);
    expect(result.ok).toBe(false);
    const issue = result.ok ? undefined : result.issues[0];
    expect(issuePlace(doc, issue?.path ?? '')).toEqual({
      pageId: 'home',
      blockId: 'b',
      part: 'props',
      field: ['height'],
    });
  });
});
