/**
 * "Where used": every reference from another record to a material is a usage row (material, entity, id, field),
 * written in the same transaction as the record. A used material cannot be deleted (material-delete.ts), and the
 * detail lists its users. The resource framework records every `images` field (resources/material-usages.ts);
 * other modules call these with their own entity names.
 */
import type { MaterialKind, MaterialUsage } from '@soundboard/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import { materials, materialUsages } from '../db/schema';
import { fieldError } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { usageLabels } from './usage-labels';
import { namingRefusal, writerRule } from './visibility';

export interface UsageRef {
  entity: string;
  entityId: number;
  field: string;
}

export interface UsageRules {
  /** Only materials of this kind. */
  kind?: MaterialKind;
  /** The record is shown on public pages (once published): only public materials (media/visibility.ts). */
  shownPublicly?: boolean;
}

/**
 * Makes `materialIds` the set of materials this record's field uses. Ids that are not materials (or not of
 * `kind`, when given), that the writer may not read, or that are not public in publicly shown content are a 422
 * on the field, translated for the caller. The materials are share-locked, so a delete (or a visibility change)
 * running at the same time waits and then sees the usage.
 */
export async function recordUsages(
  tx: Tx,
  ref: UsageRef,
  materialIds: readonly number[],
  c: Context<AppEnv>,
  { kind, shownPublicly = false }: UsageRules = {},
): Promise<void> {
  const ids = [...new Set(materialIds)].sort((a, b) => a - b);
  if (ids.length > 0) {
    const found = await tx
      .select({
        id: materials.id,
        kind: materials.kind,
        visibility: materials.visibility,
        readPermission: materials.readPermission,
      })
      .from(materials)
      .where(inArray(materials.id, ids))
      .for('share');
    if (found.length !== ids.length) throw fieldError(c, ref.field, 'material.notInLibrary');
    const rule = writerRule(c, shownPublicly);
    for (const row of found) {
      const refusal = namingRefusal(row, rule);
      if (refusal) throw fieldError(c, ref.field, refusal);
    }
    if (kind && found.some((row) => row.kind !== kind)) throw fieldError(c, ref.field, 'material.notImage');
  }
  const same = and(
    eq(materialUsages.entity, ref.entity),
    eq(materialUsages.entityId, ref.entityId),
    eq(materialUsages.field, ref.field),
  );
  await tx.delete(materialUsages).where(ids.length > 0 ? and(same, notInArray(materialUsages.materialId, ids)) : same);
  if (ids.length === 0) return;
  await tx
    .insert(materialUsages)
    .values(ids.map((materialId) => ({ materialId, ...ref })))
    .onConflictDoNothing();
}

/** Drops every usage of a record (it is being deleted). */
export async function clearUsages(tx: Tx, entity: string, entityId: number): Promise<void> {
  await tx.delete(materialUsages).where(and(eq(materialUsages.entity, entity), eq(materialUsages.entityId, entityId)));
}

/** The users of these materials with their labels, by material id. */
export async function usagesOf(tx: Tx | Parameters<typeof usageLabels>[0], ids: number[]) {
  const byMaterial = new Map<number, MaterialUsage[]>();
  if (ids.length === 0) return byMaterial;
  const rows = await tx
    .select()
    .from(materialUsages)
    .where(inArray(materialUsages.materialId, ids))
    .orderBy(materialUsages.entity, materialUsages.entityId, materialUsages.field);
  const labels = await usageLabels(tx, rows);
  for (const row of rows) {
    const usage = {
      entity: row.entity,
      entityId: row.entityId,
      field: row.field,
      label: labels.get(`${row.entity}:${row.entityId}`) ?? '',
    };
    byMaterial.set(row.materialId, [...(byMaterial.get(row.materialId) ?? []), usage]);
  }
  return byMaterial;
}
