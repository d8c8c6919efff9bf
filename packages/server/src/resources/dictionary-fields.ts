/**
 * Fields of type 'dictionary' (a customer's level): the record stores a value's code, the values are Settings
 * data. A write takes the code of an enabled value, or keeps the record's current one (a value disabled later
 * stays on old records); exports show the value's label; and every such field counts as a use of its values
 * (settings/dictionary-uses.ts), so a value records hold cannot be removed.
 */
import { type FieldDef, type Locale, RESOURCES, type ResourceDef } from '@soundboard/contract';
import { count, eq, inArray, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { Db, Tx } from '../db/client';
import { dictionaries, dictionaryItems } from '../db/schema';
import { RESOURCE_TABLES } from '../db/schema/resource-tables';
import type { AppEnv } from '../http/env';
import { dictionaryOptions } from '../settings/dictionary-options';
import type { UseCounter } from '../settings/dictionary-uses';
import type { Input, Row } from './binding';
import { columnOf } from './source';
import { validationError } from './wire';

type FieldSets = [prefix: string | null, fields: Record<string, FieldDef>][];

/** The record's own fields (prefix null) and each list of lines (`lines`, the line sets) with theirs. */
function fieldSets(def: ResourceDef): FieldSets {
  const sets: FieldSets = [[null, def.fields]];
  if (def.lines) sets.push(['lines', def.lines.fields]);
  for (const [set, { fields }] of Object.entries(def.lineSets ?? {})) sets.push([set, fields]);
  return sets;
}

/** The dictionary codes `def`'s fields (and line fields) read. */
function dictionariesOf(def: ResourceDef): Set<string> {
  const codes = new Set<string>();
  for (const [, fields] of fieldSets(def)) {
    for (const field of Object.values(fields))
      if (field.type === 'dictionary' && field.dictionary) codes.add(field.dictionary);
  }
  return codes;
}

/** dictionary code -> its enabled values' codes. */
export type EnabledValues = Map<string, Set<string>>;

/**
 * The enabled values of the dictionaries `def` reads, from the shared cache. Read before a write's transaction:
 * the cache reads through the app's database, which inside the transaction would wait for it (embedded driver).
 */
export async function enabledValues(db: Db, def: ResourceDef): Promise<EnabledValues> {
  const out: EnabledValues = new Map();
  for (const code of dictionariesOf(def)) {
    const options = await dictionaryOptions(db, code);
    out.set(code, new Set(options?.values.map((value) => value.code) ?? []));
  }
  return out;
}

function checkFields(
  fields: Record<string, FieldDef>,
  record: Record<string, unknown>,
  before: Record<string, unknown> | null,
  enabled: EnabledValues,
  prefix: string,
  issues: { path: string; message: string }[],
) {
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'dictionary' || !field.dictionary) continue;
    const value = record[name];
    if (value === null || value === undefined || value === '') continue;
    if (before && before[name] === value) continue;
    if (!enabled.get(field.dictionary)?.has(String(value))) {
      issues.push({ path: `${prefix}${name}`, message: 'validation.dictionaryValue' });
    }
  }
}

/** Throws a field error for every dictionary value of `input` that is neither enabled nor the record's current one. */
export function checkDictionaryValues(
  c: Context<AppEnv>,
  def: ResourceDef,
  input: Input,
  before: Row | null,
  enabled: EnabledValues,
): void {
  const issues: { path: string; message: string }[] = [];
  for (const [set, fields] of fieldSets(def)) {
    if (set === null) {
      checkFields(fields, input, before, enabled, '', issues);
      continue;
    }
    const lines = input[set];
    if (!Array.isArray(lines)) continue;
    // A line's earlier value is not at hand: only enabled values pass.
    for (const [index, line] of lines.entries()) {
      checkFields(fields, line as Record<string, unknown>, null, enabled, `${set}.${index}.`, issues);
    }
  }
  if (issues.length > 0) throw validationError(c, issues);
}

/**
 * field -> code -> label in `locale`, for `def`'s dictionary fields, disabled values included (old records show
 * them). A code no longer in its dictionary has no label: the code itself is shown.
 */
export async function dictionaryLabels(
  db: Db | Tx,
  def: ResourceDef,
  locale: Locale,
): Promise<Record<string, Record<string, string>>> {
  const codes = [...dictionariesOf(def)];
  if (codes.length === 0) return {};
  const rows = await db
    .select({
      dictionary: dictionaries.code,
      code: dictionaryItems.code,
      labelZh: dictionaryItems.labelZh,
      labelEn: dictionaryItems.labelEn,
    })
    .from(dictionaryItems)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryItems.dictionaryId))
    .where(inArray(dictionaries.code, codes));
  const byDictionary = new Map<string, Record<string, string>>();
  for (const row of rows) {
    const labels = byDictionary.get(row.dictionary) ?? {};
    labels[row.code] = (locale === 'zh-CN' ? row.labelZh : row.labelEn) || row.labelZh || row.code;
    byDictionary.set(row.dictionary, labels);
  }
  const out: Record<string, Record<string, string>> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.type === 'dictionary' && field.dictionary) out[name] = byDictionary.get(field.dictionary) ?? {};
  }
  return out;
}

/**
 * One use counter per dictionary field of every resource stored in a table (its rows per code), by the
 * dictionary it reads: what settings/dictionary-uses.ts adds to the counters modules register.
 */
export function resourceFieldCounters(): [dictionary: string, counter: UseCounter][] {
  const out: [string, UseCounter][] = [];
  for (const def of Object.values(RESOURCES)) {
    const table = RESOURCE_TABLES[def.name];
    if (!table || !is(table, PgTable)) continue;
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.type !== 'dictionary' || !field.dictionary) continue;
      const column = columnOf(table, name);
      out.push([
        field.dictionary,
        async (tx, values) => {
          const rows = await tx
            .select({ value: column, uses: count() })
            .from(table)
            .where(inArray(column, [...values]))
            .groupBy(column);
          return new Map(rows.map((row) => [String(row.value), row.uses]));
        },
      ]);
    }
  }
  return out;
}
