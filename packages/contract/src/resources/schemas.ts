/**
 * valibot schemas derived from a resource definition: the input of create / update / a state change, and the
 * list query. The server applies them (authoritative), the admin the same ones (early feedback, and its URL
 * query is the API's list query). Messages are keys of ../messages.ts.
 */
import * as v from 'valibot';
import {
  DEFAULT_PAGE_SIZE,
  type FieldDef,
  type Fields,
  type LineSetDef,
  MAX_BULK,
  MAX_PAGE_SIZE,
  type ResourceDef,
  searchFields,
  sortableFields,
  writableFields,
} from './define';

const INT_MAX = 2_147_483_647;
/** 10 billion yuan in fen: far above any real document, far below 2^53. */
const MONEY_MAX = 1_000_000_000_000;
const TEXT_MAX = 200;
const LONG_TEXT_MAX = 2000;
/** HTML characters of a rich text (an article of a few thousand words with its markup). */
const RICH_TEXT_MAX = 200_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
function isCalendarDay(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A full ISO-8601 datetime with a 4-digit year (Date.parse alone takes '1' or years PostgreSQL cannot store). */
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
function isIsoDateTime(value: string): boolean {
  return DATETIME.test(value) && !Number.isNaN(Date.parse(value));
}

type Schema = v.GenericSchema;

/** The code of a dictionary value (defs/dictionary.ts), which dictionary fields store. */
export const DICTIONARY_VALUE_CODE = /^[a-z0-9][a-z0-9_]{0,39}$/;

/** The schema of one value of a field, without presence rules. */
export function valueSchema(field: FieldDef): Schema {
  const number = (max: number) =>
    v.pipe(
      v.number('validation.type'),
      v.integer('validation.type'),
      v.minValue(field.min ?? 0, 'validation.tooSmall'),
      v.maxValue(field.max ?? max, 'validation.tooLarge'),
    );
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'richText': {
      const max =
        field.max ?? (field.type === 'text' ? TEXT_MAX : field.type === 'richText' ? RICH_TEXT_MAX : LONG_TEXT_MAX);
      const base = v.pipe(v.string('validation.type'), v.trim(), v.maxLength(max, 'validation.tooLong'));
      const { pattern, check } = field;
      if (!pattern && !check) return base;
      return v.pipe(
        base,
        v.check((value) => value === '' || !pattern || pattern.regex.test(value), pattern?.message ?? ''),
        v.check((value) => value === '' || !check || check.test(value), check?.message ?? ''),
      );
    }
    case 'dictionary':
      // The values are data: the server checks the code against the dictionary (resources/dictionary-fields.ts).
      return v.pipe(v.string('validation.type'), v.regex(DICTIONARY_VALUE_CODE, 'validation.invalid'));
    case 'integer':
      return number(INT_MAX);
    case 'money':
      return number(MONEY_MAX);
    case 'reference':
    case 'category':
      return v.pipe(
        v.number('validation.type'),
        v.integer('validation.type'),
        v.minValue(1, 'validation.type'),
        v.maxValue(INT_MAX, 'validation.type'),
      );
    case 'boolean':
      return v.boolean('validation.type');
    case 'enum':
      return v.picklist(field.values ?? [], 'validation.invalid');
    case 'date':
      return v.pipe(
        v.string('validation.type'),
        v.check((value) => isCalendarDay(value), 'validation.date'),
      );
    case 'datetime':
      return v.pipe(
        v.string('validation.type'),
        v.check((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), 'validation.date'),
      );
    case 'images':
      return v.pipe(
        v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT_MAX)), 'validation.type'),
        v.maxLength(field.max ?? 8, 'validation.tooMany'),
      );
    case 'textList':
      return v.pipe(
        v.array(
          v.pipe(
            v.string('validation.type'),
            v.trim(),
            v.nonEmpty('validation.required'),
            v.maxLength(60, 'validation.tooLong'),
          ),
          'validation.type',
        ),
        v.maxLength(field.max ?? 1000, 'validation.tooMany'),
        v.check((items) => new Set(items).size === items.length, 'validation.duplicate'),
      );
    case 'enumList':
      return v.pipe(
        v.array(v.picklist(field.values ?? [], 'validation.invalid'), 'validation.type'),
        v.check((items) => new Set(items).size === items.length, 'validation.duplicate'),
        // A set: stored in the declared order, whatever order it was picked in.
        v.transform((items) => (field.values ?? []).filter((value) => items.includes(value))),
      );
    case 'region':
      return v.pipe(
        v.array(v.pipe(v.string('validation.type'), v.regex(/^\d{6}$/, 'validation.invalid')), 'validation.type'),
        v.maxLength(3, 'validation.tooMany'),
      );
  }
}

/** What an omitted optional field becomes. */
export function emptyValue(field: FieldDef): unknown {
  if (field.default !== undefined) return field.default;
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'richText':
      return '';
    case 'boolean':
      return false;
    case 'images':
    case 'textList':
    case 'enumList':
    case 'region':
      return [];
    default:
      return null;
  }
}

