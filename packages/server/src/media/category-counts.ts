/**
 * How many records each category tree's nodes hold, one function per tree: the node counts of the classify
 * screens and the "delete refused while it holds records" rule both read it. A module that files records in a
 * tree (articles, forum posts, text and music templates) adds its counter here, in this one place.
 */
import type { CategoryTree } from '@soundboard/contract';
import { count, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { materials } from '../db/schema';

/** Records filed directly in each node (absent: none); `ids` narrows to those nodes (all when absent). */
type Counter = (db: Db | Tx, ids?: number[]) => Promise<Map<number, number>>;

const none: Counter = async () => new Map();

const materialCounts: Counter = async (db, ids) => {
  const rows = await db
    .select({ id: materials.categoryId, n: count() })
    .from(materials)
    .where(ids ? inArray(materials.categoryId, ids) : isNotNull(materials.categoryId))
    .groupBy(materials.categoryId);
  return new Map(rows.map((row) => [row.id ?? 0, row.n]));
};

export const CATEGORY_RECORD_COUNTS: Record<CategoryTree, Counter> = {
  material: materialCounts,
  article: none,
  forum: none,
  text: none,
  music: none,
};
