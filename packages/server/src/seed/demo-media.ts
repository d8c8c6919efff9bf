/**
 * Demo categories for the five trees (both languages), and with a file store a small media library drawn in
 * code (posters and product photos as PNG, two chimes as WAV with their peaks), filed in those categories; the
 * first demo speaker shows a photo, so "where used" has something to show. Demo mode, empty database only.
 */
import { type CategoryIcon, type CategoryTree, THUMBNAIL_SIDE } from '@soundboard/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { categories, materials, materialUsages, products } from '../db/schema';
import { pngBytes, type Rgb, wavTone } from '../media/generate';
import { imageSize } from '../media/image-size';
import type { FileStore } from '../storage/file-store';

interface CategorySeed {
  key: string;
  zh: string;
  en: string;
  icon?: CategoryIcon;
  children?: CategorySeed[];
}

const TREES: Record<CategoryTree, CategorySeed[]> = {
  material: [
    { key: 'posters', zh: '门店海报', en: 'Store posters', icon: 'image' },
    { key: 'photos', zh: '产品图', en: 'Product photos', icon: 'image' },
    {
      key: 'music',
      zh: '背景音乐',
      en: 'Background music',
      icon: 'music',
      children: [{ key: 'easy', zh: '轻音乐', en: 'Easy listening' }],
    },
  ],
  text: [
    { key: 'promotions', zh: '促销广播', en: 'Promotions', icon: 'megaphone' },
    { key: 'safety', zh: '安全提示', en: 'Safety notices' },
  ],
  music: [
    { key: 'morning', zh: '早间', en: 'Morning' },
    { key: 'evening', zh: '晚间', en: 'Evening' },
  ],
  article: [
    { key: 'news', zh: '行业资讯', en: 'Industry news', icon: 'file-text' },
    { key: 'cases', zh: '安装案例', en: 'Installation cases' },
  ],
  forum: [
    { key: 'tech', zh: '技术交流', en: 'Tech talk' },
    { key: 'after-sales', zh: '售后', en: 'After-sales' },
  ],
};

