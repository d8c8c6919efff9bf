/**
 * Between a record and its form: the writable fields (and lines) with their empty values for a new record,
 * the record's values for an edit, and the input the API takes back. The contract's schemas check the input
 * here exactly as the server will.
 */
import {
  createSchema,
  emptyValue,
  type Fields,
  type ResourceDef,
  translate,
  updateSchema,
  writableFields,
} from '@soundboard/contract';
import * as v from 'valibot';
import type { ResourceRecord } from './api';

export type FormValues = Record<string, unknown> & { lines?: Record<string, unknown>[] };

function valuesOf(fields: Fields, source: Record<string, unknown> | null): Record<string, unknown> {
  return Object.fromEntries(
    writableFields(fields).map(([name, field]) => [
      name,
      source ? (source[name] ?? emptyValue(field)) : emptyValue(field),
    ]),
  );
}

let added = 0;

/**
 * A line's identity for React and for its references' labels: its id once saved, else the key it was given
 * when it entered the form. Never its position: removing a line must not hand its state to the next one.
 */
export function lineKey(line: Record<string, unknown>): string {
  return line.id !== undefined && line.id !== null ? `id:${line.id}` : String(line.key ?? '');
}

/** Lines with a key each (a new line, lines filled from an order); `key` is not a field, so never sent. */
export function keyLines(lines: Record<string, unknown>[]): Record<string, unknown>[] {
  return lines.map((line) => (lineKey(line) ? line : { ...line, key: `new:${++added}` }));
}

export function emptyLine(def: ResourceDef): Record<string, unknown> {
  return valuesOf(def.lines?.fields ?? {}, null);
}

/** A new line of the given fields (a named line set's contact, site). */
export function emptyLineOf(fields: Fields): Record<string, unknown> {
  return valuesOf(fields, null);
}

/** The names of a definition's line sets (ResourceDef.lineSets), in their order. */
export function lineSetNames(def: ResourceDef): string[] {
  return Object.keys(def.lineSets ?? {});
}

export function initialValues(def: ResourceDef, record: ResourceRecord | null, defaults: FormValues = {}): FormValues {
  const values: FormValues = { ...valuesOf(def.fields, record), ...(record ? {} : defaults) };
  if (def.lines) {
    values.lines = record?.lines
      ? record.lines.map((line) => ({ ...valuesOf(def.lines?.fields ?? {}, line), id: line.id }))
      : keyLines((defaults.lines as Record<string, unknown>[] | undefined) ?? []);
  }
  // A named set's lines keep their ids: the server updates them in place (follow-ups refer to a contact).
  for (const [set, { fields }] of Object.entries(def.lineSets ?? {})) {
    const saved = (record?.[set] as Record<string, unknown>[] | undefined) ?? null;
    values[set] = saved
      ? saved.map((line) => ({ ...valuesOf(fields, line), id: line.id }))
      : keyLines((defaults[set] as Record<string, unknown>[] | undefined) ?? []);
  }
  return values;
}

/** What the API takes: the writable fields (lines without their ids and read-only columns). */
export function toInput(def: ResourceDef, values: FormValues): Record<string, unknown> {
  const input = Object.fromEntries(writableFields(def.fields).map(([name]) => [name, values[name]]));
  if (def.lines) {
    const lineFields = writableFields(def.lines.fields).map(([name]) => name);
    // Lines made only of read-only fields (a refund delivery's goods) are the server's: none are sent.
    input.lines =
      lineFields.length === 0
        ? []
        : (values.lines ?? []).map((line) => Object.fromEntries(lineFields.map((name) => [name, line[name]])));
  }
  for (const [set, { fields }] of Object.entries(def.lineSets ?? {})) {
    const names = writableFields(fields).map(([name]) => name);
    input[set] = ((values[set] as Record<string, unknown>[] | undefined) ?? []).map((line) => ({
      ...Object.fromEntries(names.map((name) => [name, line[name]])),
      ...(line.id !== undefined && line.id !== null ? { id: line.id } : {}),
    }));
  }
  return input;
}

export interface Issue {
  path: string;
  message: string;
}

/** The contract's verdict on the input, translated: [] when the server would accept its shape. */
export function checkInput(
  def: ResourceDef,
  input: Record<string, unknown>,
  locale: string,
  version?: number,
): Issue[] {
  const schema = version === undefined ? createSchema(def) : updateSchema(def);
  const result = v.safeParse(schema, version === undefined ? input : { ...input, version }, { abortPipeEarly: true });
  return (result.issues ?? []).map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: translate(locale === 'en-US' ? 'en-US' : 'zh-CN', issue.message),
  }));
}

/**
 * Issues split into those of the record's own fields, those of its lines ('0.qty' -> message) and those of
 * each named line set ('contacts.2.phone' -> sets.contacts['2.phone']).
 */
export function splitIssues(issues: Issue[], setNames: readonly string[] = []) {
  const fields: Record<string, string> = {};
  const lines: Record<string, string> = {};
  const sets: Record<string, Record<string, string>> = {};
  for (const issue of issues) {
    const [head, ...rest] = issue.path.split('.');
    if (head === 'lines' && rest.length > 0) lines[rest.join('.')] ??= issue.message;
    else if (head && setNames.includes(head) && rest.length > 0) {
      const set = sets[head] ?? {};
      set[rest.join('.')] ??= issue.message;
      sets[head] = set;
    } else if (head) fields[head] ??= issue.message;
  }
  return { fields, lines, sets };
}
