/**
 * A home-page template's document: its pages (the first is the storefront's home page), each with its settings
 * and its blocks. What is saved carries `schemaVersion`; an older document is migrated on read and on write
 * (DOCUMENT_MIGRATIONS), a newer one is refused. The schema comes from the block descriptors (./blocks.ts):
 * unknown kinds, unknown properties and bad values are refused with the path of the problem
 * (`pages.0.components.2.props.height`), so nothing invalid is ever stored.
 */
import * as v from 'valibot';
import { PRODUCT_KINDS } from '../resources/defs/product';
import {
  BLOCK_STYLE,
  BLOCKS,
  type BlockKind,
  defaultValues,
  isBlockKind,
  PAGE_SETTINGS,
  type PropDef,
  type PropDefs,
  propApplies,
} from './blocks';
import { type Link, linkSchema } from './links';

export const DOCUMENT_SCHEMA_VERSION = 2;
export const MAX_PAGES = 10;
export const MAX_COMPONENTS = 60;

export type BlockStyle = {
  [K in keyof typeof BLOCK_STYLE]: (typeof BLOCK_STYLE)[K]['default'] extends number ? number : string;
};
export type PageSettings = { [K in keyof typeof PAGE_SETTINGS]: string };

export interface BlockComponent<K extends BlockKind = BlockKind> {
  /** Unique in the document; kept across edits (the editor's selection and the undo history use it). */
  id: string;
  kind: K;
  props: Record<string, unknown>;
  style: BlockStyle;
}

export interface DecorationPage {
  id: string;
  name: string;
  settings: PageSettings;
  components: BlockComponent[];
}

export interface HomeDocument {
  schemaVersion: typeof DOCUMENT_SCHEMA_VERSION;
  pages: DecorationPage[];
}

/** Ids of blocks and pages: short, URL-safe. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
const id = v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type'));

/** The valibot schema of one property descriptor. */
export function propSchema(def: PropDef): v.GenericSchema {
  switch (def.type) {
    case 'text':
    case 'longText':
      return v.pipe(v.string('validation.type'), v.maxLength(def.max, 'validation.tooLong'));
    case 'integer':
      return v.pipe(
        v.number('validation.type'),
        v.integer('validation.type'),
        v.minValue(def.min, 'validation.tooSmall'),
        v.maxValue(def.max, 'validation.tooLarge'),
      );
    case 'boolean':
      return v.boolean('validation.type');
    case 'choice':
      return v.picklist(def.values, 'validation.invalid');
    case 'color':
      return v.pipe(v.string('validation.type'), v.regex(/^(?:#[0-9a-fA-F]{6})?$/, 'validation.color'));
    case 'material':
    case 'store':
      return v.nullable(id);
    case 'link':
      return v.nullable(linkSchema);
    case 'products':
      return v.pipe(v.array(id, 'validation.type'), v.maxLength(def.max, 'validation.tooMany'));
    case 'productKind':
      return v.nullable(v.picklist(PRODUCT_KINDS, 'validation.invalid'));
    case 'list':
      return v.pipe(
        v.array(propsSchema(def.item), 'validation.type'),
        v.minLength(def.min, 'validation.tooFew'),
        v.maxLength(def.max, 'validation.tooMany'),
      );
  }
}

/** An object with exactly these properties (an unknown one is refused). */
export function propsSchema(defs: PropDefs): v.GenericSchema {
  const entries = Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, propSchema(def)]));
  return v.strictObject(entries, 'validation.unknownField');
}

const styleSchema = propsSchema(BLOCK_STYLE);
const BLOCK_SCHEMAS = Object.fromEntries(
  Object.entries(BLOCKS).map(([kind, def]) => [kind, propsSchema(def.props)]),
) as Record<BlockKind, v.GenericSchema>;

const componentSchema = v.variant(
  'kind',
  Object.entries(BLOCK_SCHEMAS).map(([kind, props]) =>
    v.strictObject(
      {
        id: v.pipe(v.string('validation.type'), v.regex(ID_PATTERN, 'validation.invalid')),
        kind: v.literal(kind),
        props,
        style: styleSchema,
      },
      'validation.unknownField',
    ),
  ) as unknown as v.VariantOptions<'kind'>,
  'decoration.unknownBlock',
);

