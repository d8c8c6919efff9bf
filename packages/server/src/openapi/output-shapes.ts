/**
 * The pieces the hand-written answer shapes (./hand-outputs*.ts) are made of. `shape<T>()` ties an object schema
 * to the contract's TypeScript type T: it must name exactly T's keys, so a field added to the contract and not to
 * its shape fails to compile.
 */
import type { ForumPage } from '@soundboard/contract';
import * as v from 'valibot';

export type Schema = v.GenericSchema;

/** An object schema naming exactly the keys of the contract's type T (optional keys with v.optional). */
export const shape =
  <T>() =>
  <E extends { [K in keyof Required<T>]: Schema }>(entries: E & { [K in Exclude<keyof E, keyof T>]: never }) =>
    v.object(entries);

export const nullableNumber = v.nullable(v.number());
export const nullableString = v.nullable(v.string());

/** A page of rows as the paged hand-written lists answer it. */
export const pageOf = <T>(item: Schema) =>
  shape<ForumPage<T>>()({ list: v.array(item), total: v.number(), page: v.number(), pageSize: v.number() });
