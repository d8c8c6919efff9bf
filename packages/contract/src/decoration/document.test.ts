/**
 * The home-page document's schema: bad values refused with the path of the problem and its message key, old
 * documents migrated, newer ones refused, duplicate ids named where they repeat, and the references a document
 * makes (what the server checks and resolves).
 */
import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, BLOCKS, OFFERED_BLOCK_KINDS } from './blocks';
import {
  DOCUMENT_SCHEMA_VERSION,
  documentReferences,
  emptyDocument,
  type HomeDocument,
  migrateDocument,
  newComponent,
  validateDocument,
} from './document';
import { defaultFitment, fitmentReferences, validateFitment } from './fitment';

function sample(): HomeDocument {
  const doc = emptyDocument();
  const page = doc.pages[0];
  if (!page) throw new Error('no page');
  page.components.push(newComponent('carousel', 'c1'), newComponent('spacer', 's1'), newComponent('productGrid', 'g1'));
  return doc;
}

// biome-ignore lint/suspicious/noExplicitAny: tests poke at any place of the document
type Loose = any;

/** A deep copy to break: the test changes it where it wants and expects the issue there. */
const broken = (change: (doc: Loose) => void) => {
  const doc = structuredClone(sample());
  change(doc);
  return validateDocument(doc);
};

describe('validateDocument', () => {
  it('accepts a document of every block kind with its defaults', () => {
    const doc = emptyDocument();
    doc.pages[0]?.components.push(
      ...Object.keys(BLOCKS).map((kind, index) => newComponent(kind as never, `b${index}`)),
    );
    const result = validateDocument(doc);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.document).toEqual(doc);
  });

  it('accepts a coupon block, which the library no longer offers (until a coupon module exists)', () => {
    expect(OFFERED_BLOCK_KINDS).toEqual(BLOCK_KINDS.filter((kind) => kind !== 'coupon'));
    expect(OFFERED_BLOCK_KINDS).toEqual([
      'text',
      'image',
      'carousel',
      'noticeBar',
      'spacer',
      'divider',
      'productGrid',
      'categoryNav',
      'storeCard',
      'openingHours',
      'contact',
      'audio',
      'video',
    ]);
    const doc = emptyDocument();
    const coupon = newComponent('coupon', 'coupon');
    coupon.props = { title: 'Welcome', amountText: '¥50', note: 'Over ¥500' };
    doc.pages[0]?.components.push(coupon);
    expect(validateDocument(doc)).toEqual({ ok: true, document: doc });
  });

  const at = (index: number, rest: string) => `pages.0.components.${index}.${rest}`;
  it.each([
    [
      'out of range',
      (d: Loose) => (d.pages[0].components[1].props.height = 999),
      at(1, 'props.height'),
      'validation.tooLarge',
    ],
    [
      'wrong type',
      (d: Loose) => (d.pages[0].components[0].props.slides[0].alt = 5),
      at(0, 'props.slides.0.alt'),
      'validation.type',
    ],
    [
      'unknown property',
      (d: Loose) => (d.pages[0].components[1].props.extra = 1),
      at(1, 'props.extra'),
      'validation.unknownField',
    ],
    [
      'missing property',
      (d: Loose) => delete d.pages[0].components[1].props.height,
      at(1, 'props.height'),
      'validation.required',
    ],
    [
      'bad choice',
      (d: Loose) => (d.pages[0].components[2].props.sort = 'random'),
      at(2, 'props.sort'),
      'validation.invalid',
    ],
    [
      'bad colour',
      (d: Loose) => (d.pages[0].components[1].style.background = 'red'),
      at(1, 'style.background'),
      'validation.color',
    ],
    [
      'unknown kind',
      (d: Loose) => (d.pages[0].components[1].kind = 'marquee'),
      at(1, 'kind'),
      'decoration.unknownBlock',
    ],
    [
      'http link',
      (d: Loose) => (d.pages[0].components[0].props.slides[0].link = { kind: 'url', target: 'http://x.cn' }),
      at(0, 'props.slides.0.link.target'),
      'validation.https',
    ],
    [
      'too few slides',
      (d: Loose) => (d.pages[0].components[0].props.slides = []),
      at(0, 'props.slides'),
      'validation.tooFew',
    ],
  ])('refuses %s with the path of the problem', (_name, change, path, message) => {
    const result = broken(change);
    expect(result.ok || result.issues).toEqual([{ path, message }]);
  });

  it('refuses an unknown property at the top and on a page', () => {
    const top = broken((d) => (d.extra = true));
    expect(top.ok || top.issues).toEqual([{ path: 'extra', message: 'validation.unknownField' }]);
    const page = broken((d) => (d.pages[0].settings.title = 'x'.repeat(41)));
    expect(page.ok || page.issues).toEqual([{ path: 'pages.0.settings.title', message: 'validation.tooLong' }]);
  });

  it('names the second holder of a duplicate id', () => {
    const result = broken((d) => (d.pages[0].components[2].id = 'c1'));
    expect(result.ok || result.issues).toEqual([
      { path: 'pages.0.components.2.id', message: 'decoration.duplicateId' },
    ]);
    const page = broken((d) => (d.pages[0].components[0].id = 'home'));
    expect(page.ok || page.issues).toEqual([{ path: 'pages.0.components.0.id', message: 'decoration.duplicateId' }]);
  });

  it('refuses a newer schema version and an unknown one', () => {
    for (const schemaVersion of [DOCUMENT_SCHEMA_VERSION + 1, 'two', 0]) {
      const result = broken((d) => (d.schemaVersion = schemaVersion));
      expect(result.ok || result.issues).toEqual([{ path: 'schemaVersion', message: 'decoration.schemaVersion' }]);
    }
    expect(validateDocument(null).ok).toBe(false);
  });
});