const pageSchema = v.strictObject(
  {
    id: v.pipe(v.string('validation.type'), v.regex(ID_PATTERN, 'validation.invalid')),
    name: v.pipe(
      v.string('validation.type'),
      v.minLength(1, 'validation.required'),
      v.maxLength(40, 'validation.tooLong'),
    ),
    settings: propsSchema(PAGE_SETTINGS),
    components: v.pipe(v.array(componentSchema, 'validation.type'), v.maxLength(MAX_COMPONENTS, 'validation.tooMany')),
  },
  'validation.unknownField',
);

export const documentSchema = v.pipe(
  v.strictObject(
    {
      schemaVersion: v.literal(DOCUMENT_SCHEMA_VERSION, 'decoration.schemaVersion'),
      pages: v.pipe(
        v.array(pageSchema, 'validation.type'),
        v.minLength(1, 'validation.required'),
        v.maxLength(MAX_PAGES, 'validation.tooMany'),
      ),
    },
    'validation.unknownField',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    const doc = dataset.value as HomeDocument;
    for (const [pageIndex, page] of doc.pages.entries()) {
      const items: [string[], { id: string }][] = [
        [['pages', String(pageIndex)], page],
        ...page.components.map((component, index): [string[], { id: string }] => [
          ['pages', String(pageIndex), 'components', String(index)],
          component,
        ]),
      ];
      for (const [at, item] of items) {
        // The issue sits on the second holder of the id, so the editor can select the block that repeats it.
        if (seen.has(item.id)) addIssue({ message: 'decoration.duplicateId', path: pathItems(doc, [...at, 'id']) });
        seen.add(item.id);
      }
    }
  }),
) as v.GenericSchema<unknown, HomeDocument>;

/** valibot's path items for a path of keys inside `root` (custom checks name the place of their issue). */
function pathItems(root: unknown, keys: string[]): [v.IssuePathItem, ...v.IssuePathItem[]] {
  let input = root as Record<string, unknown>;
  const items = keys.map((key) => {
    const value = input[key];
    const item = { type: 'object', origin: 'value', input, key, value } as v.IssuePathItem;
    input = value as Record<string, unknown>;
    return item;
  });
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

/** One problem with a document: where it is (dotted path) and its message key. */
export interface DocumentIssue {
  path: string;
  message: string;
}

export type DocumentResult = { ok: true; document: HomeDocument } | { ok: false; issues: DocumentIssue[] };

/**
 * Version 1, the first editor's shape (one page, ruoyi's DIY layout): `{ page, navigationBar, components:
 * [{ id, kind, property }] }` where `property` held the block's properties and its style together.
 */
interface DocumentV1 {
  schemaVersion?: 1;
  page?: { title?: string; background?: string };
  navigationBar?: { background?: string; textColor?: string };
  components?: { id?: string; kind?: string; property?: Record<string, unknown> }[];
}

/** Each function turns version N into N + 1; DOCUMENT_MIGRATIONS[N] migrates from N. */
export const DOCUMENT_MIGRATIONS: Readonly<Record<number, (old: unknown) => unknown>> = {
  1: (old) => {
    const doc = old as DocumentV1;
    const styleKeys = new Set(Object.keys(BLOCK_STYLE));
    return {
      schemaVersion: 2,
      pages: [
        {
          id: 'home',
          name: doc.page?.title || 'Home',
          settings: {
            ...defaultValues(PAGE_SETTINGS),
            ...(doc.page?.title !== undefined ? { title: doc.page.title } : {}),
            ...(doc.page?.background !== undefined ? { background: doc.page.background } : {}),
            ...(doc.navigationBar?.background !== undefined
              ? { navigationBarBackground: doc.navigationBar.background }
              : {}),
            ...(doc.navigationBar?.textColor !== undefined ? { navigationBarText: doc.navigationBar.textColor } : {}),
          },
          components: (doc.components ?? []).map((component) => {
            const property = component.property ?? {};
            const style = Object.fromEntries(Object.entries(property).filter(([key]) => styleKeys.has(key)));
            const props = Object.fromEntries(Object.entries(property).filter(([key]) => !styleKeys.has(key)));
            const defaults = isBlockKind(component.kind) ? defaultValues(BLOCKS[component.kind].props) : {};
            return {
              id: component.id,
              kind: component.kind,
              props: { ...defaults, ...props },
              style: { ...defaultValues(BLOCK_STYLE), ...style },
            };
          }),
        },
      ],
    };
  },
};

function versionOf(input: unknown): number | null {
  if (typeof input !== 'object' || input === null) return null;
  const version = (input as { schemaVersion?: unknown }).schemaVersion;
  if (version === undefined) return 1;
  return typeof version === 'number' && Number.isInteger(version) ? version : null;
}

/** Brings a document of any known version to the current one (no validation); null for an unknown version. */
export function migrateDocument(input: unknown): unknown | null {
  let version = versionOf(input);
  let doc = input;
  while (version !== null && version < DOCUMENT_SCHEMA_VERSION) {
    const step = DOCUMENT_MIGRATIONS[version];
    if (!step) return null;
    doc = step(doc);
    version = versionOf(doc);
  }
  return version === DOCUMENT_SCHEMA_VERSION ? doc : null;
}

/** Migrates and validates: the document to store, or every issue with its path. */
export function validateDocument(input: unknown): DocumentResult {
  const migrated = migrateDocument(input);
  if (migrated === null) return { ok: false, issues: [{ path: 'schemaVersion', message: 'decoration.schemaVersion' }] };
  const result = v.safeParse(documentSchema, migrated);
  if (result.success) return { ok: true, document: result.output };
  return { ok: false, issues: issuesOf(result.issues) };
}

/**
 * valibot's issues as dotted paths and message keys. A strict object reports a missing property and an unknown
 * one with the same schema message: a missing one (it expected the key) is "required".
 */
export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): DocumentIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((item) => String(item.key)).join('.'),
    message: issue.type === 'strict_object' && issue.expected !== 'never' ? 'validation.required' : issue.message,
  }));
}

