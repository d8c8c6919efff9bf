/**
 * richText fields (contract define.ts) in the framework's writes: every create, update and import row keeps only
 * the sanitised HTML (content/sanitize.ts), so no reader ever receives anything else. The contract's schema has
 * capped the raw value already; what survives the sanitiser is checked again (a body of nothing but a script is
 * empty, so a required one is refused). A table with a `<field>Text` column gets the plain text there too: the
 * list's search reads it (query.ts) instead of the markup.
 */
import type { ResourceDef } from '@soundboard/contract';
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

/**
 * The input with each richText value sanitised, plus the text columns to write beside it. Refuses (422, field
 * issues) a required rich text that is empty once sanitised, and one that grew past its limit.
 */
export function sanitizedRichText(
  c: Context<AppEnv>,
  def: ResourceDef,
  table: PgTable,
  input: Input,
): { input: Input; columns: Input } {
  const names = richTextFields(def).filter((name) => typeof input[name] === 'string');
  if (names.length === 0) return { input, columns: {} };
  const issues = new Issues();
  const out: Input = { ...input };
  const columns: Input = {};
  for (const name of names) {
    const field = def.fields[name];
    const clean = sanitizeRichText(input[name] as string);
    const max = field?.max;
    if (field?.required && clean.html === '') issues.add(name, 'validation.required');
    // Links gain a rel attribute: a value just under the limit may pass it once sanitised.
    else if (max !== undefined && clean.html.length > max) issues.add(name, 'validation.tooLong', { max: String(max) });
    out[name] = clean.html;
    if (hasColumn(table, textColumnOf(name))) columns[textColumnOf(name)] = clean.text;
  }
  issues.throwIfAny(c);
  return { input: out, columns };
}
