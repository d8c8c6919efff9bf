/**
 * A material as the API answers it (contract Material): the row, its usage count and who uploaded it, read in
 * the same statement (a subquery and a join), so a page of materials is one statement.
 */
import type { Material, MaterialKind, MaterialVisibility } from '@soundboard/contract';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { materials, materialUsages, users } from '../db/schema';

export type MaterialRow = typeof materials.$inferSelect;

export const materialSelection = {
  ...getTableColumns(materials),
  usageCount:
    sql<number>`(select count(*) from ${materialUsages} where ${materialUsages.materialId} = ${materials.id})`.mapWith(
      Number,
    ),
  creator: sql<string | null>`coalesce(nullif(${users.nickname}, ''), ${users.username})`,
};

/** materials with the uploader joined: add where/order/limit. */
export function selectMaterials(db: Db | Tx) {
  return db.select(materialSelection).from(materials).leftJoin(users, eq(users.id, materials.createdBy));
}

export type SelectedMaterial = MaterialRow & { usageCount: number; creator: string | null };

export function toMaterial(row: SelectedMaterial, withPeaks = false): Material {
  return {
    id: row.id,
    kind: row.kind as MaterialKind,
    mime: row.mime,
    name: row.name,
    size: row.size,
    hash: row.hash,
    categoryId: row.categoryId,
    tags: row.tags,
    width: row.width,
    height: row.height,
    duration: row.duration,
    ...(withPeaks ? { peaks: row.peaks ?? null } : {}),
    visibility: row.visibility as MaterialVisibility,
    readPermission: row.readPermission,
    usageCount: row.usageCount,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.creator,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** One material by id (null: none), as the API answers it. */
export async function readMaterial(db: Db | Tx, id: number, withPeaks = false): Promise<Material | null> {
  const [row] = await selectMaterials(db).where(eq(materials.id, id));
  return row ? toMaterial(row, withPeaks) : null;
}
