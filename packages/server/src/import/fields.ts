/**
 * Which fields an import sets and which column feeds each: the record's writable fields the caller may see
 * (not images, not line sets), and a mapping guessed from the header row — a column whose text is the field's
 * label in either language, or its name, ignoring case, spaces and a required-marker asterisk.
 */
import { type FieldDef, LOCALES, type ResourceDef } from '@soundboard/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { callerDef } from '../resources/field-access';
import { labelsFor } from '../resources/labels';

export type ImportField = [name: string, field: FieldDef];

export function importableFields(c: Context<AppEnv>, def: ResourceDef): ImportField[] {
  return Object.entries(callerDef(c, def).fields).filter(([, field]) => !field.readOnly && field.type !== 'images');
}

const normalised = (text: string) => text.toLowerCase().replace(/[\s*＊:：_-]/g, '');

/** field name -> column index, for the fields whose name or label (en-US or zh-CN) is a column's header. */
export async function guessMapping(
  def: ResourceDef,
  fields: ImportField[],
  columns: string[],
): Promise<Record<string, number>> {
  const labels = await Promise.all(LOCALES.map((locale) => labelsFor(def, locale)));
  const headers = columns.map(normalised);
  const taken = new Set<number>();
  const mapping: Record<string, number> = {};
  for (const [name] of fields) {
    const names = new Set([name, ...labels.map((label) => label.field(name))].map(normalised));
    const index = headers.findIndex((header, at) => !taken.has(at) && header !== '' && names.has(header));
    if (index < 0) continue;
    mapping[name] = index;
    taken.add(index);
  }
  return mapping;
}
