/**
 * The storefront's building blocks, said once: each kind's group in the editor's library, its icon and its
 * properties as descriptors. The server's validation (./document.ts), the editor's property panel and the
 * defaults of a new block all derive from these descriptors. Labels are the admin dictionary's
 * `decoration.block.<kind>` and `decoration.prop.<kind>.<prop>` (choices: `….<prop>.<value>`); the style and
 * page-settings descriptors use `decoration.style.<prop>` and `decoration.page.<prop>`.
 */

/** One property of a block (or of the shared style, or of page settings). */
export type PropDef =
  | { type: 'text'; max: number; default: string; when?: PropCondition }
  | { type: 'longText'; max: number; default: string; when?: PropCondition }
  | { type: 'integer'; min: number; max: number; default: number; unit?: 'px' | 's'; when?: PropCondition }
  | { type: 'boolean'; default: boolean; when?: PropCondition }
  | { type: 'choice'; values: readonly string[]; default: string; when?: PropCondition }
  /** '#rrggbb', or '' for none (transparent, the page's). */
  | { type: 'color'; default: string; when?: PropCondition }
  /** A material's id (null: none chosen yet; the storefront skips the block or the slide). */
  | { type: 'material'; kind: 'image' | 'audio' | 'video'; when?: PropCondition }
  /** A Link (./links.ts) or null. */
  | { type: 'link'; when?: PropCondition }
  /** A store's id; null: the store the storefront is opened for (else the first open store). */
  | { type: 'store'; when?: PropCondition }
  /** Hand-picked product ids, in order. */
  | { type: 'products'; max: number; when?: PropCondition }
  /** One of the product kinds, or null for all. */
  | { type: 'productKind'; when?: PropCondition }
  /** A list of items, each with its own properties (carousel slides, navigation entries). */
  | { type: 'list'; min: number; max: number; item: Readonly<Record<string, PropDef>>; when?: PropCondition };

/** The property is shown and used only while another property of the same block has this value. */
export interface PropCondition {
  prop: string;
  equals: string;
}

export type PropDefs = Readonly<Record<string, PropDef>>;

export const BLOCK_GROUPS = ['basic', 'commerce', 'store', 'media'] as const;
export type BlockGroup = (typeof BLOCK_GROUPS)[number];

export interface BlockDef {
  group: BlockGroup;
  /** lucide icon name. */
  icon: string;
  props: PropDefs;
  /**
   * false: the editor's library does not offer the kind (OFFERED_BLOCK_KINDS). Its schema stays, so saved
   * documents holding one still validate; the storefront draws nothing for it.
   */
  offered?: false;
}

const whenQuery = { prop: 'source', equals: 'query' } as const;
const whenManual = { prop: 'source', equals: 'manual' } as const;

