/**
 * Changing materials: edit (name, category, tags at the read version), bulk move, and delete (one or many, all
 * or nothing: refused while any is used, naming each used material and its users). Rows are locked in id order
 * so two bulk writes queue instead of deadlocking; every change is audited; blobs nothing names any more leave
 * the store after the commit.
 */
import { type Material, type MaterialEdit, type MaterialUsage, ResultCode } from '@soundboard/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import type { Tx } from '../db/client';
import { materials } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError, notFound, versionConflict } from '../http/errors';
import { removeUnnamed } from './blobs';
import { type MaterialRow, readMaterial } from './material-rows';
import { checkMaterialCategory } from './material-upload';
import { usagesOf } from './usages';
import { mayRead } from './visibility';

/** The rows of these ids, locked; 404 when any is missing or restricted to a permission the caller lacks. */
export async function lockMaterials(c: Context<AppEnv>, tx: Tx, ids: readonly number[]): Promise<MaterialRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(materials)
    .where(inArray(materials.id, unique))
    .orderBy(materials.id)
    .for('update');
  if (rows.length !== unique.length || rows.some((row) => !mayRead(c.var.user.permissions, row))) throw notFound();
  return rows;
}

/** What the audit log keeps of a material (the waveform is left out). */
const audited = ({ peaks: _peaks, ...row }: MaterialRow) => row;

export async function editMaterial(c: Context<AppEnv>, id: number, edit: MaterialEdit): Promise<Material> {
  const { db } = c.var.deps;
  await db.transaction(async (tx) => {
    const [before] = await lockMaterials(c, tx, [id]);
    if (!before) throw notFound();
    if (before.version !== edit.version) throw versionConflict();
    await checkMaterialCategory(c, tx, edit.categoryId);
    const [after] = await tx
      .update(materials)
      .set({
        name: edit.name,
        categoryId: edit.categoryId,
        tags: [...new Set(edit.tags)],
        // Public or internal chosen in the library; left out, it stays (a restricted proof stays restricted).
        ...(edit.visibility ? { visibility: edit.visibility, readPermission: null } : {}),
        version: before.version + 1,
        updatedAt: c.var.deps.now(),
        updatedBy: c.var.user.userId,
      })
      .where(eq(materials.id, id))
      .returning();
    if (!after) throw notFound();
    await audit(tx, c, {
      action: 'update',
      entity: 'material',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
  });
  const material = await readMaterial(db, id);
  if (!material) throw notFound();
  return material;
}

export async function moveMaterials(c: Context<AppEnv>, ids: number[], categoryId: number | null): Promise<void> {
  await c.var.deps.db.transaction(async (tx) => {
    const rows = await lockMaterials(c, tx, ids);
    await checkMaterialCategory(c, tx, categoryId);
    for (const row of rows.filter((candidate) => candidate.categoryId !== categoryId)) {
      await tx
        .update(materials)
        .set({ categoryId, version: row.version + 1, updatedAt: c.var.deps.now(), updatedBy: c.var.user.userId })
        .where(eq(materials.id, row.id));
      await audit(tx, c, {
        action: 'move',
        entity: 'material',
        entityId: row.id,
        before: { categoryId: row.categoryId },
        after: { categoryId },
      });
    }
  });
}

/** “a.png”: SP-1 Speaker, SP-2 Amp; “b.mp3”: … */
function usedList(rows: MaterialRow[], usages: Map<number, MaterialUsage[]>): string {
  return rows
    .filter((row) => usages.has(row.id))
    .map((row) => `“${row.name}”: ${(usages.get(row.id) ?? []).map((usage) => usage.label).join(', ')}`)
    .join('; ');
}

export async function deleteMaterials(c: Context<AppEnv>, ids: number[]): Promise<void> {
  const { deps } = c.var;
  const gone = await deps.db.transaction(async (tx) => {
    const rows = await lockMaterials(c, tx, ids);
    const usages = await usagesOf(
      tx,
      rows.map((row) => row.id),
    );
    if (usages.size > 0) {
      const used = rows
        .filter((row) => usages.has(row.id))
        .map((row) => ({ id: row.id, name: row.name, usages: usages.get(row.id) ?? [] }));
      throw new ApiError(ResultCode.InvalidTransition, 'material.inUse', { used }, { list: usedList(rows, usages) });
    }
    await tx.delete(materials).where(
      inArray(
        materials.id,
        rows.map((row) => row.id),
      ),
    );
    for (const row of rows)
      await audit(tx, c, { action: 'delete', entity: 'material', entityId: row.id, before: audited(row) });
    return rows;
  });
  await removeUnnamed(
    deps,
    gone.flatMap((row) => [row.hash, row.thumbHash]),
  );
}
