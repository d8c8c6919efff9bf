/**
 * A resource's table derived from its contract definition: one column per field (snake_case name, the type its
 * field type is stored as, NOT NULL and default as the definition implies), a unique constraint per `unique`
 * field and a CHECK per enum and enumList field. What the definition cannot say stays hand-written beside the
 * call: foreign keys, indexes, other constraints, and columns the definition does not have.
 */
import { emptyValue, type FieldDef, type Fields, type FieldType, type ResourceDef } from '@soundboard/contract';
import type { BuildExtraConfigColumns, HasDefault, NotNull } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  foreignKey,
  integer,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './common';

/** How each field type is stored. */
const BUILDERS = {
  text: (name: string) => text(name),
  longText: (name: string) => text(name),
  integer: (name: string) => integer(name),
  /** Integer fen: bigint, read as a JS number (amounts stay far below 2^53). */
  money: (name: string) => bigint(name, { mode: 'number' }),
  boolean: (name: string) => boolean(name),
  enum: (name: string) => text(name),
  date: (name: string) => date(name, { mode: 'string' }),
  datetime: (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }),
  reference: (name: string) => integer(name),
  images: (name: string) => integer(name).array(),
  textList: (name: string) => text(name).array(),
  enumList: (name: string) => text(name).array(),
  /** GB/T 2260 codes: province, city, district. */
  region: (name: string) => text(name).array(),
  /** The code of a dictionary value. */
  dictionary: (name: string) => text(name),
  /** Sanitised HTML. */
  richText: (name: string) => text(name),
  /** A node id of the field's category tree (categories.id). */
  category: (name: string) => integer(name),
} satisfies Record<FieldType, (name: string) => PgColumnBuilderBase>;

type Base<F extends FieldDef> = ReturnType<(typeof BUILDERS)[F['type']]>;

/** Types stored as an empty value rather than null (contract emptyValue). */
type EmptyValueType = 'text' | 'longText' | 'richText' | 'boolean' | 'images' | 'textList' | 'enumList' | 'region';

/** The column has a default: declared, the state machine's initial state, or the empty value of an optional field. */
type HasDefaultFlag<F extends FieldDef, IsState> = IsState extends true
  ? true
  : F extends { default: string | number | boolean }
    ? true
    : F extends { required: true }
      ? false
      : F['type'] extends EmptyValueType
        ? true
        : false;

/** NOT NULL: required (on a read-only field: always set by the server), or never without a value. */
type NotNullFlag<F extends FieldDef, IsState> =
  HasDefaultFlag<F, IsState> extends true ? true : F extends { required: true } ? true : false;

type ColumnOf<F extends FieldDef, IsState> =
  NotNullFlag<F, IsState> extends true
    ? HasDefaultFlag<F, IsState> extends true
      ? HasDefault<NotNull<Base<F>>>
      : NotNull<Base<F>>
    : Base<F>;

export type FieldColumns<F extends Fields, State extends string = never> = {
  -readonly [K in keyof F & string]: ColumnOf<F[K], K extends State ? true : false>;
};

type StateOf<D extends ResourceDef> = NonNullable<D['states']> extends { field: infer S extends string } ? S : never;

/** The columns of a definition's fields, keyed by field name. */
export type DefColumns<D extends ResourceDef> = FieldColumns<D['fields'], StateOf<D>>;

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function fieldColumn(name: string, field: FieldDef, initial: string | undefined): PgColumnBuilderBase {
  const column = BUILDERS[field.type](snakeCase(name));
  const fallback = field.required ? null : emptyValue(field);
  const value = initial ?? field.default ?? fallback;
  if (value !== null && value !== undefined) return column.notNull().default(value as never);
  return field.required ? column.notNull() : column;
}

/** Columns for `fields`; `state` names the state machine's field and its initial state (its default). */
export function fieldColumns<F extends Fields, S extends string = never>(
  fields: F,
  state?: { field: S; initial: string },
): FieldColumns<F, S> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      fieldColumn(name, field, name === state?.field ? state.initial : undefined),
    ]),
  ) as FieldColumns<F, S>;
}

