/**
 * The demo products' pictures on both drivers: with a file store every on-sale product shows at least one public
 * PNG of the library with its size, kinds look different, and the pictures are the same every run.
 */
import { THUMBNAIL_SIDE } from '@soundboard/contract';
import { asc, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { materials, materialUsages, products } from '../../db/schema';
import { imageSize } from '../../media/image-size';
import { publicStoredFile } from '../../media/public-files';
import { sniff } from '../../media/sniff';
import { sha256 } from '../../storage/directory-store';
import { forEachDriver } from '../../test/harness';
import { drawProductPicture, PICTURE_SIZE } from './product-drawings';
import { planProductPictures, seedDemoProductPictures } from './product-pictures';

const NOW = new Date('2026-11-01T02:00:00Z');

forEachDriver('demo product pictures', (h) => {
  /** Each product's picture hashes, in its `images` order. */
  async function seeded() {
    const { db } = h.database;
    const rows = await db
      .select({ id: products.id, kind: products.kind, status: products.status, images: products.images })
      .from(products)
      .orderBy(asc(products.id));
    const library = await db.select().from(materials);
    const byId = new Map(library.map((row) => [row.id, row]));
    return rows.map((row) => ({ ...row, pictures: (row.images ?? []).map((id) => byId.get(id)) }));
  }

  it('gives every on-sale product public pictures with their size, different per kind, the same every run', async () => {
    const { db } = h.database;
    // A first run, rolled back: the run that stays must give the very same pictures.
    let first: string[][] = [];
    await db
      .transaction(async (tx) => {
        await seedDemoProductPictures(tx, NOW, 1, h.deps.files);
        first = (await tx.select({ images: products.images }).from(products).orderBy(asc(products.id))).map((row) =>
          (row.images ?? []).map(String),
        );
        const hashes = await tx.select({ id: materials.id, hash: materials.hash }).from(materials);
        const hashOf = new Map(hashes.map((row) => [String(row.id), row.hash]));
        first = first.map((ids) => ids.map((id) => hashOf.get(id) ?? id));
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
    await db.transaction((tx) => seedDemoProductPictures(tx, NOW, 1, h.deps.files));
    const list = await seeded();
    expect(list.map((row) => row.pictures.map((picture) => picture?.hash))).toEqual(first);

    const onSale = list.filter((row) => row.status === 'on_sale');
    expect(onSale.length).toBeGreaterThan(100);
    for (const row of onSale) {
      expect(row.pictures.length, `product ${row.id}`).toBeGreaterThanOrEqual(1);
      expect(row.pictures.length).toBeLessThanOrEqual(3);
      for (const picture of row.pictures) {
        expect(picture, `product ${row.id}`).toBeDefined();
        expect(picture).toMatchObject({
          kind: 'image',
          mime: 'image/png',
          visibility: 'public',
          width: PICTURE_SIZE,
          height: PICTURE_SIZE,
        });
        expect(picture?.categoryId).not.toBeNull();
      }
      // What the storefront serves anonymously: only public materials.
      expect(await publicStoredFile(db, row.images?.[0] ?? 0)).not.toBeNull();
    }
    // Each picture has the library's second size beside it, drawn from the same plan: THUMBNAIL_SIDE square.
    expect(onSale.every((row) => row.pictures.every((picture) => picture?.thumbHash))).toBe(true);
    const thumbnail = await h.send('GET', `/behind/storefront/files/${onSale[0]?.images?.[0]}/thumb`);
    expect(thumbnail.status).toBe(200);
    expect(imageSize(new Uint8Array(await thumbnail.arrayBuffer()), 'image/png')).toEqual({
      width: THUMBNAIL_SIDE,
      height: THUMBNAIL_SIDE,
    });

    // Every kind has its own picture, and every product its own front view (the SKU is printed on it).
    const kinds = new Map<string, string>();
    for (const row of list) if (!kinds.has(row.kind)) kinds.set(row.kind, row.pictures[0]?.hash ?? '');
    expect(kinds.size).toBe(8);
    expect(new Set(kinds.values()).size).toBe(8);
    expect(new Set(list.map((row) => row.pictures[0]?.hash)).size).toBe(list.length);

    // The stored bytes are PNGs, drawn again the same (nothing random outside the seeded plan).
    const [sample] = list;
    const stored = await h.deps.files.get(sample?.pictures[0]?.hash ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(sniff(bytes)?.mime).toBe('image/png');
    expect(bytes.length).toBeLessThan(80_000);
    const plan = planProductPictures(
      (await db.select().from(products).orderBy(asc(products.id))).map((row) => ({
        id: row.id,
        sku: row.sku,
        name: row.name,
        kind: row.kind,
        channels: row.channels,
      })),
    );
    expect(sha256(drawProductPicture(plan[0]?.[0] as never))).toBe(sample?.pictures[0]?.hash);

    // Where used: each picture's usages name the products that show it.
    const usages = await db
      .select()
      .from(materialUsages)
      .where(inArray(materialUsages.materialId, sample?.images ?? []));
    expect(
      usages
        .filter((usage) => usage.entityId === sample?.id && usage.entity === 'product' && usage.field === 'images')
        .map((usage) => usage.materialId)
        .sort(),
    ).toEqual([...(sample?.images ?? [])].sort());
  });
});
