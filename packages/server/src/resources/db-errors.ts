/**
 * PostgreSQL's refusals turned into answers a user can act on. The same fields arrive from node-postgres and
 * from PGlite (also across the worker thread), possibly wrapped by drizzle as `cause`.
 */
import { getTableColumns, is, SQL } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';

export interface PgErrorFields {
  code?: string;
  constraint?: string;
  detail?: string;
}

export function pgError(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const candidate = current as PgErrorFields & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';
/** PostgreSQL 17 (and PGlite, built on it) reports a delete blocked by an ON DELETE RESTRICT key with this. */
const RESTRICT_VIOLATION = '23001';

/**
 * What kind of rule a write broke. `field` (a property name of the table, i.e. the definition's field) is set
 * when the constraint is declared on one column.
 */
export type DbRefusal =
  | { kind: 'unique'; constraint: string; field?: string }
  | { kind: 'check'; constraint: string; field?: string }
  | { kind: 'foreignKey'; constraint: string };

/** The one column a unique constraint or CHECK is declared on, by constraint name (from the schema itself). */
function constraintFields(): Map<string, string> {
  const fields = new Map<string, string>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    const property = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
    const declare = (name: string | undefined, columns: string[]) => {
      const field = columns.length === 1 ? property.get(columns[0] ?? '') : undefined;
      if (name && field) fields.set(name, field);
    };
    for (const column of config.columns) if (column.isUnique) declare(column.uniqueName, [column.name]);
    for (const constraint of config.uniqueConstraints) {
      declare(
        constraint.getName(),
        constraint.columns.map((column) => column.name),
      );
    }
    for (const index of config.indexes) {
      if (!index.config.unique) continue;
      // An index's columns are IndexedColumns (a partial unique index: an optional text given only once).
      const columns = index.config.columns.filter((column) => is(column, IndexedColumn)) as IndexedColumn[];
      declare(
        index.config.name,
        columns.map((column) => column.name ?? ''),
      );
    }
    for (const constraint of config.checks) declare(constraint.name, [...new Set(columnsIn(constraint.value))]);
  }
  return fields;
}

function columnsIn(value: SQL): string[] {
  return value.queryChunks.flatMap((chunk) => {
    if (is(chunk, PgColumn)) return [chunk.name];
    return is(chunk, SQL) ? columnsIn(chunk) : [];
  });
}

let fieldsByConstraint: Map<string, string> | undefined;

/** The refusal behind a failed write, or null when the error is not a constraint of the database. */
export function classifyDbError(error: unknown): DbRefusal | null {
  const fields = pgError(error);
  if (!fields) return null;
  const constraint = fields.constraint ?? '';
  fieldsByConstraint ??= constraintFields();
  const field = fieldsByConstraint.get(constraint);
  switch (fields.code) {
    case UNIQUE_VIOLATION:
      return { kind: 'unique', constraint, ...(field ? { field } : {}) };
    case CHECK_VIOLATION:
      return { kind: 'check', constraint, ...(field ? { field } : {}) };
    case FOREIGN_KEY_VIOLATION:
    case RESTRICT_VIOLATION:
      return { kind: 'foreignKey', constraint };
    default:
      return null;
  }
}