/** The columns of a definition's own fields. */
export function defColumns<D extends ResourceDef>(def: D): DefColumns<D> {
  return fieldColumns(def.fields, def.states) as DefColumns<D>;
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * What the definition declares about its fields' values, as constraints: `<table>_<column>_unique` for a
 * `unique` field, `<table>_<column>_check` keeping an enum within its values and an enumList's items within
 * them. db-errors reads the field of a refused write back from these declarations.
 */
export function fieldConstraints(
  tableName: string,
  fields: Fields,
  columns: Record<string, ExtraConfigColumn | PgColumn>,
): PgTableExtraConfigValue[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const column = columns[name];
    if (!column) return [];
    const constraints: PgTableExtraConfigValue[] = [];
    const prefix = `${tableName}_${snakeCase(name)}`;
    // An optional text is stored as '' when empty: only given values need be unique.
    if (field.unique && !field.required && (field.type === 'text' || field.type === 'longText'))
      constraints.push(uniqueIndex(`${prefix}_unique`).on(column).where(sql`${column} <> ''`));
    else if (field.unique) constraints.push(unique(`${prefix}_unique`).on(column));
    const values = field.values?.map(quote).join(', ');
    let rule: SQL | undefined;
    if (field.type === 'enum' && values) rule = sql`${column} IN (${sql.raw(values)})`;
    if (field.type === 'enumList' && values) rule = sql`${column} <@ ARRAY[${sql.raw(values)}]::text[]`;
    if (rule) constraints.push(check(`${prefix}_check`, rule));
    return constraints;
  });
}

/** A foreign key written beside the table; its name is drizzle's default, as a column's `.references()` gets. */
export function references(
  column: ExtraConfigColumn,
  target: PgColumn,
  onDelete: 'restrict' | 'cascade' | 'set null' = 'restrict',
) {
  return foreignKey({ columns: [column], foreignColumns: [target] }).onDelete(onDelete);
}

const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
type RecordColumns = ReturnType<typeof recordColumns> & { id: ReturnType<typeof idColumn> };

type ColumnMap = Record<string, PgColumnBuilderBase>;
/** Derived columns D, then the hand-written E (which replace derived ones of the same name). */
type Merged<D extends ColumnMap, E extends ColumnMap> = Omit<D, keyof E> & E;
type TableColumns<D extends ResourceDef, E extends ColumnMap> = Merged<RecordColumns & DefColumns<D>, E>;
type LineColumns<F extends Fields, E extends ColumnMap> = Merged<
  { id: ReturnType<typeof idColumn> } & FieldColumns<F>,
  E
>;

export interface TableOptions<N extends string, C extends ColumnMap, E extends ColumnMap> {
  /** Columns the definition does not have (or stores differently): they replace a derived one of the same name. */
  columns?: E;
  /** Foreign keys, indexes and other constraints, given the table's columns. */
  extra?: (table: BuildExtraConfigColumns<N, C, 'pg'>) => PgTableExtraConfigValue[];
}

/**
 * The table of resource `def`: `id`, its fields' columns, the record columns every record carries (./common.ts),
 * then `columns`. Property names are the field names.
 *
 *   export const suppliers = resourceTable('suppliers', supplier);
 */
export function resourceTable<
  const N extends string,
  D extends ResourceDef,
  E extends ColumnMap = Record<never, never>,
>(name: N, def: D, options: TableOptions<N, TableColumns<D, E>, E> = {}) {
  const columns = { id: idColumn(), ...defColumns(def), ...recordColumns(), ...options.columns } as TableColumns<D, E>;
  const table = pgTable(name, columns, (table) => [
    ...fieldConstraints(name, def.fields, table as Record<string, ExtraConfigColumn>),
    ...(options.extra?.(table) ?? []),
  ]);
  // Tagged with its resource so ./resource-tables.ts finds it without a hand-kept list.
  Object.defineProperty(table, RESOURCE_OF, { value: def.name });
  return table;
}

/** The resource name a table made by resourceTable was derived from. */
export const RESOURCE_OF = Symbol('resource');

export function resourceOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && RESOURCE_OF in value
    ? (value as { [RESOURCE_OF]: string })[RESOURCE_OF]
    : undefined;
}

type LinesOf<D extends ResourceDef> = NonNullable<D['lines']>['fields'];

/**
 * The table of a resource's line items (`def.lines.fields`): `id`, the fields' columns, then `columns` (the
 * parent's key, a line number…).
 */
export function lineTable<const N extends string, D extends ResourceDef, E extends ColumnMap = Record<never, never>>(
  name: N,
  def: D,
  options: TableOptions<N, LineColumns<LinesOf<D>, E>, E> = {},
) {
  const fields = def.lines?.fields;
  if (!fields) throw new Error(`${def.name} has no line items`);
  const derived: ColumnMap = { id: idColumn(), ...fieldColumns(fields), ...options.columns };
  const columns = derived as LineColumns<LinesOf<D>, E>;
  return pgTable(name, columns, (table) => [
    ...fieldConstraints(name, fields, table as Record<string, ExtraConfigColumn>),
    ...(options.extra?.(table) ?? []),
  ]);
}
