/**
 * The TypeScript types a definition implies, so code working on one resource (the server's hooks, a screen)
 * reads `order.total` as a number and `order.status` as one of its values without restating either.
 */
import type { FieldDef, Fields, ResourceDef } from './define';

/** The value of a field (dates as 'YYYY-MM-DD'; instants as Instant: a string on the wire, a Date on the server). */
type ValueOfType<F extends FieldDef, Instant = string> = F['type'] extends 'datetime'
  ? Instant
  : F['type'] extends 'text' | 'longText' | 'richText' | 'date'
    ? string
    : F['type'] extends 'integer' | 'money' | 'reference' | 'category'
      ? number
      : F['type'] extends 'boolean'
        ? boolean
        : F['type'] extends 'enum'
          ? EnumValue<F>
          : F['type'] extends 'enumList'
            ? EnumValue<F>[]
            : F['type'] extends 'images'
              ? number[]
              : F['type'] extends 'textList' | 'region'
                ? string[]
                : never;

/** An enum's declared values as a union (string when they are not literal). */
type EnumValue<F extends FieldDef> = F['values'] extends readonly (infer V extends string)[] ? V : string;

/**
 * Never null: required fields, fields with a default, and the types stored as an empty value rather than null
 * (text '', boolean false, lists '{}': contract emptyValue).
 */
type NeverNull<F extends FieldDef> = F extends { required: true }
  ? true
  : F extends { default: string | number | boolean }
    ? true
    : F['type'] extends 'text' | 'longText' | 'richText' | 'boolean' | 'images' | 'textList' | 'enumList' | 'region'
      ? true
      : false;

export type FieldValue<F extends FieldDef, Instant = string> =
  NeverNull<F> extends true ? ValueOfType<F, Instant> : ValueOfType<F, Instant> | null;

/** What every record carries (define.ts SYSTEM_FIELDS). */
export interface SystemValues<Instant = string> {
  id: number;
  createdAt: Instant;
  createdBy: number | null;
  updatedAt: Instant;
  updatedBy: number | null;
  version: number;
}

/** A record's own fields (the state machine's field is never null: it starts at `initial`). */
export type ValuesOf<F extends Fields, State extends string = never, Instant = string> = {
  -readonly [K in keyof F]: K extends State ? NonNullable<FieldValue<F[K], Instant>> : FieldValue<F[K], Instant>;
};

type StateField<D extends ResourceDef> = NonNullable<D['states']> extends { field: infer S extends string } ? S : never;

/** A record of resource D (Instant: see ValueOfType). */
export type RecordOf<D extends ResourceDef, Instant = string> = ValuesOf<D['fields'], StateField<D>, Instant> &
  SystemValues<Instant>;

type WritableKeys<F extends Fields> = { [K in keyof F]: F[K] extends { readOnly: true } ? never : K }[keyof F];

/** One line item as sent (its writable fields; the schema fills in what was left out). */
export type LineInputOf<D extends ResourceDef> =
  LineFields<D> extends infer L extends Fields ? { -readonly [K in WritableKeys<L>]: FieldValue<L[K]> } : never;

type LineFields<D extends ResourceDef> = NonNullable<D['lines']> extends { fields: infer L extends Fields } ? L : never;

/**
 * A create or update as it arrives after validation (contract createSchema / updateSchema): every writable
 * field, omitted ones filled with their empty value; `lines` when the resource has line items.
 */
export type InputOf<D extends ResourceDef> = {
  -readonly [K in WritableKeys<D['fields']>]: FieldValue<D['fields'][K]>;
} & ([LineFields<D>] extends [never] ? unknown : { lines: LineInputOf<D>[] }) & { version?: number };

/** The body of state change A as it arrives: the version plus the action's own fields. */
export type TransitionInputOf<D extends ResourceDef, A extends string> = ActionFields<
  NonNullable<D['states']>['transitions'],
  A
> & { version: number };

type ActionFields<T, A extends string> = A extends keyof T
  ? T[A] extends { input: infer I extends Fields }
    ? { -readonly [K in keyof I]: FieldValue<I[K]> }
    : unknown
  : unknown;

/** The actions of D's state machine. */
export type ActionOf<D extends ResourceDef> = keyof NonNullable<D['states']>['transitions'] & string;
