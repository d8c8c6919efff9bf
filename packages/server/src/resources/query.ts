/**
 * A parsed list query (contract parseListQuery) as SQL: the WHERE of its filters and search, the ORDER BY of
 * its sort (with the id as the tie-breaker, so pages never overlap). Only declared fields reach here.
 */
import type { ListQuery, ResourceDef } from '@soundboard/contract';
import { searchFields } from '@soundboard/contract';
import { and, arrayOverlaps, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { containsPattern } from '../db/like';
import type { ResourceBinding } from './binding';
import { inCategorySubtree } from './category-fields';
import { hasColumn, textColumnOf } from './rich-text-fields';
import { columnOf, type ResourceSource } from './source';

/**
 * A bound on a timestamp column as a Date (the driver takes no strings there): a date-only bound covers the
 * whole day ('to' is inclusive), a full ISO datetime is taken as it is.
 */
function rangeBound(def: ResourceDef, field: string, value: string, end: boolean): unknown {
  if (def.fields[field]?.type !== 'datetime') return value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  const day = new Date(`${value}T00:00:00Z`);
  return end ? new Date(day.getTime() + 86_400_000 - 1) : day;
}

/** The column a search reads for a field: a rich text's plain-text companion when the source has one (no markup). */
function searchColumn(def: ResourceDef, source: ResourceSource, field: string) {
  const text = textColumnOf(field);
  return def.fields[field]?.type === 'richText' && hasColumn(source, text)
    ? columnOf(source, text)
    : columnOf(source, field);
}

/** The matches of the search beyond the definition's fields (the binding's search hook), if it has any. */
export async function searchBeyond(db: Db | Tx, binding: ResourceBinding, query: ListQuery): Promise<SQL | undefined> {
  if (!query.q || !binding.hooks.search) return undefined;
  return binding.hooks.search(db, containsPattern(query.q));
}

/**
 * `access`: what the caller may read (ownership.ts listScope), added to the query's own conditions; `beyond`:
 * searchBeyond's answer, OR-ed with the search of the definition's fields.
 */
export function whereOf(binding: ResourceBinding, query: ListQuery, access?: SQL, beyond?: SQL): SQL | undefined {
  const { def, source } = binding;
  const conditions: (SQL | undefined)[] = [access];
  for (const filter of query.filters) {
    const column = columnOf(source, filter.field);
    switch (filter.kind) {
      case 'eq':
      case 'bool':
        // A category: the node and every node below it.
        conditions.push(
          def.fields[filter.field]?.type === 'category'
            ? inCategorySubtree(column, filter.values[0] as number)
            : eq(column, filter.values[0]),
        );
        break;
      case 'in':
        // A set field (enumList) or a list of texts (an article's tags) matches when it shares any of the values.
        conditions.push(
          def.fields[filter.field]?.type === 'enumList' || def.fields[filter.field]?.type === 'textList'
            ? arrayOverlaps(column, filter.values as string[])
            : inArray(column, filter.values as (string | number)[]),
        );
        break;
      case 'range': {
        const [from, to] = filter.values as (string | null)[];
        if (from !== null && from !== undefined)
          conditions.push(gte(column, rangeBound(def, filter.field, from, false)));
        if (to !== null && to !== undefined) conditions.push(lte(column, rangeBound(def, filter.field, to, true)));
        break;
      }
    }
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    const own = searchFields(def).map((field) => ilike(searchColumn(def, source, field), pattern));
    conditions.push(or(...own, beyond));
  }
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

export function orderOf(binding: ResourceBinding, query: ListQuery): SQL[] {
  const { source } = binding;
  const direction = query.sort.desc ? desc : asc;
  const order = [direction(columnOf(source, query.sort.field))];
  if (query.sort.field !== 'id') order.push(direction(columnOf(source, 'id')));
  return order;
}
