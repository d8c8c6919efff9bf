/**
 * What ties a contract resource definition to the database and to its business rules. The router
 * (./router.ts) does the generic part — validation, listing, versions, states, audit, export — and calls the
 * hooks for the rest. A resource without rules has no binding: ./registry.ts serves it from its table alone.
 * Every hook runs inside the request's transaction and must use `ctx.tx`, never the app's db: on the embedded
 * database a second query outside the transaction would wait for it forever.
 */
import type { ActionOf, InputOf, RecordOf, ResourceDef, TransitionInputOf } from '@soundboard/contract';
import type { SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db, Tx } from '../db/client';
import type { AppEnv } from '../http/env';
import type { ResourceSource } from './source';

/** A record as the framework handles any resource's. */
export type Row = Record<string, unknown> & { id: number; version: number };
export type Input = Record<string, unknown>;

/** A record of resource D as the database hands it back (instants as Dates). */
export type RowOf<D extends ResourceDef> = RecordOf<D, Date>;

export interface HookContext {
  tx: Tx;
  c: Context<AppEnv>;
  now: Date;
  userId: number;
}

/** The hook context of a request's transaction (also for domain routes that write through the same rules). */
export function hookContext(c: Context<AppEnv>, tx: Tx): HookContext {
  return { tx, c, now: c.var.deps.now(), userId: c.var.user.userId };
}

/** Column values a hook adds to a write (numbers, totals, snapshots, times). */
export type ColumnValues<D extends ResourceDef> = Partial<RowOf<D>>;

/** What prepare worked out: column values for the write, and a plan (checked lines …) for afterWrite. */
export interface Prepared<D extends ResourceDef, P> {
  values?: ColumnValues<D>;
  plan?: P;
}

export interface ResourceHooks<D extends ResourceDef, P> {
  /** Checks a write and works out what the server adds (`before` is null on create). Throw an ApiError to refuse. */
  prepare?(ctx: HookContext, input: InputOf<D>, before: RowOf<D> | null): Promise<Prepared<D, P>>;
  /** After the record is written (it has its id): child rows such as lines, from prepare's plan. */
  afterWrite?(ctx: HookContext, row: RowOf<D>, plan: P, input: InputOf<D>): Promise<void>;
  /** Refuse a delete (beyond the definition's deletableIn) by throwing. */
  beforeDelete?(ctx: HookContext, row: RowOf<D>): Promise<void>;
  /**
   * The business effect of a state change (stock movements, derived statuses …), run after the checks and
   * before the status is written; returns further column values to write with it.
   */
  transitions?: {
    [A in ActionOf<D>]?: (
      ctx: HookContext,
      before: RowOf<D>,
      input: TransitionInputOf<D, A>,
    ) => Promise<ColumnValues<D> | undefined>;
  };
  /**
   * Work after a state change has committed, outside its transaction so it holds no lock (rendering and
   * archiving a paid withdrawal's PDF). It must not fail the request: the change is done.
   */
  afterCommit?: { [A in ActionOf<D>]?: (c: Context<AppEnv>, row: RowOf<D>) => Promise<void> };
  /**
   * Further matches of the list's search (`pattern`: a contains pattern for ILIKE) beyond the definition's own
   * search fields — names in other tables — OR-ed with them, in the list, its count and the export; worked out
   * before the list's statement (query.ts searchBeyond), undefined when there are none.
   */
  search?(db: Db | Tx, pattern: string): Promise<SQL | undefined>;
  /** What the detail view adds to the record (lines, allocations, related documents). */
  detail?(db: Db | Tx, row: RowOf<D>, c: Context<AppEnv>): Promise<Record<string, unknown>>;
}

/** A resource's hooks as the generic router calls them, for any resource. */
export interface AnyHooks {
  prepare?(ctx: HookContext, input: Input, before: Row | null): Promise<{ values?: Input; plan?: unknown }>;
  afterWrite?(ctx: HookContext, row: Row, plan: unknown, input: Input): Promise<void>;
  beforeDelete?(ctx: HookContext, row: Row): Promise<void>;
  transitions?: Record<
    string,
    ((ctx: HookContext, before: Row, input: Input) => Promise<Input | undefined>) | undefined
  >;
  afterCommit?: Record<string, ((c: Context<AppEnv>, row: Row) => Promise<void>) | undefined>;
  search?(db: Db | Tx, pattern: string): Promise<SQL | undefined>;
  detail?(db: Db | Tx, row: Row, c: Context<AppEnv>): Promise<Record<string, unknown>>;
}

/** The rules of one resource, found by its name (domains/index.ts); `source` replaces its table for reading. */
export interface Binding {
  def: ResourceDef;
  hooks: AnyHooks;
  source?: ResourceSource;
}

/**
 * A resource's rules, typed by its definition: inputs, rows and transition inputs are the definition's types,
 * and afterWrite receives the plan prepare returned. The router knows no resource's types, so the binding is
 * handed on in the general form (the one place the types are let go).
 */
export function defineBinding<D extends ResourceDef, P = undefined>(
  def: D,
  hooks: ResourceHooks<D, P>,
  options: { source?: ResourceSource } = {},
): Binding {
  return { def, hooks: hooks as unknown as AnyHooks, ...options };
}

/** A resource as the router serves it: its definition, where its records are, its rules (maybe none). */
export interface ResourceBinding {
  def: ResourceDef;
  source: ResourceSource;
  hooks: AnyHooks;
}
