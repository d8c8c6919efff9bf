/**
 * Row ownership (contract ResourceDef.ownership): a customer belongs to its salesperson. A caller without the
 * definition's `allPermission` reads only the records it owns and those without an owner (the shared pool), and
 * writes only its own. Every path that reads or writes such a resource goes through these three functions — the
 * list and its export, the detail and history, reference pickers and checks, duplicate checks, writes and state
 * changes — so the rule is said once.
 */
import type { ListScope, ResourceDef } from '@soundboard/contract';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { columnOf, type ResourceSource } from './source';

/** Whether the caller sees every record of `def` (no ownership, or it holds the all-permission). */
export function seesAll(c: Context<AppEnv>, def: ResourceDef): boolean {
  const { ownership } = def;
  if (!ownership) return true;
  return c.get('user')?.permissions.has(ownership.allPermission) ?? false;
}

/** The condition on `source` a caller's reads add: its own records or the pool's; undefined when it sees all. */
export function readScope(c: Context<AppEnv>, def: ResourceDef, source: ResourceSource): SQL | undefined {
  if (seesAll(c, def) || !def.ownership) return undefined;
  const column = columnOf(source, def.ownership.field);
  return or(eq(column, c.var.user.userId), isNull(column));
}

/**
 * What a list or export reads: readScope, narrowed by the list's `scope` (mine: the caller's own records; pool:
 * those without an owner). Undefined when nothing narrows it.
 */
export function listScope(
  c: Context<AppEnv>,
  def: ResourceDef,
  source: ResourceSource,
  scope: ListScope | undefined,
): SQL | undefined {
  if (!def.ownership) return undefined;
  const column = columnOf(source, def.ownership.field);
  const narrowed = scope === 'mine' ? eq(column, c.var.user.userId) : scope === 'pool' ? isNull(column) : undefined;
  return and(readScope(c, def, source), narrowed);
}

/** Whether the caller may read `row` (the same rule as readScope, for a row in hand). */
export function mayRead(c: Context<AppEnv>, def: ResourceDef, row: Record<string, unknown>): boolean {
  if (seesAll(c, def) || !def.ownership) return true;
  const owner = row[def.ownership.field];
  return owner === null || owner === undefined || owner === c.var.user.userId;
}

/** Why the caller may not write `row` (a message key: in the pool, another's), or null when it may. */
export function writeRefusal(c: Context<AppEnv>, def: ResourceDef, row: Record<string, unknown>): string | null {
  if (seesAll(c, def) || !def.ownership) return null;
  const owner = row[def.ownership.field];
  if (owner === c.var.user.userId) return null;
  return owner === null || owner === undefined ? `${def.name}.inPool` : `${def.name}.notYours`;
}

/**
 * Refuses a write (update, delete, state change, a line or follow-up added) to a record the caller does not own:
 * a pool record must be claimed first, another's is not theirs. Holders of the all-permission write any.
 */
export function assertMayWrite(c: Context<AppEnv>, def: ResourceDef, row: Record<string, unknown>): void {
  const refusal = writeRefusal(c, def, row);
  if (refusal) throw refused(refusal);
}
