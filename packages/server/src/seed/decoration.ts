/**
 * The storefront's look and its default home-page template, in every mode: the fitment (draft and version 1 =
 * the default look) and "默认首页" (the default, active, published). Production mode has no materials or stores
 * yet, so its page names none (store blocks show the storefront's store). Demo mode's page shows what the editor
 * can do — seeded pictures, products by query and by hand, the stores' blocks — with two published versions, and
 * a seasonal template that was never active, its draft ahead of its one version. Idempotent: a database that has
 * the default template and the fitment is left as it is.
 */
import {
  type BlockComponent,
  type BlockKind,
  DOCUMENT_SCHEMA_VERSION,
  defaultValues,
  type HomeDocument,
  newComponent,
  PAGE_SETTINGS,
  type PageSettings,
} from '@soundboard/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { homeTemplates, homeTemplateVersions, materials, products } from '../db/schema';
import { ensureFitment } from '../decoration/fitment';

const DAY = 86_400_000;

/** A block of `kind` with some properties and style changed from the defaults. */
function block(
  kind: BlockKind,
  id: string,
  props: Record<string, unknown> = {},
  style: Partial<BlockComponent['style']> = {},
): BlockComponent {
  const component = newComponent(kind, id);
  return { ...component, props: { ...component.props, ...props }, style: { ...component.style, ...style } };
}

function page(id: string, name: string, title: string, components: BlockComponent[]): HomeDocument['pages'][number] {
  return { id, name, settings: { ...(defaultValues(PAGE_SETTINGS) as PageSettings), title }, components };
}

const doc = (...pages: HomeDocument['pages']): HomeDocument => ({ schemaVersion: DOCUMENT_SCHEMA_VERSION, pages });

/** Production: a page that names no record. */
function plainHome(): HomeDocument {
  return doc(
    page('home', '首页', 'Soundboard 声博音响', [
      block('noticeBar', 'notice', { text: '欢迎光临声博音响，门店营业时间以各门店公告为准' }),
      block('productGrid', 'new-products', { title: '新品上架', limit: 4 }),
      block('storeCard', 'store'),
      block('openingHours', 'hours'),
      block('contact', 'contact'),
    ]),
  );
}

interface DemoRecords {
  images: number[];
  audio: number | null;
  productIds: number[];
}

async function demoRecords(tx: Tx): Promise<DemoRecords> {
  const pictures = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(eq(materials.kind, 'image'))
    .orderBy(asc(materials.id));
  const [chime] = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(eq(materials.kind, 'audio'))
    .orderBy(asc(materials.id))
    .limit(1);
  const onSale = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, 'on_sale'))
    .orderBy(asc(products.id))
    .limit(6);
  return { images: pictures.map((row) => row.id), audio: chime?.id ?? null, productIds: onSale.map((row) => row.id) };
}

/** Demo: every group of blocks; `first` is version 1's smaller page. */
function demoHome({ images, audio, productIds }: DemoRecords, first: boolean): HomeDocument {
  const image = (index: number) => images[index % Math.max(images.length, 1)] ?? null;
  const slides = [
    { materialId: image(0), alt: '秋季新品', link: { kind: 'page', target: 'category' } },
    { materialId: image(1), alt: '新店开业', link: { kind: 'page', target: 'stores' } },
    ...(productIds[0]
      ? [{ materialId: image(2), alt: '书架音箱', link: { kind: 'product', target: String(productIds[0]) } }]
      : []),
  ];
  const kinds: [string, string][] = [
    ['音箱', 'speaker'],
    ['功放', 'amplifier'],
    ['调音台', 'mixer'],
    ['背景音乐', 'bgm_player'],
  ];
  const blocks = [
    block('carousel', 'banner', { slides: first ? slides.slice(0, 2) : slides, height: 200 }),
    block('noticeBar', 'notice', {
      text: first ? '新店开业，全场音响九折' : '秋季新品到店，门店可预约试听',
      link: { kind: 'page', target: 'stores' },
    }),
    block('categoryNav', 'categories', {
      items: kinds.map(([label, productKind], index) => ({ label, materialId: image(index), productKind })),
    }),
    block('productGrid', 'new-speakers', { title: '新品音箱', productKind: 'speaker', sort: 'newest', limit: 4 }),
    ...(first
      ? []
      : [
          block('productGrid', 'picks', {
            title: '店长推荐',
            source: 'manual',
            productIds: productIds.slice(0, 4),
            columns: '1',
          }),
        ]),
    block('divider', 'divider', { lineStyle: 'dashed' }, { marginX: 16 }),
    block('storeCard', 'store', {}, { marginX: 12, radius: 8, background: '#ffffff' }),
    block('openingHours', 'hours', {}, { marginX: 12, radius: 8, background: '#ffffff', paddingY: 8 }),
    block('contact', 'contact', {}, { marginX: 12, radius: 8, background: '#ffffff', paddingY: 8 }),
    ...(audio && !first ? [block('audio', 'chime', { materialId: audio, title: '门店开门提示音' })] : []),
    block('spacer', 'spacer', { height: 24 }),
    block('text', 'footer', {
      content: '声博音响 · 专业商用音响系统',
      align: 'center',
      size: 'small',
      // Grey that still reads on the page's #f7f8fa (7:1; a lighter grey failed the storefront's axe walk).
      color: '#4e5969',
    }),
  ];
  return doc(page('home', '首页', '声博音响', blocks));
}