/** Field types whose value is a list: an empty list is an absent value. */
const LIST_TYPES = new Set<FieldDef['type']>(['images', 'textList', 'enumList', 'region']);

function isPresent(field: FieldDef, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value !== '';
  if (Array.isArray(value) && !LIST_TYPES.has(field.type)) return true;
  return !Array.isArray(value) || value.length > 0;
}

/** One field of an input: required fields must be present; optional ones fall back to emptyValue. */
export function inputFieldSchema(field: FieldDef): Schema {
  const base = valueSchema(field);
  if (field.required) {
    return v.pipe(
      v.nullish(base),
      v.check((value) => isPresent(field, value), 'validation.required'),
    );
  }
  return v.pipe(
    v.nullish(base),
    v.transform((value) => (value === undefined || value === null ? emptyValue(field) : value)),
  );
}

function objectOf(fields: [string, FieldDef][]) {
  return Object.fromEntries(fields.map(([name, field]) => [name, inputFieldSchema(field)]));
}

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * A strict object whose every entry runs even when its key is missing (valibot skips a missing key's pipe, so
 * a required field would pass unnoticed and an optional one would not get its default).
 */
function strictInput(entries: Record<string, Schema>): Schema {
  const keys = Object.keys(entries);
  return v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject, 'validation.type'),
    v.transform((input) => ({ ...Object.fromEntries(keys.map((key) => [key, undefined])), ...input })),
    v.strictObject(entries),
  );
}

/** A strict body of the given fields (for endpoints beside the resource routes, e.g. a stocktake). */
export function inputSchema(fields: Fields): Schema {
  return strictInput(objectOf(Object.entries(fields)));
}

const version = v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type'));

function lineListSchema(set: LineSetDef, keepIds: boolean): Schema {
  const fields = objectOf(writableFields(set.fields));
  // A named set's line keeps its id across updates (other records may refer to it); a new line has none.
  const line = strictInput(keepIds ? { ...fields, id: v.nullish(version) } : fields);
  return v.pipe(
    v.array(line, 'validation.type'),
    v.minLength(set.min ?? 0, 'validation.linesRequired'),
    v.maxLength(set.max ?? 200, 'validation.tooMany'),
  );
}

/** `lines` and every named line set (ResourceDef.lineSets), each under its key. */
function linesSchema(def: ResourceDef): Record<string, Schema> {
  const sets: Record<string, Schema> = {};
  if (def.lines) sets.lines = lineListSchema(def.lines, false);
  for (const [key, set] of Object.entries(def.lineSets ?? {})) sets[key] = lineListSchema(set, true);
  return sets;
}

/** The body of POST <path>: every writable field (and `lines`). */
export function createSchema(def: ResourceDef): Schema {
  return strictInput({ ...objectOf(writableFields(def.fields)), ...linesSchema(def) });
}

/** The body of PUT <path>/:id: the whole writable record plus the version it was read at. */
export function updateSchema(def: ResourceDef): Schema {
  return strictInput({ ...objectOf(writableFields(def.fields)), ...linesSchema(def), version });
}

/** The body of POST <path>/:id/<action>: the version plus the action's own fields. */
export function transitionSchema(def: ResourceDef, action: string): Schema {
  const input: Fields = def.states?.transitions[action]?.input ?? {};
  return strictInput({ ...objectOf(Object.entries(input)), version });
}

export const bulkSchema = v.strictObject({
  ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT_MAX)), 'validation.type'),
    v.minLength(1, 'validation.required'),
    v.maxLength(MAX_BULK, 'validation.tooMany'),
  ),
});

// ---- List query (the same for the API and the admin's URL) -------------------------------------------------

export interface ListFilter {
  field: string;
  kind: 'eq' | 'in' | 'range' | 'bool';
  /** eq / bool: one value; in: several; range: [from, to] (either may be null). */
  values: (string | number | boolean | null)[];
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sort: { field: string; desc: boolean };
  q: string;
  filters: ListFilter[];
  /**
   * Owned resources (ResourceDef.ownership) only: `mine` the caller's own records, `pool` those without an owner;
   * absent: every record the caller may read.
   */
  scope?: ListScope;
}

export const LIST_SCOPES = ['mine', 'pool'] as const;
export type ListScope = (typeof LIST_SCOPES)[number];

/**
 * Lists count their matches exactly up to this many (or up to the end of the page asked for, when deeper);
 * past it the count stops and the answer says `totalCapped` ("10,000+"), so a page costs the same at any size.
 */
export const LIST_COUNT_CAP = 10_000;

/** The deepest page a list query may ask for (six digits). */
export const MAX_PAGE = 999_999;

