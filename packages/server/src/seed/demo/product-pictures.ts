/**
 * Pictures for the demo products (demo mode, with a file store): each product gets 1-3 PNGs drawn in code
 * (./canvas.ts) — its device on a soft background with the SKU under it, and sometimes a close-up and the device
 * in a room — in its brand's accent and a body colour picked by a seeded random (the same pictures every run).
 * They go into the media library as public images in "产品图" with their width and height, and into each
 * product's `images` with their usages. Close-ups and rooms repeat across products: the same bytes are one
 * material (materials are unique by hash), and each distinct picture is drawn once per process.
 */

import { THUMBNAIL_SIDE } from '@soundboard/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { categories, materials, materialUsages, products } from '../../db/schema';
import { sha256 } from '../../storage/directory-store';
import type { FileStore } from '../../storage/file-store';
import type { Rgb } from './canvas';
import { drawProductPicture, type Look, PICTURE_SIZE, type PictureSpec } from './product-drawings';
import { Random } from './random';

/** The pictures' own seed: the rest of the demo draws nothing from it. */
const PICTURE_SEED = 20_261_139;

interface Drawn {
  bytes: Buffer;
  hash: string;
  /** The library's second size (THUMBNAIL_SIDE), drawn from the same spec as an upload's would be scaled. */
  thumb: { bytes: Buffer; hash: string };
}
const drawn = new Map<string, Drawn>();

/** drawProductPicture once per distinct spec in this process (the tests seed often), in both sizes. */
function pictureOf(spec: PictureSpec): Drawn {
  const key = JSON.stringify(spec);
  let picture = drawn.get(key);
  if (!picture) {
    const bytes = drawProductPicture(spec);
    const thumb = drawProductPicture(spec, THUMBNAIL_SIDE);
    picture = { bytes, hash: sha256(bytes), thumb: { bytes: thumb, hash: sha256(thumb) } };
    drawn.set(key, picture);
  }
  return picture;
}

const ACCENTS: Record<string, Rgb> = {
  LY: [22, 119, 255],
  SB: [240, 104, 36],
  MH: [204, 150, 16],
  CS: [0, 160, 148],
  YT: [146, 84, 222],
};
const BODIES: Record<string, Rgb[]> = {
  speaker: [
    [38, 38, 42],
    [122, 80, 50],
    [236, 236, 232],
    [72, 76, 86],
  ],
  microphone: [
    [40, 40, 44],
    [150, 154, 162],
    [228, 228, 226],
  ],
  bgm_player: [
    [242, 242, 238],
    [42, 44, 50],
    [214, 200, 178],
  ],
  accessory: [
    [36, 36, 40],
    [200, 52, 52],
    [40, 92, 200],
    [120, 124, 130],
  ],
  service: [
    [150, 156, 166],
    [196, 60, 50],
    [40, 92, 200],
  ],
};
const EQUIPMENT: Rgb[] = [
  [36, 38, 44],
  [186, 190, 196],
  [50, 60, 78],
];
const BACKDROPS: Rgb[] = [
  [214, 230, 250],
  [250, 226, 212],
  [218, 240, 226],
  [238, 226, 248],
  [250, 240, 204],
  [214, 238, 240],
  [236, 232, 226],
  [246, 220, 228],
];
/** Close-ups and rooms share their backdrops, so products of one look share those pictures. */
const DETAIL_BACKDROP: Rgb = [232, 234, 238];
const ROOM_WALL: Rgb = [240, 232, 220];
const PLAIN_ACCENT: Rgb = [96, 104, 120];

export interface PicturedProduct {
  id: number;
  sku: string;
  name: string;
  kind: string;
  channels: number | null;
}

function styleOf(product: PicturedProduct): string {
  if (product.kind !== 'speaker') return 'device';
  if (/吸顶|天花/.test(product.name)) return 'ceiling';
  return product.name.includes('音柱') ? 'column' : 'cabinet';
}

