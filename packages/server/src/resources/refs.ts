/**
 * What a reference field shows instead of an id: the name of the record it points to, as the definition's
 * `display` says (contract displayFields / displayName: the fields joined by a space, empty ones skipped, `#id`
 * when all are empty), built in SQL: a list page takes its labels in its own statement (labelColumns), other
 * readers one query per reference field (resolveRefs). A category field shows its node's name the same way, in
 * the caller's language.
 */
import { displayFields, type Locale, RESOURCES, type ResourceDef } from '@soundboard/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable, type PgView, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { saleOrderLines, users } from '../db/schema';
import { RESOURCE_TABLES } from '../db/schema/resource-tables';
import { categoryAlias, categoryNameSql, categoryNames } from './category-fields';
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

/** The table under its own name, or aliased (a label subselect may read the table the list itself reads). */
function named<T extends PgTable | PgView>(table: T, as?: string): T {
  return (as ? alias(table, as) : table) as T;
}

/**
 * Things references point at that are not resources, so have no definition to say how they are named: users
 * (the account's nickname, else the username) and sale order lines (named like the product they snapshot).
 */
const OTHER_SOURCES: Record<string, (as?: string) => LabelSource> = {
  user: (as) => {
    const u = named(users, as);
    return { source: u, id: u.id, label: sql<string>`coalesce(nullif(${u.nickname}, ''), ${u.username})` };
  },
  saleOrderLine: (as) => {
    const l = named(saleOrderLines, as);
    return { source: l, id: l.id, label: sql<string>`${l.sku} || ' ' || ${l.name}` };
  },
};

/** Where the records of reference target `name` are read, and how they are named. */
export function labelSource(name: string, as?: string): LabelSource | undefined {
  const def = RESOURCES[name];
  const table: PgTable | PgView | undefined = RESOURCE_TABLES[name];
  if (def && table) {
    const source = named(table, as);
    return { source, id: columnOf(source, 'id'), label: displaySql(def, source) };
  }
  return OTHER_SOURCES[name]?.(as);
}

const subqueries = new QueryBuilder();

/**
 * For each reference field of `fields`: the label of the record it points to, as a subselect correlated with
 * `owner`'s column (one index lookup per row), so a list page and its labels are one statement.
 */
export function labelColumns(
  fields: ResourceDef['fields'],
  owner: ResourceSource,
  locale: Locale = 'zh-CN',
): Record<string, SQL<string | null>> {
  const out: Record<string, SQL<string | null>> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.type === 'category') {
      const node = categoryAlias(name);
      const one = subqueries
        .select({ label: categoryNameSql(locale, node) })
        .from(node)
        .where(eq(node.id, columnOf(owner, name)));
      out[name] = sql<string | null>`(${one})`;
      continue;
    }
    if (field.type !== 'reference' || !field.ref) continue;
    const source = labelSource(field.ref, `ref_${name}`);
    if (!source) throw new Error(`no label source for ${field.ref}`);
    const one = subqueries
      .select({ label: source.label })
      .from(source.source)
      .where(eq(source.id, columnOf(owner, name)));
    out[name] = sql<string | null>`(${one})`;
  }
  return out;
}

/**
 * The RefLabels of rows whose labels came with them (labelColumns): field -> id -> label. (A resource without
 * references selects no label, and drizzle then leaves `labels` out.)
 */
export function refsOfLabelled(rows: { row: Record<string, unknown>; labels?: Record<string, unknown> }[]): RefLabels {
  const out: RefLabels = {};
  for (const { row, labels } of rows) {
    for (const [field, label] of Object.entries(labels ?? {})) {
      const id = row[field];
      if (typeof id !== 'number' || typeof label !== 'string') continue;
      const byId = out[field] ?? {};
      byId[id] = label;
      out[field] = byId;
    }
  }
  return out;
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

/** For each reference (and category) field of `fields`: id -> label of the ids in `rows`. */
export async function resolveRefs(
  db: Db | Tx,
  fields: ResourceDef['fields'],
  rows: Record<string, unknown>[],
  locale: Locale = 'zh-CN',
): Promise<RefLabels> {
  const out: RefLabels = {};
  for (const [name, field] of Object.entries(fields)) {
    const isCategory = field.type === 'category';
    if (!isCategory && (field.type !== 'reference' || !field.ref)) continue;
    const ids = [...new Set(rows.map((row) => row[name]).filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) continue;
    out[name] = isCategory ? await categoryNames(db, ids, locale) : await recordLabels(db, field.ref as string, ids);
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
