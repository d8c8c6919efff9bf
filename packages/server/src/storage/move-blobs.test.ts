/**
 * The start-up move of old blobs into the file store, on both databases and both store drivers: old-style rows in,
 * materials (same ids), product images, usages, avatars and the store checked, then a second run changes nothing.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { avatars, files, materials, materialUsages, products, users } from '../db/schema';
import { forEachDriver } from '../test/harness';
import { directoryStore, sha256 } from './directory-store';
import type { FileStore } from './file-store';
import { moveBlobs } from './move-blobs';
import { startTestS3, type TestS3 } from './s3-test-server';

const png = (tag: string) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(`old picture ${tag}`)]);
// Ids far above anything the template's sequences hand out, as an upgraded database's old rows would be.
const A = 900_001;
const B = 900_002;
const SAME_AS_A = 900_003;
const CLASH = 900_004;

for (const storeKind of ['directory', 's3'] as const) {
  forEachDriver(`moving old blobs into the file store (${storeKind} store)`, (h) => {
    let s3: TestS3 | undefined;
    let store: FileStore;
    let productIds: number[] = [];
    let avatarId = 0;

    beforeAll(async () => {
      s3 = storeKind === 's3' ? await startTestS3() : undefined;
      store = s3 ? s3.store : directoryStore(h.filesDir);
      const { db } = h.deps;
      for (const [id, tag] of [
        [A, 'a'],
        [B, 'b'],
        [SAME_AS_A, 'a'],
        [CLASH, 'clash'],
      ] as const) {
        const bytes = png(tag);
        await db.execute(sql`INSERT INTO files (id, name, mime, size, bytes) OVERRIDING SYSTEM VALUE
          VALUES (${id}, ${`${tag}.png`}, 'image/png', ${bytes.length}, ${bytes})`);
      }
      // A different material already holds CLASH's id: that old row cannot keep its id.
      const other = png('someone else');
      await db.execute(sql`INSERT INTO materials (id, kind, mime, name, size, hash) OVERRIDING SYSTEM VALUE
        VALUES (${CLASH}, 'image', 'image/png', 'other.png', ${other.length}, ${sha256(other)})`);
      productIds = (await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3)).map(
        (row) => row.id,
      );
      const images = [[A, B], [SAME_AS_A], [A, SAME_AS_A, B]];
      for (const [index, id] of productIds.entries()) {
        await db
          .update(products)
          .set({ images: images[index] ?? [] })
          .where(eq(products.id, id));
      }
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'viewer'));
      const [avatar] = await db
        .insert(avatars)
        .values({ userId: user?.id ?? 0, mime: 'image/png', bytes: png('avatar') })
        .returning({ id: avatars.id });
      avatarId = avatar?.id ?? 0;
    });
    afterAll(async () => {
      await s3?.stop();
    });

    const productImages = async () =>
      (
        await h.deps.db
          .select({ images: products.images, version: products.version })
          .from(products)
          .where(inArray(products.id, productIds))
          .orderBy(asc(products.id))
      ).map((row) => row);

    it('moves pictures to materials under their ids, merges duplicates, moves avatars, keeps a clash', async () => {
      expect(productIds).toHaveLength(3);
      const versions = (await productImages()).map((row) => row.version);
      const report = await moveBlobs(h.deps.db, store);
      expect(report).toEqual({ files: 2, merged: 1, skipped: [CLASH], avatars: 1 });
      const { db } = h.deps;

      const moved = await db
        .select()
        .from(materials)
        .where(inArray(materials.id, [A, B, SAME_AS_A]));
      expect(moved.map((row) => [row.id, row.kind, row.mime, row.name, row.size, row.hash])).toEqual(
        expect.arrayContaining([
          [A, 'image', 'image/png', 'a.png', png('a').length, sha256(png('a'))],
          [B, 'image', 'image/png', 'b.png', png('b').length, sha256(png('b'))],
        ]),
      );
      expect(moved).toHaveLength(2);
      for (const tag of ['a', 'b', 'avatar']) expect(await store.stat(sha256(png(tag)))).toBe(png(tag).length);
      expect((await db.select({ id: files.id }).from(files)).map((row) => row.id)).toEqual([CLASH]);

      // The duplicate's id is replaced by the kept one; order kept, repeats dropped; versions bumped.
      const after = await productImages();
      expect(after.map((row) => row.images)).toEqual([[A, B], [A], [A, B]]);
      expect(after.map((row, index) => row.version - (versions[index] ?? 0))).toEqual([0, 1, 1]);
      const usages = await db
        .select({ materialId: materialUsages.materialId, entityId: materialUsages.entityId })
        .from(materialUsages)
        .where(inArray(materialUsages.materialId, [A, B]));
      const [p1, p2, p3] = productIds;
      expect(usages.map((u) => `${u.materialId}:${u.entityId}`).sort()).toEqual(
        [`${A}:${p1}`, `${A}:${p2}`, `${A}:${p3}`, `${B}:${p1}`, `${B}:${p3}`].sort(),
      );

      const [avatar] = await db.select().from(avatars).where(eq(avatars.id, avatarId));
      expect(avatar?.bytes).toBeNull();
      expect(avatar?.hash).toBe(sha256(png('avatar')));

      // The next material the sequence hands out comes after the moved ids.
      const fresh = png('new upload');
      const [next] = await db
        .insert(materials)
        .values({ kind: 'image', mime: 'image/png', name: 'new.png', size: fresh.length, hash: sha256(fresh) })
        .returning({ id: materials.id });
      expect(next?.id).toBeGreaterThan(CLASH);
    });

    it('changes nothing when run again', async () => {
      const { db } = h.deps;
      const before = {
        materials: await db.select().from(materials).orderBy(asc(materials.id)),
        products: await productImages(),
        usages: await db.$count(materialUsages),
        avatars: await db.select().from(avatars).orderBy(asc(avatars.id)),
      };
      expect(await moveBlobs(db, store)).toEqual({ files: 0, merged: 0, skipped: [CLASH], avatars: 0 });
      expect(await db.select().from(materials).orderBy(asc(materials.id))).toEqual(before.materials);
      expect(await productImages()).toEqual(before.products);
      expect(await db.$count(materialUsages)).toBe(before.usages);
      expect(await db.select().from(avatars).orderBy(asc(avatars.id))).toEqual(before.avatars);
    });
  });
}
