/**
 * How many records each category tree's nodes hold, one function per tree: the node counts of the classify
 * screens and the "delete refused while it holds records" rule both read it. A module that files records in a
 * tree (articles, forum posts, text and music templates) adds its counter here, in this one place.
 */
import type { CategoryTree } from '@soundboard/contract';
import { count, inArray, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { articles, forumTopics, materials, musicTemplates, textTemplates } from '../db/schema';

/** Records filed directly in each node (absent: none); `ids` narrows to those nodes (all when absent). */
type Counter = (db: Db | Tx, ids?: number[]) => Promise<Map<number, number>>;

/** Rows of `table` per value of its category column. */
const countsOf =
  (table: PgTable, column: PgColumn): Counter =>
  async (db, ids) => {
    const rows = await db
      .select({ id: column, n: count() })
      .from(table)
      .where(ids ? inArray(column, ids) : isNotNull(column))
      .groupBy(column);
    return new Map(rows.map((row) => [Number(row.id ?? 0), row.n]));
  };

const materialCounts = countsOf(materials, materials.categoryId);
/** Every article, archived ones included: each still names its category. */
const articleCounts = countsOf(articles, articles.categoryId);
/** Soft-deleted topics too: a moderator may restore them into their board. */
const forumCounts = countsOf(forumTopics, forumTopics.categoryId);

export const CATEGORY_RECORD_COUNTS: Record<CategoryTree, Counter> = {
  material: materialCounts,
  article: articleCounts,
  forum: forumCounts,
  text: countsOf(textTemplates, textTemplates.categoryId),
  music: countsOf(musicTemplates, musicTemplates.categoryId),
};