describe('migrations', () => {
  const v1 = {
    schemaVersion: 1,
    page: { title: '旧首页', background: '#ffffff' },
    navigationBar: { background: '#000000', textColor: 'light' },
    components: [
      { id: 'old-1', kind: 'spacer', property: { height: 40, marginBottom: 4 } },
      { id: 'old-2', kind: 'text', property: { content: 'Hello', align: 'center', radius: 6 } },
    ],
  };

  it('brings a version 1 document to the current version, splitting properties from style', () => {
    const result = validateDocument(v1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [page] = result.document.pages;
    expect(result.document.schemaVersion).toBe(DOCUMENT_SCHEMA_VERSION);
    expect(page?.name).toBe('旧首页');
    expect(page?.settings).toMatchObject({
      title: '旧首页',
      background: '#ffffff',
      navigationBarBackground: '#000000',
      navigationBarText: 'light',
    });
    expect(page?.components[0]).toMatchObject({
      id: 'old-1',
      kind: 'spacer',
      props: { height: 40 },
      style: { marginBottom: 4, marginTop: 0 },
    });
    expect(page?.components[1]).toMatchObject({
      props: { content: 'Hello', align: 'center', bold: false },
      style: { radius: 6 },
    });
    // A document without a version is version 1.
    const { schemaVersion: _v, ...unversioned } = v1;
    expect(migrateDocument(unversioned)).toEqual(migrateDocument(v1));
  });

  it('refuses a version 1 document whose block was bad, with the migrated path', () => {
    const bad = { ...v1, components: [{ id: 'old-1', kind: 'spacer', property: { height: 'tall' } }] };
    expect(validateDocument(bad)).toEqual({
      ok: false,
      issues: [{ path: 'pages.0.components.0.props.height', message: 'validation.type' }],
    });
  });
});

describe('documentReferences', () => {
  it('lists materials with their kind, stores, products and links with their paths, skipping what does not apply', () => {
    const doc = sample();
    const [carousel, , grid] = doc.pages[0]?.components ?? [];
    if (!carousel || !grid) throw new Error('no blocks');
    carousel.props.slides = [
      { materialId: 7, alt: '', link: { kind: 'product', target: '12' } },
      { materialId: null, alt: '', link: null },
    ];
    // A query grid keeps hand-picked ids for switching back, but they are not shown, so not referenced.
    grid.props.productIds = [3, 4];
    const store = newComponent('storeCard', 'st');
    store.props.storeId = 5;
    const video = newComponent('video', 'v');
    video.props.materialId = 9;
    doc.pages[0]?.components.push(store, video);
    expect(documentReferences(doc)).toEqual([
      { path: 'pages.0.components.0.props.slides.0.materialId', kind: 'material', value: 7, mediaKind: 'image' },
      { path: 'pages.0.components.0.props.slides.0.link', kind: 'link', value: { kind: 'product', target: '12' } },
      { path: 'pages.0.components.3.props.storeId', kind: 'store', value: 5 },
      { path: 'pages.0.components.4.props.materialId', kind: 'material', value: 9, mediaKind: 'video' },
    ]);
    grid.props.source = 'manual';
    expect(documentReferences(doc).filter((ref) => ref.kind === 'product')).toEqual([
      { path: 'pages.0.components.2.props.productIds.0', kind: 'product', value: 3 },
      { path: 'pages.0.components.2.props.productIds.1', kind: 'product', value: 4 },
    ]);
  });
});

describe('fitment', () => {
  it('accepts the default look and refuses bad values with their paths', () => {
    expect(validateFitment(defaultFitment())).toEqual({ ok: true, document: defaultFitment() });
    const bad = {
      ...defaultFitment(),
      themeColor: 'blue',
      mine: { ...defaultFitment().mine, entries: ['orders', 'orders'] },
    };
    expect(validateFitment(bad)).toEqual({
      ok: false,
      issues: [
        { path: 'themeColor', message: 'validation.color' },
        { path: 'mine.entries', message: 'validation.duplicate' },
      ],
    });
    expect(validateFitment({ ...defaultFitment(), schemaVersion: 2 })).toEqual({
      ok: false,
      issues: [{ path: 'schemaVersion', message: 'decoration.schemaVersion' }],
    });
  });

  it('lists its images and links', () => {
    const look = defaultFitment();
    look.launch = { enabled: true, imageId: 4, seconds: 3, link: { kind: 'article', target: '8' } };
    const refs = fitmentReferences(look);
    expect(refs).toHaveLength(look.tabBar.items.length + 2);
    expect(refs.slice(-2)).toEqual([
      { path: 'launch.imageId', kind: 'material', value: 4, mediaKind: 'image' },
      { path: 'launch.link', kind: 'link', value: { kind: 'article', target: '8' } },
    ]);
  });
});
