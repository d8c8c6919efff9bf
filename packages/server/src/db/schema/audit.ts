import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './common';

/** One row per write: who, what, when, before/after. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: tstz('at').notNull().defaultNow(),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (table) => [index('audit_entity_idx').on(table.entity, table.entityId)],
);
