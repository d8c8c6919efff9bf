/**
 * Fields of type 'category' (an article's category, a topic's board): the record stores the id of a node of the
 * field's tree (contract media/categories.ts). A write must name a node of that tree which is enabled, with its
 * parents (a disabled branch takes no new records), or keep the record's current one (a node disabled later stays
 * on old records, like dictionary values). The list's `eq` filter on such a field matches the node and every node
 * below it, and lists and details name the node in the caller's language (refs.ts).
 */
import type { Locale, ResourceDef } from '@soundboard/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { Db, Tx } from '../db/client';
import { categories } from '../db/schema';
import { Issues } from '../domains/issues';
import type { AppEnv } from '../http/env';
import type { Input, Row } from './binding';

/** Throws field issues for every category value of `input` that is not an enabled node of its tree (nor kept). */
export async function checkCategoryNodes(
  c: Context<AppEnv>,
  tx: Tx,
  def: ResourceDef,
  input: Input,
  before: Row | null,
): Promise<void> {
  const checked = Object.entries(def.fields).filter(([name, field]) => {
    const value = input[name];
    return field.type === 'category' && typeof value === 'number' && !(before && before[name] === value);
  });
  if (checked.length === 0) return;
  const trees = [...new Set(checked.map(([, field]) => field.tree ?? ''))];
  // The trees are small (three levels of a few dozen nodes): read them whole and walk up from each node.
  const rows = await tx
    .select({ id: categories.id, tree: categories.tree, parentId: categories.parentId, enabled: categories.enabled })
    .from(categories)
    .where(inArray(categories.tree, trees));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const usable = (id: number, tree: string) => {
    const node = byId.get(id);
    if (!node || node.tree !== tree) return false;
    for (let at: typeof node | undefined = node; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) {
      if (!at.enabled) return false;
    }
    return true;
  };
  const issues = new Issues();
  for (const [name, field] of checked) {
    if (!usable(input[name] as number, field.tree ?? '')) issues.add(name, 'validation.categoryNode');
  }
  issues.throwIfAny(c);
}

/** `column` is the node `id` or one below it (any depth). */
export function inCategorySubtree(column: PgColumn, id: number): SQL {
  return sql`${column} IN (WITH RECURSIVE subtree(id) AS (SELECT ${categories.id} FROM ${categories} WHERE ${categories.id} = ${id} UNION ALL SELECT child.id FROM ${categories} AS child JOIN subtree ON child.parent_id = subtree.id) SELECT id FROM subtree)`;
}

/** A node's name in the caller's language (the other one when it is empty). */
export function categoryNameSql(
  locale: Locale,
  table: { nameZh: PgColumn; nameEn: PgColumn } = categories,
): SQL<string> {
  return locale === 'zh-CN'
    ? sql<string>`coalesce(nullif(${table.nameZh}, ''), ${table.nameEn})`
    : sql<string>`coalesce(nullif(${table.nameEn}, ''), ${table.nameZh})`;
}

/** The table aliased for a label subselect of field `field`. */
export const categoryAlias = (field: string) => alias(categories, `cat_${field}`);

/** id -> name of these nodes in `locale`. */
export async function categoryNames(db: Db | Tx, ids: number[], locale: Locale): Promise<Record<number, string>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: categories.id, name: categoryNameSql(locale) })
    .from(categories)
    .where(inArray(categories.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}