/** A block of `kind` with its default properties and style. */
export function newComponent(kind: BlockKind, id: string): BlockComponent {
  return { id, kind, props: defaultValues(BLOCKS[kind].props), style: defaultValues(BLOCK_STYLE) as BlockStyle };
}

/** A document with one empty page. */
export function emptyDocument(pageName = 'Home'): HomeDocument {
  return {
    schemaVersion: DOCUMENT_SCHEMA_VERSION,
    pages: [{ id: 'home', name: pageName, settings: defaultValues(PAGE_SETTINGS) as PageSettings, components: [] }],
  };
}

/** What a document refers to, each with its path: the server checks they exist and resolves them. */
export interface DocumentReference {
  path: string;
  kind: 'material' | 'store' | 'product' | 'link';
  /** The id (material, store, product) or the Link. */
  value: number | Link;
  /** A material's kind as its descriptor asks for it (an image slot takes no audio). */
  mediaKind?: 'image' | 'audio' | 'video';
}

/**
 * Every reference of the document's blocks, with its path. A property that does not apply (a hand-picked grid's
 * query, PropDef.when) is left out: it is kept for switching back but never shown, so it need not exist.
 */
export function documentReferences(document: HomeDocument): DocumentReference[] {
  const found: DocumentReference[] = [];
  const walk = (defs: PropDefs, values: Record<string, unknown>, path: string) => {
    for (const [name, def] of Object.entries(defs)) {
      const value = values[name];
      const at = `${path}.${name}`;
      if (value === null || value === undefined || !propApplies(def, values)) continue;
      if (def.type === 'material')
        found.push({ path: at, kind: 'material', value: value as number, mediaKind: def.kind });
      if (def.type === 'store') found.push({ path: at, kind: 'store', value: value as number });
      if (def.type === 'link') found.push({ path: at, kind: 'link', value: value as Link });
      if (def.type === 'products') {
        for (const [index, productId] of (value as number[]).entries())
          found.push({ path: `${at}.${index}`, kind: 'product', value: productId });
      }
      if (def.type === 'list') {
        for (const [index, item] of (value as Record<string, unknown>[]).entries())
          walk(def.item, item, `${at}.${index}`);
      }
    }
  };
  document.pages.forEach((page, pageIndex) => {
    page.components.forEach((component, index) => {
      walk(BLOCKS[component.kind].props, component.props, `pages.${pageIndex}.components.${index}.props`);
    });
  });
  return found;
}
