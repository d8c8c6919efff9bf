/** The reading side of a resource: list (filters, sort, pages), one record with its details, its audit history. */
import { type ListAnswer, maskLast4, parseListQuery, type ResourceDef } from '@soundboard/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { auditLog, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, refuseNul } from '../http/validate';
import type { ResourceBinding, Row } from './binding';
import { callerDef, withoutHidden } from './field-access';
import { listScope, mayRead } from './ownership';
import { readPage } from './page';
import { resolveRefs } from './refs';
import { columnOf } from './source';
import { toWire, validationError } from './wire';

/** A row as lists and exports show it: `mask: 'last4'` fields hidden but their last 4 characters. */
export function maskedRow<R extends Record<string, unknown>>(def: ResourceDef, row: R): R {
  const out: Record<string, unknown> = { ...row };
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.mask === 'last4' && typeof out[name] === 'string') out[name] = maskLast4(out[name]);
  }
  return out as R;
}

export async function listRecords(c: Context<AppEnv>, binding: ResourceBinding) {
  const { def } = binding;
  refuseNul(c, c.req.query());
  const parsed = parseListQuery(def, c.req.query());
  if (!parsed.success) throw validationError(c, parsed.issues);
  const { query } = parsed;
  const access = listScope(c, def, binding.source, query.scope);
  const { rows, refs, total, totalCapped } = await readPage(c.var.deps.db, binding, query, access, c.var.locale);
  const answer: ListAnswer<Record<string, unknown>> = {
    list: rows.map((row) => toWire(withoutHidden(c, def, maskedRow(def, row)), refs)),
    total,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
  };
  return ok(c, answer);
}

/** The record, or 404 — also when it belongs to someone else the caller may not read (it is not revealed). */
async function findRecord(c: Context<AppEnv>, binding: ResourceBinding, id: number): Promise<Row> {
  const { source } = binding;
  const [row] = (await c.var.deps.db
    .select()
    .from(source)
    .where(eq(columnOf(source, 'id'), id))) as Row[];
  if (!row || !mayRead(c, binding.def, row)) throw notFound();
  return row;
}

/** The record as the detail view shows it: its fields, reference labels and what the detail hook adds. */
export async function recordDetail(c: Context<AppEnv>, binding: ResourceBinding, row: Row) {
  const { db } = c.var.deps;
  const refs = await resolveRefs(db, binding.def.fields, [row], c.var.locale);
  const extra = (await binding.hooks.detail?.(db, row, c)) ?? {};
  return { ...toWire(withoutHidden(c, binding.def, row), refs), ...extra };
}

export async function getRecord(c: Context<AppEnv>, binding: ResourceBinding) {
  const row = await findRecord(c, binding, idParam(c));
  return ok(c, await recordDetail(c, binding, row));
}

const HISTORY_LIMIT = 100;

/** Which of the definition's fields an audit row changed (before -> after). */
function changesOf(fields: string[], before: unknown, after: unknown) {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const from = before as Record<string, unknown>;
  const to = after as Record<string, unknown>;
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, from: from[field] ?? null, to: to[field] ?? null }));
}

export async function recordHistory(c: Context<AppEnv>, binding: ResourceBinding) {
  const { def } = binding;
  const id = idParam(c);
  await findRecord(c, binding, id);
  const rows = await c.var.deps.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: sql<string | null>`coalesce(nullif(${users.nickname}, ''), ${users.username})`,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, def.name), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  // A transition's input (a reason for sending back) is not a field, but a hook may keep it in the history.
  const inputs = Object.values(def.states?.transitions ?? {}).flatMap((transition) =>
    Object.keys(transition.input ?? {}),
  );
  const fields = [...new Set([...Object.keys(callerDef(c, def).fields), ...inputs])];
  return ok(
    c,
    rows.map((row) => ({
      id: row.id,
      action: row.action,
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      changes: changesOf(fields, row.before, row.after),
    })),
  );
}
