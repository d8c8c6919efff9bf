/**
 * A cell's text as the value its field takes, the way people type it in a spreadsheet: an enum or dictionary
 * value by its code or its label in either language, yes/no as 是/否, yes/no, true/false or 1/0, money in yuan
 * (kept in fen), a day as 2026-1-5 or 2026/1/5, a reference by its id or by the referenced record's name, a region
 * by its codes, lists separated by semicolons. Text that fits none of these is handed on as it is, so the
 * contract's schema refuses it with its own message.
 */
import { type FieldDef, LOCALES, RESOURCES, type ResourceDef } from '@soundboard/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { RESOURCE_TABLES } from '../db/schema/resource-tables';
import { labelsFor } from '../resources/labels';
import { columnOf } from '../resources/source';
import { dictionaryOptions } from '../settings/dictionary-options';
import type { ImportField } from './fields';

/** Converts the cell text of field `name` (never empty: an empty cell means "not given"). */
export type CellReader = (name: string, field: FieldDef, text: string) => unknown;

const TRUE = new Set(['是', 'yes', 'y', 'true', '1', '✓', '√']);
const FALSE = new Set(['否', 'no', 'n', 'false', '0']);

const listItems = (text: string) =>
  text
    .split(/[;；\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** '1,234.5' / '¥1234.50' -> 123450 fen; null when it is not an amount with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const plain = text.replace(/[,，\s¥￥]/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const [, sign, whole = '0', decimals = ''] = match;
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return sign === '-' ? -fen : fen;
}

function dayText(text: string): string {
  const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text);
  if (!match) return text;
  const [, year, month = '', day = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Lowercased label or code -> code, for one field's values. */
type Lookup = Map<string, string>;

async function enumLookups(def: ResourceDef, fields: ImportField[]): Promise<Map<string, Lookup>> {
  const labels = await Promise.all(LOCALES.map((locale) => labelsFor(def, locale)));
  const out = new Map<string, Lookup>();
  for (const [name, field] of fields) {
    if (field.type !== 'enum' && field.type !== 'enumList') continue;
    const lookup: Lookup = new Map();
    for (const value of field.values ?? []) {
      lookup.set(value.toLowerCase(), value);
      for (const label of labels) lookup.set(label.value(name, value).toLowerCase(), value);
    }
    out.set(name, lookup);
  }
  return out;
}

async function dictionaryLookups(db: Db, fields: ImportField[]): Promise<Map<string, Lookup>> {
  const out = new Map<string, Lookup>();
  for (const [name, field] of fields) {
    if (field.type !== 'dictionary' || !field.dictionary) continue;
    const options = await dictionaryOptions(db, field.dictionary);
    const lookup: Lookup = new Map();
    for (const value of options?.values ?? []) {
      lookup.set(value.labelZh.toLowerCase(), value.code);
      lookup.set(value.labelEn.toLowerCase(), value.code);
      lookup.set(value.code.toLowerCase(), value.code);
    }
    out.set(name, lookup);
  }
  return out;
}

/**
 * The ids of the records the file names by name in its reference columns (a customer's company), where the
 * referenced resource has a `name` and the name is not shared by two records.
 */
async function referenceLookups(
  db: Db,
  fields: ImportField[],
  texts: (name: string) => string[],
): Promise<Map<string, Lookup>> {
  const out = new Map<string, Lookup>();
  for (const [name, field] of fields) {
    const target = field.ref ? RESOURCES[field.ref] : undefined;
    const table = field.ref ? RESOURCE_TABLES[field.ref] : undefined;
    if (field.type !== 'reference' || !target?.fields.name || !table) continue;
    const names = [...new Set(texts(name).filter((text) => !/^\d+$/.test(text)))];
    if (names.length === 0) continue;
    const rows = (await db
      .select({ id: columnOf(table, 'id'), name: columnOf(table, 'name') })
      .from(table)
      .where(inArray(columnOf(table, 'name'), names))) as { id: number; name: string }[];
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.name, (counts.get(row.name) ?? 0) + 1);
    const lookup: Lookup = new Map();
    for (const row of rows) if (counts.get(row.name) === 1) lookup.set(row.name, String(row.id));
    out.set(name, lookup);
  }
  return out;
}

/** The reader for one file: the lookups are read once, before the import's transaction. */
export async function cellReader(
  db: Db,
  def: ResourceDef,
  fields: ImportField[],
  texts: (name: string) => string[],
): Promise<CellReader> {
  const enums = await enumLookups(def, fields);
  const dictionaries = await dictionaryLookups(db, fields);
  const references = await referenceLookups(db, fields, texts);
  const code = (lookups: Map<string, Lookup>, name: string, text: string) =>
    lookups.get(name)?.get(text.toLowerCase()) ?? text;
  return (name, field, text) => {
    switch (field.type) {
      case 'integer':
        return /^-?\d+$/.test(text.replace(/[,，]/g, '')) ? Number(text.replace(/[,，]/g, '')) : text;
      case 'money':
        return yuanToFen(text) ?? text;
      case 'boolean': {
        const lower = text.toLowerCase();
        return TRUE.has(lower) ? true : FALSE.has(lower) ? false : text;
      }
      case 'enum':
        return code(enums, name, text);
      case 'enumList':
        return listItems(text).map((item) => code(enums, name, item));
      case 'dictionary':
        return code(dictionaries, name, text);
      case 'reference': {
        const id = /^\d+$/.test(text) ? text : references.get(name)?.get(text);
        return id === undefined ? text : Number(id);
      }
      case 'date':
        return dayText(text);
      case 'datetime': {
        const time = Date.parse(text);
        return Number.isNaN(time) ? text : new Date(time).toISOString();
      }
      case 'region':
        return text.split(/[/\s,，;；]+/).filter((part) => part !== '');
      case 'textList':
        return listItems(text);
      default:
        return text;
    }
  };
}
