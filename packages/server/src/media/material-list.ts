/**
 * The library's list: filters (kind, category with its sub-categories or unfiled, tag, created between two
 * company days, name search, unused, visibility), an order and a page, in two statements (the count and the page with usage
 * counts and uploaders).
 */
import { MATERIAL_PAGE_SIZES, type MaterialListQuery, type MaterialPage } from '@soundboard/contract';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lt,
  notExists,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client';
import { containsPattern } from '../db/like';
import { categories, materials, materialUsages } from '../db/schema';
import { selectMaterials, toMaterial } from './material-rows';
import { readableBy } from './visibility';

/**
 * A category and every node under it, as a subquery: choosing a folder shows what its sub-folders hold too,
 * in the same statement (the tree is at most three levels deep, so the recursion is short).
 */
const withDescendants = (id: number) => sql`(
  WITH RECURSIVE sub(id) AS (
    SELECT ${categories.id} FROM ${categories} WHERE ${categories.id} = ${id}
    UNION ALL
    SELECT child.id FROM ${categories} child JOIN sub ON child.parent_id = sub.id
  )
  SELECT id FROM sub
)`;

const DAY_MS = 86_400_000;
/** The instant a company calendar day (China, UTC+8) starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** `%` and `_` typed in the search box are searched for, not wildcards. */

function conditions(db: Db, query: MaterialListQuery, permissions: ReadonlySet<string>): SQL | undefined {
  const where: (SQL | undefined)[] = [readableBy(permissions)];
  if (query.kind) where.push(eq(materials.kind, query.kind));
  if (query.visibility) where.push(eq(materials.visibility, query.visibility));
  if (query.categoryId === 'none') where.push(isNull(materials.categoryId));
  else if (query.categoryId !== undefined)
    where.push(sql`${materials.categoryId} IN ${withDescendants(query.categoryId)}`);
  if (query.tag) where.push(arrayContains(materials.tags, [query.tag]));
  if (query.from) where.push(gte(materials.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(materials.createdAt, new Date(dayStart(query.to).getTime() + DAY_MS)));
  if (query.q) where.push(ilike(materials.name, containsPattern(query.q)));
  if (query.unused === '1') {
    const usage = db.select({ one: sql`1` }).from(materialUsages).where(eq(materialUsages.materialId, materials.id));
    where.push(notExists(usage));
  }
  return and(...where);
}

const ORDER = {
  '-createdAt': [desc(materials.createdAt), desc(materials.id)],
  createdAt: [asc(materials.createdAt), asc(materials.id)],
  // Case-insensitive, and the same on every driver whatever the database's collation.
  name: [asc(sql`lower(${materials.name})`), asc(materials.id)],
  '-name': [desc(sql`lower(${materials.name})`), desc(materials.id)],
  size: [asc(materials.size), asc(materials.id)],
  '-size': [desc(materials.size), desc(materials.id)],
} as const;

/** The page of materials the reader may see (restricted ones only with their permission). */
export async function listMaterials(
  db: Db,
  query: MaterialListQuery,
  permissions: ReadonlySet<string>,
): Promise<MaterialPage> {
  const where = conditions(db, query, permissions);
  const pageSize = query.pageSize ?? MATERIAL_PAGE_SIZES[0];
  const page = query.page ?? 1;
  const [counted] = await db.select({ n: count() }).from(materials).where(where);
  const rows = await selectMaterials(db)
    .where(where)
    .orderBy(...ORDER[query.sort ?? '-createdAt'])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: rows.map((row) => toMaterial(row)), total: counted?.n ?? 0 };
}

/** Every tag in use, alphabetically (the filter's choices). */
export async function listTags(db: Db): Promise<string[]> {
  const tag = sql<string>`unnest(${materials.tags})`;
  const rows = await db.selectDistinct({ tag }).from(materials).orderBy(sql`1`);
  return rows.map((row) => row.tag);
}