/** Each product's 1-3 pictures, front view first (pure: the same products give the same plan). */
export function planProductPictures(list: readonly PicturedProduct[]): PictureSpec[][] {
  const rng = new Random(PICTURE_SEED);
  return list.map((product) => {
    const brand = product.sku.split('-')[0] ?? '';
    const look: Look = {
      kind: product.kind,
      style: styleOf(product),
      body: rng.pick(BODIES[product.kind] ?? EQUIPMENT),
      accent: ACCENTS[brand] ?? (ACCENTS.SB as Rgb),
      brand: brand === 'SVC' ? 'SB' : brand,
      channels: product.channels ?? 2,
    };
    const front: PictureSpec = { ...look, view: 'front', background: rng.pick(BACKDROPS), label: product.sku };
    // Close-ups and rooms without the brand: one picture serves every product of that kind, shape and colour.
    const plain: Look = { ...look, accent: PLAIN_ACCENT, brand: '', channels: 8 };
    const more: PictureSpec[] = [
      { ...plain, view: 'detail', background: DETAIL_BACKDROP, label: '' },
      { ...plain, view: 'scene', background: ROOM_WALL, label: '' },
    ];
    return [front, ...more.slice(0, rng.int(0, 2))];
  });
}

const KIND_ZH: Record<string, string> = {
  speaker: '音箱',
  amplifier: '功放',
  mixer: '调音台',
  microphone: '话筒',
  bgm_player: '背景音乐播放器',
  announcement_player: '广播播报器',
  accessory: '配件',
  service: '服务',
};
const VIEW_ZH = { front: '正面', detail: '细节', scene: '场景' };

export async function seedDemoProductPictures(
  tx: Tx,
  now: Date,
  editorId: number,
  files: FileStore | undefined,
): Promise<void> {
  if (!files) return;
  const list = await tx
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      kind: products.kind,
      channels: products.channels,
      images: products.images,
    })
    .from(products)
    .orderBy(asc(products.id));
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tree, 'material'), eq(categories.nameZh, '产品图')));
  const plan = planProductPictures(list);
  // Every distinct picture once, named after the first product that shows it.
  const distinct = new Map<string, typeof materials.$inferInsert>();
  const hashes = plan.map((specs, index) =>
    specs.map((spec) => {
      const { bytes, hash, thumb } = pictureOf(spec);
      const product = list[index] as PicturedProduct;
      if (!distinct.has(hash))
        distinct.set(hash, {
          kind: 'image',
          mime: 'image/png',
          name: `${product.sku} ${product.name} ${VIEW_ZH[spec.view]}.png`,
          size: bytes.length,
          hash,
          thumbHash: thumb.hash,
          categoryId: category?.id ?? null,
          tags: ['产品图', KIND_ZH[spec.kind] ?? spec.kind],
          width: PICTURE_SIZE,
          height: PICTURE_SIZE,
          visibility: 'public',
          createdBy: editorId,
          updatedBy: editorId,
          createdAt: now,
          updatedAt: now,
        });
      return { bytes, hash, thumb };
    }),
  );
  const stored = new Set<string>();
  for (const picture of hashes.flat()) {
    if (stored.has(picture.hash)) continue;
    stored.add(picture.hash);
    await files.put(picture.bytes);
    await files.put(picture.thumb.bytes);
  }
  const rows = await tx
    .insert(materials)
    .values([...distinct.values()])
    .returning({ id: materials.id, hash: materials.hash });
  const idOf = new Map(rows.map((row) => [row.hash, row.id]));
  const usages: (typeof materialUsages.$inferInsert)[] = [];
  for (const [index, product] of list.entries()) {
    const ids = [...new Set((hashes[index] ?? []).map((picture) => idOf.get(picture.hash) as number))];
    // Pictures seeded before (the library's speaker photo) stay after these.
    const images = [...new Set([...ids, ...(product.images ?? [])])].slice(0, 8);
    await tx.update(products).set({ images }).where(eq(products.id, product.id));
    for (const materialId of ids) usages.push({ materialId, entity: 'product', entityId: product.id, field: 'images' });
  }
  if (usages.length > 0) await tx.insert(materialUsages).values(usages).onConflictDoNothing();
}
