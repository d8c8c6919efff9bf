/**
 * Storing an upload as a material, or finding it already there. Content already in the library (same SHA-256)
 * is answered with that material and stored nowhere. Otherwise the bytes go to the file store first and the row
 * after (an orphan blob is harmless, a row without its blob is not).
 */
import type { MaterialUploaded } from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import type { Tx } from '../db/client';
import { categories, materials } from '../db/schema';
import { fieldError } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { classifyDbError } from '../resources/db-errors';
import { sha256 } from '../storage/directory-store';
import { removeUnnamed } from './blobs';
import type { Upload } from './ingest';
import { readMaterial } from './material-rows';

/** A material's category must be a node of the `material` tree (share-locked: it cannot vanish meanwhile). */
export async function checkMaterialCategory(c: Context<AppEnv>, tx: Tx, categoryId: number | null | undefined) {
  if (categoryId === null || categoryId === undefined) return;
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.tree, 'material')))
    .for('share');
  if (!row) throw fieldError(c, 'categoryId', 'category.notInTree');
}

async function existing(c: Context<AppEnv>, hash: string): Promise<MaterialUploaded | null> {
  const db = c.var.deps.db;
  const [row] = await db.select({ id: materials.id }).from(materials).where(eq(materials.hash, hash));
  const material = row ? await readMaterial(db, row.id) : null;
  return material ? { material, existing: true } : null;
}

export async function storeUpload(c: Context<AppEnv>, upload: Upload): Promise<MaterialUploaded> {
  const { deps } = c.var;
  const hash = sha256(upload.bytes);
  const found = await existing(c, hash);
  if (found) return found;
  await deps.files.put(upload.bytes);
  const thumbHash = upload.thumbnail ? await deps.files.put(upload.thumbnail) : null;
  const userId = c.var.user.userId;
  try {
    const id = await deps.db.transaction(async (tx) => {
      await checkMaterialCategory(c, tx, upload.meta.categoryId);
      const [row] = await tx
        .insert(materials)
        .values({
          kind: upload.kind,
          mime: upload.mime,
          name: upload.meta.name ?? upload.fileName,
          size: upload.bytes.length,
          hash,
          thumbHash,
          categoryId: upload.meta.categoryId ?? null,
          tags: [...new Set(upload.meta.tags ?? [])],
          width: upload.size?.width ?? null,
          height: upload.size?.height ?? null,
          duration: upload.meta.duration ?? null,
          peaks: upload.meta.peaks ?? null,
          visibility: upload.meta.visibility ?? 'public',
          createdBy: userId,
          updatedBy: userId,
        })
        .returning();
      if (!row) throw new Error('material insert returned nothing');
      const { peaks: _peaks, ...after } = row;
      await audit(tx, c, { action: 'upload', entity: 'material', entityId: row.id, after });
      return row.id;
    });
    const material = await readMaterial(deps.db, id);
    if (!material) throw new Error('material vanished after insert');
    return { material, existing: false };
  } catch (error) {
    // The same content uploaded twice at once: the other upload's row won.
    const raced = classifyDbError(error)?.kind === 'unique' ? await existing(c, hash) : null;
    if (raced) return raced;
    await removeUnnamed(deps, [hash, thumbHash]);
    throw error;
  }
}