export const BLOCKS = {
  text: {
    group: 'basic',
    icon: 'type',
    props: {
      content: { type: 'longText', max: 2000, default: '' },
      align: { type: 'choice', values: ['left', 'center', 'right'], default: 'left' },
      size: { type: 'choice', values: ['small', 'medium', 'large'], default: 'medium' },
      bold: { type: 'boolean', default: false },
      color: { type: 'color', default: '' },
    },
  },
  image: {
    group: 'basic',
    icon: 'image',
    props: {
      materialId: { type: 'material', kind: 'image' },
      alt: { type: 'text', max: 120, default: '' },
      link: { type: 'link' },
    },
  },
  carousel: {
    group: 'basic',
    icon: 'gallery-horizontal',
    props: {
      slides: {
        type: 'list',
        min: 1,
        max: 10,
        item: {
          materialId: { type: 'material', kind: 'image' },
          alt: { type: 'text', max: 120, default: '' },
          link: { type: 'link' },
        },
      },
      height: { type: 'integer', min: 80, max: 480, default: 180, unit: 'px' },
      autoplay: { type: 'boolean', default: true },
      intervalSeconds: { type: 'integer', min: 2, max: 10, default: 4, unit: 's' },
    },
  },
  noticeBar: {
    group: 'basic',
    icon: 'megaphone',
    props: {
      text: { type: 'text', max: 200, default: '' },
      link: { type: 'link' },
      // 4.5:1 on white (AA for body text).
      textColor: { type: 'color', default: '#b34d00' },
    },
  },
  spacer: {
    group: 'basic',
    icon: 'move-vertical',
    props: { height: { type: 'integer', min: 4, max: 200, default: 16, unit: 'px' } },
  },
  divider: {
    group: 'basic',
    icon: 'minus',
    props: {
      lineStyle: { type: 'choice', values: ['solid', 'dashed', 'dotted'], default: 'solid' },
      color: { type: 'color', default: '#e5e6eb' },
    },
  },
  productGrid: {
    group: 'commerce',
    icon: 'layout-grid',
    props: {
      title: { type: 'text', max: 40, default: '' },
      source: { type: 'choice', values: ['query', 'manual'], default: 'query' },
      productKind: { type: 'productKind', when: whenQuery },
      sort: { type: 'choice', values: ['newest', 'priceAsc', 'priceDesc', 'name'], default: 'newest', when: whenQuery },
      limit: { type: 'integer', min: 1, max: 20, default: 4, when: whenQuery },
      productIds: { type: 'products', max: 20, when: whenManual },
      columns: { type: 'choice', values: ['1', '2', '3'], default: '2' },
      showPrice: { type: 'boolean', default: true },
    },
  },
  categoryNav: {
    group: 'commerce',
    icon: 'shapes',
    props: {
      items: {
        type: 'list',
        min: 1,
        max: 10,
        item: {
          label: { type: 'text', max: 12, default: '' },
          materialId: { type: 'material', kind: 'image' },
          productKind: { type: 'productKind' },
        },
      },
      columns: { type: 'choice', values: ['3', '4', '5'], default: '4' },
    },
  },
  /** Not offered until a coupon module exists (documents saved with one still validate and show nothing). */
  coupon: {
    group: 'commerce',
    icon: 'ticket',
    offered: false,
    props: {
      title: { type: 'text', max: 40, default: '' },
      amountText: { type: 'text', max: 20, default: '' },
      note: { type: 'text', max: 60, default: '' },
    },
  },
  storeCard: {
    group: 'store',
    icon: 'store',
    props: {
      storeId: { type: 'store' },
      showPhoto: { type: 'boolean', default: true },
      showAddress: { type: 'boolean', default: true },
    },
  },
  openingHours: {
    group: 'store',
    icon: 'clock',
    props: { storeId: { type: 'store' }, showExceptions: { type: 'boolean', default: true } },
  },
  contact: {
    group: 'store',
    icon: 'phone',
    props: {
      storeId: { type: 'store' },
      showPhone: { type: 'boolean', default: true },
      showAddress: { type: 'boolean', default: true },
    },
  },
  audio: {
    group: 'media',
    icon: 'music',
    props: {
      materialId: { type: 'material', kind: 'audio' },
      title: { type: 'text', max: 60, default: '' },
      loop: { type: 'boolean', default: false },
    },
  },
  video: {
    group: 'media',
    icon: 'video',
    props: {
      materialId: { type: 'material', kind: 'video' },
      posterId: { type: 'material', kind: 'image' },
      autoplay: { type: 'boolean', default: false },
      muted: { type: 'boolean', default: true },
      loop: { type: 'boolean', default: false },
    },
  },
} as const satisfies Record<string, BlockDef>;

export type BlockKind = keyof typeof BLOCKS;
export const BLOCK_KINDS = Object.keys(BLOCKS) as BlockKind[];

/** The kinds the editor's library offers, in BLOCKS' order. */
export const OFFERED_BLOCK_KINDS: readonly BlockKind[] = BLOCK_KINDS.filter(
  (kind) => (BLOCKS[kind] as BlockDef).offered !== false,
);

export function isBlockKind(value: unknown): value is BlockKind {
  return typeof value === 'string' && Object.hasOwn(BLOCKS, value);
}

/** Every block's outer look, edited in the panel's style section. */
export const BLOCK_STYLE = {
  background: { type: 'color', default: '' },
  marginTop: { type: 'integer', min: 0, max: 64, default: 0, unit: 'px' },
  marginBottom: { type: 'integer', min: 0, max: 64, default: 8, unit: 'px' },
  marginX: { type: 'integer', min: 0, max: 32, default: 0, unit: 'px' },
  paddingY: { type: 'integer', min: 0, max: 48, default: 0, unit: 'px' },
  paddingX: { type: 'integer', min: 0, max: 48, default: 0, unit: 'px' },
  radius: { type: 'integer', min: 0, max: 32, default: 0, unit: 'px' },
} as const satisfies PropDefs;

/** A page's settings: its title, background and navigation bar. */
export const PAGE_SETTINGS = {
  title: { type: 'text', max: 40, default: '' },
  background: { type: 'color', default: '#f7f8fa' },
  navigationBarBackground: { type: 'color', default: '#ffffff' },
  navigationBarText: { type: 'choice', values: ['dark', 'light'], default: 'dark' },
} as const satisfies PropDefs;

/** A property's value when a block is added (material, link, store: none; lists: one item of defaults). */
export function defaultValue(def: PropDef): unknown {
  switch (def.type) {
    case 'material':
    case 'link':
    case 'store':
    case 'productKind':
      return null;
    case 'products':
      return [];
    case 'list':
      return Array.from({ length: def.min }, () => defaultValues(def.item));
    default:
      return def.default;
  }
}

export function defaultValues(defs: PropDefs): Record<string, unknown> {
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, defaultValue(def)]));
}

/** Whether a property applies, given its block's other values (PropDef.when). */
export function propApplies(def: PropDef, values: Readonly<Record<string, unknown>>): boolean {
  return !def.when || values[def.when.prop] === def.when.equals;
}
