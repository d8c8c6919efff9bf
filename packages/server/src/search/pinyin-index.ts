/**
 * Keeps search_names (db/schema/search.ts) in step with the records the palette searches: every create and
 * update through the resource framework writes its record's pinyin in the same transaction
 * (resources/write-in-tx.ts), and fillSearchNames adds what is missing — the demo seed's records and anything
 * written before this table existed or outside the framework — at seed and at every start.
 */
import { displayFields, type ResourceDef, SEARCH_KINDS } from '@soundboard/contract';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { searchNames } from '../db/schema';
import { RESOURCE_TABLES } from '../db/schema/resource-tables';
import { columnOf } from '../resources/source';
import { pinyinForms } from './pinyin';

const KINDS: ReadonlySet<string> = new Set(SEARCH_KINDS);

/**
 * The fields that name a record in words people type (its display fields but the numbers the server assigns):
 * a customer's name, an invoice's title. A kind without any (a sale order) has no pinyin.
 */
export function nameFields(def: ResourceDef): string[] {
  return KINDS.has(def.name) ? displayFields(def).filter((field) => !def.fields[field]?.readOnly) : [];
}

function formsOf(def: ResourceDef, row: Record<string, unknown>) {
  return pinyinForms(
    nameFields(def)
      .map((field) => row[field] ?? '')
      .join(' '),
  );
}

/** Writes (or drops) the pinyin of `row`'s name, if `def` is a kind the palette searches. */
export async function indexName(tx: Db | Tx, def: ResourceDef, row: Record<string, unknown>): Promise<void> {
  if (nameFields(def).length === 0) return;
  const recordId = row.id as number;
  const forms = formsOf(def, row);
  if (!forms) {
    await tx.delete(searchNames).where(and(eq(searchNames.kind, def.name), eq(searchNames.recordId, recordId)));
    return;
  }
  await tx
    .insert(searchNames)
    .values({ kind: def.name, recordId, ...forms })
    .onConflictDoUpdate({ target: [searchNames.kind, searchNames.recordId], set: forms });
}

/** Adds the pinyin of every searched record that has none yet (names without Chinese are read and skipped). */
export async function fillSearchNames(db: Db | Tx, defs: readonly ResourceDef[]): Promise<number> {
  let added = 0;
  for (const def of defs.filter((d) => nameFields(d).length > 0)) {
    const table = RESOURCE_TABLES[def.name];
    if (!table) continue;
    const id = columnOf(table, 'id');
    const fields = Object.fromEntries(nameFields(def).map((field) => [field, columnOf(table, field)]));
    const missing = sql`(select 1 from ${searchNames} where ${searchNames.kind} = ${def.name} and ${searchNames.recordId} = ${id})`;
    const rows = (await db
      .select({ id, ...fields })
      .from(table)
      .where(notExists(missing))) as Record<string, unknown>[];
    const values = rows.flatMap((row) => {
      const forms = formsOf(def, row);
      return forms ? [{ kind: def.name, recordId: row.id as number, ...forms }] : [];
    });
    for (let start = 0; start < values.length; start += 500) {
      await db
        .insert(searchNames)
        .values(values.slice(start, start + 500))
        .onConflictDoNothing();
    }
    added += values.length;
  }
  return added;
}