/** The seasonal template's draft: its published page with a promotion added on top. */
function seasonal({ images, productIds }: DemoRecords, draft: boolean): HomeDocument {
  const blocks = [
    block('image', 'poster', {
      materialId: images[0] ?? null,
      alt: '双十二音响节',
      link: { kind: 'page', target: 'category' },
    }),
    block('productGrid', 'deals', { title: '节日特惠', sort: 'priceAsc', limit: 6, columns: '3' }),
    ...(draft
      ? [block('productGrid', 'gifts', { title: '送礼之选', source: 'manual', productIds: productIds.slice(2, 5) })]
      : []),
  ];
  return doc(page('home', '首页', '双十二音响节', blocks));
}

interface TemplateSeed {
  name: string;
  note: string;
  isDefault: boolean;
  active: boolean;
  /** Oldest first, each with how many days before `now` it was published. */
  versions: { document: HomeDocument; daysAgo: number }[];
  draft: HomeDocument;
}

async function insertTemplate(tx: Tx, now: Date, seed: TemplateSeed): Promise<void> {
  const newest = seed.versions.at(-1);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const [row] = await tx
    .insert(homeTemplates)
    .values({
      name: seed.name,
      note: seed.note,
      isDefault: seed.isDefault,
      active: seed.active,
      draft: seed.draft,
      pageCount: seed.draft.pages.length,
      publishedVersion: seed.versions.length,
      lastPublishedAt: newest ? at(newest.daysAgo) : null,
      unpublishedChanges: JSON.stringify(seed.draft) !== JSON.stringify(newest?.document),
      draftSavedAt: now,
      createdAt: at(seed.versions[0]?.daysAgo ?? 0),
      updatedAt: now,
    })
    .returning({ id: homeTemplates.id });
  if (!row) throw new Error('seed: template insert returned nothing');
  for (const [index, version] of seed.versions.entries())
    await tx.insert(homeTemplateVersions).values({
      templateId: row.id,
      number: index + 1,
      document: version.document,
      publishedAt: at(version.daysAgo),
    });
}

export async function seedDecoration(tx: Tx, now: Date, options: { demo: boolean }): Promise<void> {
  await ensureFitment(tx, now);
  const [existing] = await tx
    .select({ id: homeTemplates.id })
    .from(homeTemplates)
    .where(eq(homeTemplates.isDefault, true));
  if (existing) return;
  const base = { name: '默认首页', isDefault: true, active: true };
  if (!options.demo) {
    const home = plainHome();
    await insertTemplate(tx, now, { ...base, note: '', versions: [{ document: home, daysAgo: 0 }], draft: home });
    return;
  }
  const records = await demoRecords(tx);
  const latest = demoHome(records, false);
  await insertTemplate(tx, now, {
    ...base,
    note: '门店与商城共用的首页',
    versions: [
      { document: demoHome(records, true), daysAgo: 30 },
      { document: latest, daysAgo: 3 },
    ],
    draft: latest,
  });
  await insertTemplate(tx, now, {
    name: '双十二音响节',
    note: '12 月促销季使用',
    isDefault: false,
    active: false,
    versions: [{ document: seasonal(records, false), daysAgo: 5 }],
    draft: seasonal(records, true),
  });
}
