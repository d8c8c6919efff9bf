/**
 * Where a resource's records are: its table, or for a read-only resource a view or a subquery (the movement
 * ledger read under the framework's column names). All three expose their columns as properties named as the
 * definition's fields.
 */
import { getTableColumns, getViewSelectedFields, is, type SelectedFieldsFlat, Subquery } from 'drizzle-orm';
import { type PgColumn, PgTable, type PgView } from 'drizzle-orm/pg-core';

export type ResourceSource = PgTable | PgView | Subquery;

/**
 * The column of `field` (a definition field or a system field) in the source. A subquery's computed field is an
 * SQL.Aliased rather than a column; drizzle's operators, selects and orderings take both alike.
 */
export function columnOf(source: ResourceSource, field: string): PgColumn {
  const column = (source as unknown as Record<string, PgColumn | undefined>)[field];
  if (!column) throw new Error(`the source has no column for ${field}`);
  return column;
}

/** Every column of the source, keyed by field name: the selection of a whole row when a query joins others. */
export function fieldsOf(source: ResourceSource): SelectedFieldsFlat<PgColumn> {
  if (is(source, PgTable)) return getTableColumns(source);
  if (is(source, Subquery)) return source._.selectedFields as SelectedFieldsFlat<PgColumn>;
  return getViewSelectedFields(source) as SelectedFieldsFlat<PgColumn>;
}

/** The table a write goes to; only a table can be written (read-only resources have no write route). */
export function tableOf(source: ResourceSource): PgTable {
  if (!is(source, PgTable)) throw new Error('this resource is read-only');
  return source;
}
