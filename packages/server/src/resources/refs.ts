/**
 * What a reference field shows instead of an id: the name of the record it points to, as the definition's
 * `display` says (contract displayFields / displayName: the fields joined by a space, empty ones skipped, `#id`
 * when all are empty), built in SQL so a whole page of rows takes one query per reference field.
 */
import { displayFields, RESOURCES, type ResourceDef } from '@soundboard/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { saleOrderLines, users } from '../db/schema';
import { RESOURCE_TABLES } from '../db/schema/resource-tables';
import { columnOf, type ResourceSource } from './source';

interface LabelSource {
  source: ResourceSource;
  id: PgColumn;
  label: SQL<string>;
}

/** The SQL twin of contract displayName(). */
function displaySql(def: ResourceDef, source: ResourceSource): SQL<string> {
  const id = columnOf(source, 'id');
  const parts = displayFields(def).map((field) => sql`nullif(${columnOf(source, field)}::text, '')`);
  if (parts.length === 0) return sql<string>`'#' || ${id}`;
  return sql<string>`coalesce(nullif(concat_ws(' ', ${sql.join(parts, sql`, `)}), ''), '#' || ${id})`;
}

/**
 * Things references point at that are not resources, so have no definition to say how they are named: users
 * (the account's nickname, else the username) and sale order lines (named like the product they snapshot).
 */
const OTHER_SOURCES: Record<string, LabelSource> = {
  user: { source: users, id: users.id, label: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username})` },
  saleOrderLine: {
    source: saleOrderLines,
    id: saleOrderLines.id,
    label: sql<string>`${saleOrderLines.sku} || ' ' || ${saleOrderLines.name}`,
  },
};

function labelSource(name: string): LabelSource | undefined {
  const def = RESOURCES[name];
  const source: ResourceSource | undefined = (RESOURCE_TABLES as Record<string, ResourceSource>)[name];
  if (def && source) return { source, id: columnOf(source, 'id'), label: displaySql(def, source) };
  return OTHER_SOURCES[name];
}

/** id -> name of the records of resource (or other label source) `name` among `ids`. */
export async function recordLabels(db: Db | Tx, name: string, ids: number[]): Promise<Record<number, string>> {
  const source = labelSource(name);
  if (!source) throw new Error(`no label source for ${name}`);
  if (ids.length === 0) return {};
  const found = (await db
    .select({ id: source.id, label: source.label })
    .from(source.source)
    .where(inArray(source.id, ids))) as { id: number; label: string }[];
  return Object.fromEntries(found.map((row) => [row.id, row.label]));
}

export type RefLabels = Record<string, Record<number, string>>;

/** For each reference field of `fields`: id -> label of the ids in `rows`. */
export async function resolveRefs(
  db: Db | Tx,
  fields: ResourceDef['fields'],
  rows: Record<string, unknown>[],
): Promise<RefLabels> {
  const out: RefLabels = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'reference' || !field.ref) continue;
    const ids = [...new Set(rows.map((row) => row[name]).filter((id): id is number => typeof id === 'number'))];
    if (ids.length > 0) out[name] = await recordLabels(db, field.ref, ids);
  }
  return out;
}

/** The labels of one row's references, keyed by field. */
export function labelsOf(row: Record<string, unknown>, refs: RefLabels): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [field, byId] of Object.entries(refs)) {
    const id = row[field];
    if (typeof id === 'number' && byId[id] !== undefined) labels[field] = byId[id];
  }
  return labels;
}
