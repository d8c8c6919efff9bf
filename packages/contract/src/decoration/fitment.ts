/**
 * Fitment (/store/decoration/fitment): the storefront's global look — the theme colour (its 10 shades come from
 * the tokens' palette generator), the bottom navigation, the "mine" page layout and the launch screen. Versioned
 * like templates: a draft the screen autosaves, publish makes an immutable version, any version can be
 * restored into the draft (./templates.ts has the shared version shapes; FITMENT_PATH the routes).
 */
import * as v from 'valibot';
import { type DocumentIssue, type DocumentReference, issuesOf } from './document';
import { type Link, linkSchema } from './links';

export const FITMENT_SCHEMA_VERSION = 1;

/** Icons a bottom navigation item may show (lucide names). */
export const TAB_ICONS = [
  'house',
  'layout-grid',
  'store',
  'newspaper',
  'shopping-cart',
  'user',
  'music',
  'headphones',
] as const;
export const MINE_LAYOUTS = ['list', 'grid'] as const;
/** Entries the "mine" page can show, in the order staff put them. */
export const MINE_ENTRIES = ['orders', 'coupons', 'stores', 'services', 'favorites', 'contact'] as const;

export interface TabItem {
  icon: (typeof TAB_ICONS)[number];
  labelZh: string;
  labelEn: string;
  target: Link;
}

export interface FitmentDocument {
  schemaVersion: typeof FITMENT_SCHEMA_VERSION;
  /** '#rrggbb': the storefront's primary colour (shades 1–10 generated from it). */
  themeColor: string;
  tabBar: { items: TabItem[] };
  mine: {
    layout: (typeof MINE_LAYOUTS)[number];
    entries: (typeof MINE_ENTRIES)[number][];
    headerImageId: number | null;
  };
  launch: { enabled: boolean; imageId: number | null; seconds: number; link: Link | null };
}

const label = v.pipe(
  v.string('validation.type'),
  v.minLength(1, 'validation.required'),
  v.maxLength(8, 'validation.tooLong'),
);
const materialId = v.nullable(
  v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type')),
);

export const fitmentSchema = v.strictObject(
  {
    schemaVersion: v.literal(FITMENT_SCHEMA_VERSION, 'decoration.schemaVersion'),
    themeColor: v.pipe(v.string('validation.type'), v.regex(/^#[0-9a-fA-F]{6}$/, 'validation.color')),
    tabBar: v.strictObject(
      {
        items: v.pipe(
          v.array(
            v.strictObject(
              { icon: v.picklist(TAB_ICONS, 'validation.invalid'), labelZh: label, labelEn: label, target: linkSchema },
              'validation.unknownField',
            ),
            'validation.type',
          ),
          v.minLength(2, 'validation.tooFew'),
          v.maxLength(5, 'validation.tooMany'),
        ),
      },
      'validation.unknownField',
    ),
    mine: v.strictObject(
      {
        layout: v.picklist(MINE_LAYOUTS, 'validation.invalid'),
        entries: v.pipe(
          v.array(v.picklist(MINE_ENTRIES, 'validation.invalid'), 'validation.type'),
          v.maxLength(MINE_ENTRIES.length, 'validation.tooMany'),
          v.check((entries) => new Set(entries).size === entries.length, 'validation.duplicate'),
        ),
        headerImageId: materialId,
      },
      'validation.unknownField',
    ),
    launch: v.strictObject(
      {
        enabled: v.boolean('validation.type'),
        imageId: materialId,
        seconds: v.pipe(
          v.number('validation.type'),
          v.integer('validation.type'),
          v.minValue(1, 'validation.tooSmall'),
          v.maxValue(10, 'validation.tooLarge'),
        ),
        link: v.nullable(linkSchema),
      },
      'validation.unknownField',
    ),
  },
  'validation.unknownField',
) as v.GenericSchema<unknown, FitmentDocument>;

/** The look before anyone changed it (the seed publishes it as version 1). */
export function defaultFitment(): FitmentDocument {
  return {
    schemaVersion: FITMENT_SCHEMA_VERSION,
    themeColor: '#165dff',
    tabBar: {
      items: [
        { icon: 'house', labelZh: '首页', labelEn: 'Home', target: { kind: 'page', target: 'home' } },
        { icon: 'layout-grid', labelZh: '分类', labelEn: 'Shop', target: { kind: 'page', target: 'category' } },
        { icon: 'store', labelZh: '门店', labelEn: 'Stores', target: { kind: 'page', target: 'stores' } },
        { icon: 'user', labelZh: '我的', labelEn: 'Mine', target: { kind: 'page', target: 'mine' } },
      ],
    },
    mine: { layout: 'list', entries: ['orders', 'stores', 'services', 'contact'], headerImageId: null },
    launch: { enabled: false, imageId: null, seconds: 3, link: null },
  };
}

export type FitmentResult = { ok: true; document: FitmentDocument } | { ok: false; issues: DocumentIssue[] };

/** Validates a fitment as document.ts validates a page: the document to store, or every issue with its path. */
export function validateFitment(input: unknown): FitmentResult {
  const version = (input as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (typeof version === 'number' && version > FITMENT_SCHEMA_VERSION)
    return { ok: false, issues: [{ path: 'schemaVersion', message: 'decoration.schemaVersion' }] };
  const result = v.safeParse(fitmentSchema, input);
  return result.success ? { ok: true, document: result.output } : { ok: false, issues: issuesOf(result.issues) };
}

/** The materials and links a fitment names, with their paths (the server checks they exist). */
export function fitmentReferences(document: FitmentDocument): DocumentReference[] {
  const found: DocumentReference[] = document.tabBar.items.map((item, index) => ({
    path: `tabBar.items.${index}.target`,
    kind: 'link',
    value: item.target,
  }));
  const images: [string, number | null][] = [
    ['mine.headerImageId', document.mine.headerImageId],
    ['launch.imageId', document.launch.imageId],
  ];
  for (const [path, id] of images)
    if (id !== null) found.push({ path, kind: 'material', value: id, mediaKind: 'image' });
  if (document.launch.link) found.push({ path: 'launch.link', kind: 'link', value: document.launch.link });
  return found;
}
