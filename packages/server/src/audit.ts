import { maskLast4, RESOURCES } from '@soundboard/contract';
import type { Context } from 'hono';
import type { Db } from './db/client';
import { auditLog } from './db/schema';
import { clientAddress } from './http/client-address';
import type { AppEnv } from './http/env';

const SECRET_FIELDS = new Set(['passwordHash', 'password', 'bytes', 'tokenHash']);

/**
 * Identity and account numbers: the audit log keeps their last 4 characters (the record itself holds the whole,
 * for those allowed to read it). Every resource field the lists mask, and the certification's numbers.
 */
const MASKED_FIELDS = new Set([
  ...Object.values(RESOURCES).flatMap((def) =>
    Object.entries(def.fields)
      .filter(([, field]) => field.mask === 'last4')
      .map(([name]) => name),
  ),
  'legalPersonCertNumber',
  'organizationCode',
]);

/** Drops secrets and binary data, masks identity numbers, before a row goes into the audit log. */
function scrub(value: unknown): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value ?? null;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, field]) => [key, MASKED_FIELDS.has(key) && typeof field === 'string' ? maskLast4(field) : field]),
  );
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  actorId?: number | null;
}

/** Records a write; call it with the transaction that made the write so both commit or neither does. */
export async function audit(db: Db, c: Context<AppEnv>, entry: AuditEntry): Promise<void> {
  const actorId = entry.actorId !== undefined ? entry.actorId : (c.get('user')?.userId ?? null);
  await db.insert(auditLog).values({
    actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: scrub(entry.before),
    after: scrub(entry.after),
    at: c.var.deps.now(),
    requestId: c.var.requestId,
    ip: clientAddress(c),
  });
}
