/**
 * A named line set (ResourceDef.lineSets) kept by id: other records refer to a line (a follow-up names the contact
 * met), so an update changes the lines it names instead of replacing them all. A line read with its `id` is updated,
 * a line without one is inserted, the parent's lines missing from the input are deleted; `sort` is the position.
 */
import { and, eq, getTableColumns, inArray, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Issues } from '../domains/issues';
import type { HookContext } from './binding';

/** A line set's table: its own id, the parent's id, the position, and the line's fields. */
export interface LineSetTable {
  table: PgTable & { id: PgColumn; sort: PgColumn };
  parent: PgColumn;
}

/** One line as the contract's update schema hands it over: its fields, and the id it was read with (if any). */
export type Line = Record<string, unknown> & { id?: number | null };

/**
 * Adds an issue under `<set>.N.id` for every line whose id is not one of this parent's lines (another record's,
 * or any id on create, when `parentId` is null).
 */
export async function checkLineIds(
  ctx: HookContext,
  where: LineSetTable,
  parentId: number | null,
  set: string,
  lines: readonly Line[],
  issues: Issues,
): Promise<void> {
  const ids = lines.map((line) => line.id).filter((id): id is number => typeof id === 'number');
  const ours = new Set<number>();
  if (parentId !== null && ids.length > 0) {
    const rows = await ctx.tx
      .select({ id: where.table.id })
      .from(where.table)
      .where(and(eq(where.parent, parentId), inArray(where.table.id, ids)));
    for (const row of rows) ours.add(row.id as number);
  }
  for (const [index, line] of lines.entries()) {
    if (typeof line.id === 'number' && !ours.has(line.id)) issues.add(`${set}.${index}.id`, 'validation.notFound');
  }
}

/** Writes the lines as checked by checkLineIds: delete the missing ones, update those with an id, insert the rest. */
export async function writeLineSet(
  ctx: HookContext,
  where: LineSetTable,
  parentId: number,
  lines: readonly Line[],
): Promise<void> {
  const { table, parent } = where;
  const kept = lines.map((line) => line.id).filter((id): id is number => typeof id === 'number');
  await ctx.tx
    .delete(table)
    .where(kept.length > 0 ? and(eq(parent, parentId), notInArray(table.id, kept)) : eq(parent, parentId));
  const parentKey = columnKey(table, parent);
  for (const [sort, { id, ...fields }] of lines.entries()) {
    if (typeof id === 'number') {
      await ctx.tx
        .update(table)
        .set({ ...fields, sort })
        .where(and(eq(table.id, id), eq(parent, parentId)));
    } else {
      await ctx.tx.insert(table).values({ ...fields, sort, [parentKey]: parentId });
    }
  }
}

/** The property name under which `column` sits in `table` (drizzle's insert takes property names). */
function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, value]) => value === column);
  if (!entry) throw new Error(`the table has no column ${column.name}`);
  return entry[0];
}