/** The answer of a list request. */
export interface ListAnswer<Row> {
  list: Row[];
  /** The number of matches, or with `totalCapped` a lower bound: there are more. */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

const digits = (max = 10) => v.pipe(v.string(), v.regex(new RegExp(`^\\d{1,${max}}$`), 'validation.type'));

/** One query value of a field (a string in the URL) converted to its typed form. */
function queryValue(field: FieldDef): Schema {
  switch (field.type) {
    // An enumList filter names values the record's set must contain (`in`: any of them).
    case 'enumList':
    case 'enum':
      return v.picklist(field.values ?? [], 'validation.invalid');
    // Integer and reference columns are 32-bit: a larger number would fail in the database, not here.
    case 'integer':
    case 'reference':
    case 'category':
      return v.pipe(digits(10), v.transform(Number), v.maxValue(INT_MAX, 'validation.tooLarge'));
    case 'money':
      return v.pipe(digits(13), v.transform(Number));
    case 'boolean':
      return v.pipe(
        v.picklist(['true', 'false'], 'validation.invalid'),
        v.transform((value) => value === 'true'),
      );
    case 'date':
      return v.pipe(
        v.string(),
        v.check((value) => isCalendarDay(value), 'validation.date'),
      );
    case 'datetime':
      return v.pipe(
        v.string(),
        v.check((value) => isCalendarDay(value) || isIsoDateTime(value), 'validation.date'),
      );
    default:
      return v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.tooLong'));
  }
}

/** A page number or size in the URL: digits, 1 to `max`. */
const pageNumber = (max: number) =>
  v.pipe(digits(6), v.transform(Number), v.minValue(1, 'validation.tooSmall'), v.maxValue(max, 'validation.tooLarge'));

/** The query parameters a definition accepts, each with its schema (undefined-able: all are optional). */
export function listQueryEntries(def: ResourceDef): Record<string, Schema> {
  const sorts = sortableFields(def);
  const entries: Record<string, Schema> = {
    page: v.optional(pageNumber(MAX_PAGE)),
    pageSize: v.optional(pageNumber(MAX_PAGE_SIZE)),
    sort: v.optional(v.picklist([...sorts, ...sorts.map((name) => `-${name}`)], 'validation.sort')),
  };
  if (searchFields(def).length > 0) entries.q = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)));
  if (def.ownership) entries.scope = v.optional(v.picklist(LIST_SCOPES, 'validation.invalid'));
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.filter) continue;
    const value = queryValue(field);
    if (field.filter === 'range') {
      entries[`${name}From`] = v.optional(value);
      entries[`${name}To`] = v.optional(value);
    } else if (field.filter === 'in') {
      entries[name] = v.optional(
        v.pipe(
          v.string(),
          v.transform((text) => text.split(',').filter((part) => part !== '')),
          v.maxLength(50, 'validation.tooMany'),
          // Each item through the field's own query schema (a pipe cannot hold a schema after an action).
          v.rawTransform(({ dataset, addIssue, NEVER }) => {
            const items: unknown[] = [];
            for (const item of dataset.value) {
              const parsed = v.safeParse(value, item);
              if (!parsed.success) {
                addIssue({ message: parsed.issues[0].message });
                return NEVER;
              }
              items.push(parsed.output);
            }
            return items;
          }),
        ),
      );
    } else {
      entries[name] = v.optional(field.filter === 'bool' ? queryValue({ type: 'boolean' }) : value);
    }
  }
  return entries;
}

export type ParsedList =
  | { success: true; query: ListQuery }
  | { success: false; issues: { path: string; message: string }[] };

/** Parses a list query (URL parameters); anything the definition does not declare is an issue. */
export function parseListQuery(
  def: ResourceDef,
  raw: Record<string, string>,
  extra: Record<string, Schema> = {},
): ParsedList & { extra?: Record<string, unknown> } {
  const schema = v.strictObject({ ...listQueryEntries(def), ...extra });
  const result = v.safeParse(schema, raw, { abortPipeEarly: true });
  if (!result.success) {
    return {
      success: false,
      issues: result.issues.map((issue) => ({
        path: v.getDotPath(issue) ?? '',
        message: issue.type === 'strict_object' ? 'validation.unknownField' : issue.message,
      })),
    };
  }
  const out = result.output as Record<string, unknown>;
  const sortKey = (out.sort as string | undefined) ?? def.defaultSort;
  const filters: ListFilter[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.filter) continue;
    if (field.filter === 'range') {
      const from = out[`${name}From`];
      const to = out[`${name}To`];
      if (from !== undefined || to !== undefined) {
        filters.push({ field: name, kind: 'range', values: [(from as string) ?? null, (to as string) ?? null] });
      }
    } else if (out[name] !== undefined) {
      const value = out[name];
      filters.push({
        field: name,
        kind: field.filter,
        values: Array.isArray(value) ? value : [value as string | number | boolean],
      });
    }
  }
  const extras = Object.fromEntries(Object.keys(extra).map((key) => [key, out[key]]));
  return {
    success: true,
    query: {
      page: (out.page as number | undefined) ?? 1,
      pageSize: (out.pageSize as number | undefined) ?? def.pageSize ?? DEFAULT_PAGE_SIZE,
      sort: { field: sortKey.replace(/^-/, ''), desc: sortKey.startsWith('-') },
      q: (out.q as string | undefined) ?? '',
      filters: filters.filter((filter) => !(filter.kind === 'in' && filter.values.length === 0)),
      ...(out.scope !== undefined ? { scope: out.scope as ListScope } : {}),
    },
    extra: extras,
  };
}
