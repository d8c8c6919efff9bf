/**
 * What ties a contract resource definition to the database and to its business rules. The router
 * (./router.ts) does the generic part — validation, listing, versions, states, audit, export — and calls the
 * hooks for the rest. Every hook runs inside the request's transaction and must use `ctx.tx`, never the app's
 * db: on the embedded database a second query outside the transaction would wait for it forever.
 */
import type { ResourceDef } from '@soundboard/contract';
import type { Context } from 'hono';
import type { Db, Tx } from '../db/client';
import type { AppEnv } from '../http/env';

export type Row = Record<string, unknown> & { id: number; version: number };
export type Input = Record<string, unknown>;

export interface HookContext {
  tx: Tx;
  c: Context<AppEnv>;
  now: Date;
  userId: number;
}

export interface ResourceHooks {
  /**
   * Column values the server adds to a write (document numbers, totals, snapshots). `before` is null on create.
   * Throw an ApiError to refuse the write.
   */
  prepare?(ctx: HookContext, input: Input, before: Row | null): Promise<Record<string, unknown>>;
  /** After the record is written (it has its id): child rows such as lines. */
  afterWrite?(ctx: HookContext, row: Row, input: Input, before: Row | null): Promise<void>;
  /** Refuse a delete (beyond the definition's deletableIn) by throwing. */
  beforeDelete?(ctx: HookContext, row: Row): Promise<void>;
  /**
   * The business effect of a state change (stock movements, derived statuses …), run after the checks and
   * before the status is written; returns further column values to write with it.
   */
  transitions?: Record<
    string,
    (ctx: HookContext, before: Row, input: Input) => Promise<Record<string, unknown> | undefined>
  >;
  /** What the detail view adds to the record (lines, allocations, related documents). */
  detail?(db: Db | Tx, row: Row, c: Context<AppEnv>): Promise<Record<string, unknown>>;
}

export interface ResourceBinding {
  def: ResourceDef;
  /** The drizzle table (or view) whose properties are named as the definition's fields. */
  // biome-ignore lint/suspicious/noExplicitAny: tables of every shape; columns are looked up by field name.
  table: any;
  hooks?: ResourceHooks;
}
