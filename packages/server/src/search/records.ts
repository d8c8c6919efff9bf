/**
 * The records of one kind the palette finds for a text: by number, code or name (a case-blind contains match,
 * ranked exact, then prefix, then inside) and, for a kind with names, by their pinyin (search_names). The caller's
 * reads are limited exactly as the kind's list limits them (resources/ownership.ts readScope).
 */
import {
  displayFields,
  displayName,
  type ResourceDef,
  SEARCH_MATCHES,
  SEARCH_PER_KIND,
  type SearchHit,
  type SearchKind,
  searchFields,
} from '@soundboard/contract';
import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { containsPattern } from '../db/like';
import { searchNames } from '../db/schema';
import type { AppEnv } from '../http/env';
import type { ResourceBinding } from '../resources/binding';
import { readScope } from '../resources/ownership';
import { columnOf } from '../resources/source';
import { nameFields } from './pinyin-index';

/** The fields a record is found by: how it is named, and its number or code (the first searched field). */
function keyFields(def: ResourceDef): string[] {
  return [...new Set([...displayFields(def), ...searchFields(def).slice(0, 1)])];
}

/** 0 exact … 3 pinyin only (SEARCH_MATCHES' order): the best way any key field matched; `%…` dropped, a start. */
function rankOf(columns: PgColumn[], text: string): SQL<number> {
  const lower = text.toLowerCase();
  const any = (test: (column: PgColumn) => SQL) => sql.join(columns.map(test), sql` OR `);
  return sql<number>`CASE WHEN ${any((column) => sql`lower(${column}) = ${lower}`)} THEN 0
    WHEN ${any((column) => sql`${column} ILIKE ${containsPattern(text).slice(1)}`)} THEN 1
    WHEN ${any((column) => sql`${column} ILIKE ${containsPattern(text)}`)} THEN 2 ELSE 3 END`;
}

/** The pinyin form of a typed text, or null when it cannot be pinyin (only Latin letters and digits can). */
export function pinyinQuery(text: string): string | null {
  const folded = text.toLowerCase().replace(/\s+/g, '');
  return /^[a-z0-9]+$/.test(folded) ? folded : null;
}

export async function searchKind(c: Context<AppEnv>, binding: ResourceBinding, text: string): Promise<SearchHit[]> {
  const { def, source } = binding;
  const id = columnOf(source, 'id');
  const columns = keyFields(def).map((field) => columnOf(source, field));
  const matches: SQL[] = columns.map((column) => sql`${column} ILIKE ${containsPattern(text)}`);
  const spelled = nameFields(def).length > 0 ? pinyinQuery(text) : null;
  if (spelled) {
    const pattern = containsPattern(spelled);
    matches.push(sql`${id} IN (SELECT ${searchNames.recordId} FROM ${searchNames}
      WHERE ${searchNames.kind} = ${def.name} AND (${searchNames.initials} LIKE ${pattern} OR ${searchNames.spelled} LIKE ${pattern}))`);
  }
  const rank = rankOf(columns, text);
  const shown = Object.fromEntries(displayFields(def).map((field) => [field, columnOf(source, field)]));
  const rows = (await c.var.deps.db
    .select({ id, rank, ...shown })
    .from(source)
    .where(and(readScope(c, def, source), sql`(${sql.join(matches, sql` OR `)})`))
    .orderBy(asc(rank), asc(columns[0] as PgColumn), asc(id))
    .limit(SEARCH_PER_KIND)) as ({ id: number; rank: number } & Record<string, unknown>)[];
  return rows.map((row) => ({
    kind: def.name as SearchKind,
    id: row.id,
    title: displayName(def, row),
    match: SEARCH_MATCHES[Number(row.rank)] ?? 'contains',
  }));
}