async function seedTree(
  tx: Tx,
  tree: CategoryTree,
  nodes: CategorySeed[],
  parentId: number | null,
  ids: Map<string, number>,
) {
  for (const [sort, node] of nodes.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({ tree, parentId, nameZh: node.zh, nameEn: node.en, icon: node.icon ?? null, sort })
      .returning({ id: categories.id });
    if (!row) throw new Error('seed: category insert returned nothing');
    ids.set(`${tree}.${node.key}`, row.id);
    await seedTree(tx, tree, node.children ?? [], row.id, ids);
  }
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round((a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * t)) as Rgb;

/**
 * A poster is drawn on a 320 × 180 plan and painted three times as large: the storefront's carousel shows it across
 * a phone's width at two or three device pixels per CSS pixel, where a 320 px picture looks blurred (and
 * Lighthouse marks it down). Sampling the plan at a third of each pixel keeps the drawings as they were. The plan's
 * own size is the library's thumbnail (THUMBNAIL_SIDE wide), stored beside it as an upload's would be.
 */
const POSTER_SCALE = 3;
const poster = (paint: (x: number, y: number) => Rgb) => ({
  w: 320 * POSTER_SCALE,
  h: 180 * POSTER_SCALE,
  paint: (x: number, y: number) => paint(x / POSTER_SCALE, y / POSTER_SCALE),
  thumbnail: () =>
    pngBytes(THUMBNAIL_SIDE, (THUMBNAIL_SIDE * 180) / 320, (x, y) =>
      paint(x * (320 / THUMBNAIL_SIDE), y * (320 / THUMBNAIL_SIDE)),
    ),
});

/** Posters: a diagonal gradient with a band; photos: a speaker cone or an amplifier front on grey. */
const PICTURES = [
  {
    name: '秋季新品海报.png',
    category: 'material.posters',
    tags: ['海报', '秋季'],
    ...poster(
      (x, y) => (y > 120 && y < 140 ? [255, 244, 214] : mix([214, 92, 38], [120, 40, 90], (x + y) / 500)) as Rgb,
    ),
  },
  {
    name: 'Grand opening poster.png',
    category: 'material.posters',
    tags: ['poster'],
    ...poster(
      (x, y) =>
        (Math.abs(x - 160) + Math.abs(y - 90) < 60 ? [255, 215, 0] : mix([22, 93, 255], [10, 30, 80], y / 180)) as Rgb,
    ),
  },
  {
    name: '书架音箱 SB-BS5.png',
    category: 'material.photos',
    tags: ['音箱'],
    w: 240,
    h: 240,
    product: true,
    paint: (x: number, y: number) => {
      const r = Math.hypot(x - 120, y - 130);
      return (
        r < 20
          ? [40, 40, 40]
          : r < 70
            ? [90, 90, 96]
            : x > 40 && x < 200 && y > 20 && y < 225
              ? [30, 30, 34]
              : [236, 236, 240]
      ) as Rgb;
    },
  },
  {
    name: 'Amplifier front.png',
    category: 'material.photos',
    tags: ['amplifier'],
    w: 240,
    h: 160,
    paint: (x: number, y: number) =>
      (y > 40 && y < 120 && x > 20 && x < 220
        ? Math.hypot(x - 180, y - 80) < 18
          ? [200, 200, 205]
          : [50, 52, 58]
        : [240, 240, 244]) as Rgb,
  },
];

const CHIMES = [
  { name: '开门提示音.wav', category: 'material.easy', tags: ['提示音'], seconds: 2, hz: 440 },
  { name: 'Closing chime.wav', category: 'material.music', tags: ['chime'], seconds: 1.5, hz: 660 },
];

export async function seedDemoMedia(tx: Tx, now: Date, editorId: number, files?: FileStore): Promise<void> {
  const ids = new Map<string, number>();
  for (const [tree, nodes] of Object.entries(TREES)) await seedTree(tx, tree as CategoryTree, nodes, null, ids);
  if (!files) return;
  const common = { createdBy: editorId, updatedBy: editorId, createdAt: now, updatedAt: now };
  let photoId: number | null = null;
  for (const picture of PICTURES) {
    const bytes = pngBytes(picture.w, picture.h, picture.paint);
    const thumbnail = 'thumbnail' in picture ? picture.thumbnail() : null;
    const size = imageSize(bytes, 'image/png');
    const [row] = await tx
      .insert(materials)
      .values({
        ...common,
        kind: 'image',
        mime: 'image/png',
        name: picture.name,
        size: bytes.length,
        hash: await files.put(bytes),
        thumbHash: thumbnail && (await files.put(thumbnail)),
        categoryId: ids.get(picture.category) ?? null,
        tags: picture.tags,
        width: size?.width ?? null,
        height: size?.height ?? null,
      })
      .returning({ id: materials.id });
    if (picture.product && row) photoId = row.id;
  }
  for (const chime of CHIMES) {
    const { bytes, peaks } = wavTone(chime.seconds, chime.hz, 120);
    await tx.insert(materials).values({
      ...common,
      kind: 'audio',
      mime: 'audio/wav',
      name: chime.name,
      size: bytes.length,
      hash: await files.put(bytes),
      categoryId: ids.get(chime.category) ?? null,
      tags: chime.tags,
      duration: chime.seconds,
      peaks,
    });
  }
  // The first demo speaker shows the speaker photo (a usage, as the product form would record it).
  const [speaker] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.kind, 'speaker'))
    .orderBy(asc(products.id))
    .limit(1);
  if (speaker && photoId !== null) {
    await tx
      .update(products)
      .set({ images: [photoId] })
      .where(eq(products.id, speaker.id));
    await tx
      .insert(materialUsages)
      .values({ materialId: photoId, entity: 'product', entityId: speaker.id, field: 'images' });
  }
}
