/**
 * New content for a material (POST /materials/:id/replace): the same kind, different bytes that are not another
 * material's. The id, category, tags, name and usages stay; the version goes up; the old blob leaves the store
 * when nothing else names it. The new bytes are stored before the row changes, like an upload.
 */
import { type Material, ResultCode, translate } from '@soundboard/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import { materials } from '../db/schema';
import { fieldError, refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { classifyDbError } from '../resources/db-errors';
import { sha256 } from '../storage/directory-store';
import { removeUnnamed } from './blobs';
import type { Upload } from './ingest';
import { readMaterial } from './material-rows';
import { lockMaterials } from './material-write';

export async function replaceMaterial(c: Context<AppEnv>, id: number, upload: Upload): Promise<Material> {
  const { deps } = c.var;
  const hash = sha256(upload.bytes);
  await deps.files.put(upload.bytes);
  const thumbHash = upload.thumbnail ? await deps.files.put(upload.thumbnail) : null;
  let old: { hash: string; thumbHash: string | null } | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const [before] = await lockMaterials(c, tx, [id]);
      if (!before) throw notFound();
      if (before.kind !== upload.kind) {
        const kind = translate(c.var.locale, `material.kind.${before.kind}`);
        throw new ApiError(ResultCode.UnsupportedMediaType, 'material.replaceKind', null, { kind });
      }
      if (before.hash === hash) throw fieldError(c, 'file', 'material.replaceUnchanged');
      const [taken] = await tx
        .select({ id: materials.id, name: materials.name })
        .from(materials)
        .where(and(eq(materials.hash, hash), ne(materials.id, id)));
      if (taken) throw refused('material.replaceTaken', { name: taken.name, id: String(taken.id) });
      const [after] = await tx
        .update(materials)
        .set({
          mime: upload.mime,
          size: upload.bytes.length,
          hash,
          thumbHash,
          width: upload.size?.width ?? null,
          height: upload.size?.height ?? null,
          duration: upload.meta.duration ?? null,
          peaks: upload.meta.peaks ?? null,
          version: before.version + 1,
          updatedAt: deps.now(),
          updatedBy: c.var.user.userId,
        })
        .where(eq(materials.id, id))
        .returning();
      if (!after) throw notFound();
      const facts = (row: typeof after) => ({ hash: row.hash, mime: row.mime, size: row.size, version: row.version });
      await audit(tx, c, {
        action: 'replace',
        entity: 'material',
        entityId: id,
        before: facts(before),
        after: facts(after),
      });
      old = { hash: before.hash, thumbHash: before.thumbHash };
    });
  } catch (error) {
    await removeUnnamed(deps, [hash, thumbHash]);
    // The same content arrived as another material at the same moment: refused as if it had been there first.
    if (classifyDbError(error)?.kind !== 'unique') throw error;
    const [taken] = await deps.db.select().from(materials).where(eq(materials.hash, hash));
    throw taken ? refused('material.replaceTaken', { name: taken.name, id: String(taken.id) }) : error;
  }
  const replaced = old as { hash: string; thumbHash: string | null } | null;
  if (replaced) await removeUnnamed(deps, [replaced.hash, replaced.thumbHash]);
  const material = await readMaterial(deps.db, id);
  if (!material) throw notFound();
  return material;
}
