/**
 * Start-up move of bytes still held by the database into the file store (issue 17), after migrate and seed, under
 * the migration lock (one process at a time). Idempotent: a second run finds nothing left.
 * - Every `files` row (product pictures from before the media library) becomes a `materials` row with the SAME id
 *   (so every `images` array keeps pointing at it), kind image, its bytes in the store, the `files` row deleted.
 *   Content already in the library (an earlier row with the same bytes: materials.hash is unique) is not stored
 *   twice: the row's id is replaced by the kept material's id in every resource's `images` (duplicates dropped,
 *   version bumped). Each moved or kept material gets its usage rows for the records naming it.
 *   A row whose id a different material already holds is left in place and reported: nothing can tell which
 *   one a stored reference meant.
 * - Every avatar with bytes: bytes into the store, `hash` set, bytes null.
 * One transaction per row; the bytes go into the store first (a blob nobody names is harmless). Not audited:
 * like seed/upgrade.ts it is the system's own change at start-up; the start-up log gives the counts.
 */
import { RESOURCES } from '@soundboard/contract';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { avatars, files, materials, materialUsages } from '../db/schema';
import { RESOURCE_TABLES } from '../db/schema/resource-tables';
import type { FileStore } from './file-store';

export interface MoveReport {
  /** `files` rows that became materials under their own id. */
  files: number;
  /** `files` rows whose content was already a material: references rewritten to it. */
  merged: number;
  /** `files` rows left in place (their id belongs to another material). */
  skipped: number[];
  avatars: number;
}

/** Every resource field holding material ids (type `images`), with its table and column. */
const IMAGE_FIELDS = Object.values(RESOURCES).flatMap((def) =>
  Object.entries(def.fields)
    .filter(([, field]) => field.type === 'images')
    .map(([field]) => {
      const table = RESOURCE_TABLES[def.name] as PgTable;
      return {
        entity: def.name,
        field,
        table,
        column: (table as unknown as Record<string, PgColumn>)[field] as PgColumn,
      };
    }),
);

/** `from` becomes `to` in every images array naming it; order kept, a repeat dropped. */
async function rewriteReferences(tx: Tx, from: number, to: number) {
  for (const { table, column } of IMAGE_FIELDS) {
    const replaced = sql`array_replace(${column}, ${from}::integer, ${to}::integer)`;
    await tx.execute(sql`
      UPDATE ${table} SET ${sql.identifier(column.name)} = ARRAY(
        SELECT x FROM unnest(${replaced}) WITH ORDINALITY AS u(x, n) GROUP BY x ORDER BY min(n)
      ), version = version + 1
      WHERE ${from}::integer = ANY(${column})`);
  }
}

/** Usage rows for every record whose images name `materialId` (material_usages: the library's "where used"). */
async function recordUsages(tx: Tx, materialId: number) {
  for (const { entity, field, table, column } of IMAGE_FIELDS) {
    await tx.execute(sql`
      INSERT INTO ${materialUsages} (material_id, entity, entity_id, field)
      SELECT ${materialId}::integer, ${entity}, id, ${field} FROM ${table} WHERE ${materialId}::integer = ANY(${column})
      ON CONFLICT DO NOTHING`);
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function moveFile(db: Db, store: FileStore, id: number): Promise<'moved' | 'merged' | 'skipped' | 'gone'> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row) return 'gone';
  const hash = await store.put(row.bytes);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: files.id }).from(files).where(eq(files.id, id)).for('update');
    if (!locked) return 'gone';
    const findByHash = async () =>
      (await tx.select({ id: materials.id }).from(materials).where(eq(materials.hash, hash)))[0]?.id;
    let keptId = await findByHash();
    if (keptId === undefined) {
      const name = (row.name || `image-${id}`).slice(0, 120);
      const inserted = await tx.execute(sql`
        INSERT INTO ${materials} (id, kind, mime, name, size, hash, created_by, created_at, updated_by, updated_at)
        OVERRIDING SYSTEM VALUE
        VALUES (${id}, 'image', ${row.mime}, ${name}, ${row.size}, ${hash}, ${row.createdBy}, ${row.createdAt},
                ${row.createdBy}, ${row.createdAt})
        ON CONFLICT DO NOTHING RETURNING id`);
      // Nothing inserted: the id is another material's, or the same content arrived meanwhile.
      keptId = rowsOf<{ id: number }>(inserted).length > 0 ? id : await findByHash();
      if (keptId === undefined) return 'skipped';
    }
    if (keptId !== id) await rewriteReferences(tx, id, keptId);
    await recordUsages(tx, keptId);
    await tx.delete(files).where(eq(files.id, id));
    return keptId === id ? 'moved' : 'merged';
  });
}

/** Ids are taken from the sequence after the largest moved one, so a new upload never collides with them. */
async function advanceMaterialIds(db: Db) {
  await db.execute(sql`
    SELECT setval(pg_get_serial_sequence('materials', 'id'),
      GREATEST((SELECT max(id) FROM ${materials}), (SELECT last_value FROM materials_id_seq)))`);
}

export async function moveBlobs(db: Db, store: FileStore): Promise<MoveReport> {
  const report: MoveReport = { files: 0, merged: 0, skipped: [], avatars: 0 };
  // Ascending: of two rows with the same content, the older one keeps its id.
  const fileIds = await db.select({ id: files.id }).from(files).orderBy(asc(files.id));
  for (const { id } of fileIds) {
    const outcome = await moveFile(db, store, id);
    if (outcome === 'moved') report.files += 1;
    else if (outcome === 'merged') report.merged += 1;
    else if (outcome === 'skipped') report.skipped.push(id);
  }
  if (report.files > 0) await advanceMaterialIds(db);

  const avatarIds = await db.select({ id: avatars.id }).from(avatars).where(isNotNull(avatars.bytes));
  for (const { id } of avatarIds) {
    const [row] = await db.select({ bytes: avatars.bytes }).from(avatars).where(eq(avatars.id, id));
    if (!row?.bytes) continue;
    const hash = await store.put(row.bytes);
    const moved = await db.execute(
      sql`UPDATE ${avatars} SET hash = ${hash}, bytes = NULL WHERE id = ${id} AND bytes IS NOT NULL RETURNING id`,
    );
    report.avatars += rowsOf(moved).length;
  }
  return report;
}
