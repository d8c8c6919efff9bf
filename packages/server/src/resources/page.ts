/**
 * One page of a list in one statement: the rows, their reference labels (correlated subselects) and a capped
 * count (an uncorrelated subselect PostgreSQL runs once). Deep pages use a deferred join: the OFFSET walks the
 * ids alone (an index-only scan where an index covers the filter and the sort), then only the page's rows are
 * read. A page past the end has no row to carry the count: that case takes a second statement. A search whose
 * resource also matches names in other tables (the orders: their customers') looks those up first (searchBeyond).
 */
import { LIST_COUNT_CAP, type ListQuery, type Locale } from '@soundboard/contract';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import type { ResourceBinding, Row } from './binding';
import { orderOf, searchBeyond, whereOf } from './query';
import { labelColumns, type RefLabels, refsOfLabelled } from './refs';
import { richTextFields, textColumnOf } from './rich-text-fields';
import { columnOf, fieldsOf, type ResourceSource } from './source';

export interface ListedPage {
  rows: Row[];
  refs: RefLabels;
  total: number;
  totalCapped: boolean;
}

const subqueries = new QueryBuilder();

/** The matches, stopping after `limit` rows: what the count counts. */
function cappedMatches(source: ResourceSource, where: SQL | undefined, limit: number) {
  return subqueries.select({ one: sql`1` }).from(source).where(where).limit(limit).as('capped');
}

/**
 * `OFFSET 0` keeps a subquery from being merged into the query around it (drizzle leaves out a numeric 0).
 * A search is planned on its own behind it: PostgreSQL, taking the matches to be spread evenly, would otherwise
 * walk the sort's index hoping to meet a page of them early, but order numbers cluster by date, so a month's
 * orders sit in the middle of the index; behind the fence the trigram index finds them all, then they are sorted.
 */
const FENCE = sql`0` as unknown as number;
/** A contains-search shorter than a trigram cannot use the trigram index: the planner's own choice stands. */
const TRIGRAM = 3;

/**
 * The ids of the page, in its order. `fenced`: the search behind the fence. A search that also matched by name
 * in another table (searchBeyond: the orders of whole customers) is not: those matches are spread evenly, as the
 * planner takes them to be, and walking the sort's index meets a page of them at once (2 ms at a million orders,
 * where sorting a customer's 14,000 behind the fence took 20 ms).
 */
function pageIdsOf(
  db: Db | Tx,
  binding: ResourceBinding,
  query: ListQuery,
  where: SQL | undefined,
  offset: number,
  fenced: boolean,
) {
  const { source } = binding;
  const id = columnOf(source, 'id');
  let from: ResourceSource = source;
  if (fenced && query.q.length >= TRIGRAM) {
    const sorted = { id, [query.sort.field]: columnOf(source, query.sort.field) };
    from = db.select(sorted).from(source).where(where).offset(FENCE).as('matches');
  }
  const ids = db
    .select({ id: columnOf(from, 'id') })
    .from(from)
    .where(from === source ? where : undefined) // the fenced matches are filtered already
    .orderBy(...orderOf({ ...binding, source: from }, query))
    .limit(query.pageSize)
    .offset(offset);
  return ids.as('page_ids');
}

/** The row's columns a list carries: not rich texts nor their plain text (large; the detail has them). */
function listColumns(binding: ResourceBinding) {
  const all = fieldsOf(binding.source);
  const left = new Set(richTextFields(binding.def).flatMap((field) => [field, textColumnOf(field)]));
  if (left.size === 0) return all;
  return Object.fromEntries(Object.entries(all).filter(([name]) => !left.has(name)));
}

/** `access`: the rows the caller may read (ownership.ts listScope); absent, every row. `locale`: of the labels. */
export async function readPage(
  db: Db | Tx,
  binding: ResourceBinding,
  query: ListQuery,
  access?: SQL,
  locale: Locale = 'zh-CN',
): Promise<ListedPage> {
  const { def, source } = binding;
  const beyond = await searchBeyond(db, binding, query);
  const where = whereOf(binding, query, access, beyond);
  const order = orderOf(binding, query);
  const offset = (query.page - 1) * query.pageSize;
  const id = columnOf(source, 'id');
  const pageIds = pageIdsOf(db, binding, query, where, offset, beyond === undefined);
  // Exact up to the cap, or up to the end of this page when it lies deeper, so the pager can always go on.
  const exactUpTo = Math.max(LIST_COUNT_CAP, offset + query.pageSize);
  const capped = cappedMatches(source, where, exactUpTo + 1);
  const found = await db
    .select({
      row: listColumns(binding),
      labels: labelColumns(def.fields, source, locale),
      matches: sql<number>`(${subqueries.select({ n: count() }).from(capped)})`.mapWith(Number),
    })
    .from(source)
    .innerJoin(pageIds, eq(pageIds.id, id))
    .orderBy(...order);
  let matches = found[0]?.matches ?? 0;
  if (found.length === 0 && offset > 0) matches = (await db.select({ n: count() }).from(capped))[0]?.n ?? 0;
  return {
    rows: found.map((entry) => entry.row as Row),
    refs: refsOfLabelled(found),
    total: Math.min(matches, exactUpTo),
    totalCapped: matches > exactUpTo,
  };
}
