/**
 * richText fields (contract define.ts) in the framework's writes: every create, update and import row keeps only
 * the sanitised HTML (content/sanitize.ts), so no reader ever receives anything else. The contract's schema has
 * capped the raw value already; what survives the sanitiser is checked again (a body of nothing but a script is
 * empty, so a required one is refused); rich text in lines likewise. A table with a `<field>Text` column gets the plain text there too: the
 * list's search reads it (query.ts) instead of the markup.
 */
import type { Fields, ResourceDef } from '@soundboard/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { sanitizeRichText } from '../content/sanitize';
import { Issues } from '../domains/issues';
import type { AppEnv } from '../http/env';
import type { Input } from './binding';
import type { ResourceSource } from './source';

/** The names of the definition's richText fields. */
export function richTextFields(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, field]) => field.type === 'richText')
    .map(([name]) => name);
}

/** The companion column holding a rich text's plain text (`bodyText` for `body`). */
export const textColumnOf = (field: string) => `${field}Text`;

/** Whether the source has a property named `name` (a column of a table, a view, a subquery). */
export function hasColumn(source: ResourceSource, name: string): boolean {
  return (source as unknown as Record<string, unknown>)[name] !== undefined;
}

/** Sanitises the richText values of one record or line in place; issues under `prefix`. */
function sanitizeFields(
  fields: Fields,
  record: Input,
  prefix: string,
  issues: Issues,
  text?: (name: string, value: string) => void,
) {
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'richText' || typeof record[name] !== 'string') continue;
    const clean = sanitizeRichText(record[name] as string);
    if (field.required && clean.html === '') issues.add(`${prefix}${name}`, 'validation.required');
    // Links gain a rel attribute: a value just under the limit may pass it once sanitised.
    else if (field.max !== undefined && clean.html.length > field.max)
      issues.add(`${prefix}${name}`, 'validation.tooLong', { max: String(field.max) });
    record[name] = clean.html;
    text?.(name, clean.text);
  }
}

/** The line lists of `def` with rich text among their fields: `lines` and the line sets. */
function richLineSets(def: ResourceDef): [string, Fields][] {
  const sets: [string, Fields][] = [];
  if (def.lines) sets.push(['lines', def.lines.fields]);
  for (const [set, { fields }] of Object.entries(def.lineSets ?? {})) sets.push([set, fields]);
  return sets.filter(([, fields]) => Object.values(fields).some((field) => field.type === 'richText'));
}

/**
 * The input with each richText value sanitised (the record's and its lines'), plus the text columns to write
 * beside the record's. Refuses (422, field issues) a required rich text that is empty once sanitised, and one
 * that grew past its limit.
 */
export function sanitizedRichText(
  c: Context<AppEnv>,
  def: ResourceDef,
  table: PgTable,
  input: Input,
): { input: Input; columns: Input } {
  const sets = richLineSets(def);
  if (richTextFields(def).length === 0 && sets.length === 0) return { input, columns: {} };
  const issues = new Issues();
  const out: Input = { ...input };
  const columns: Input = {};
  sanitizeFields(def.fields, out, '', issues, (name, text) => {
    if (hasColumn(table, textColumnOf(name))) columns[textColumnOf(name)] = text;
  });
  for (const [set, fields] of sets) {
    const lines = out[set];
    if (!Array.isArray(lines)) continue;
    out[set] = lines.map((line, index) => {
      const copy = { ...(line as Input) };
      sanitizeFields(fields, copy, `${set}.${index}.`, issues);
      return copy;
    });
  }
  issues.throwIfAny(c);
  return { input: out, columns };
}
