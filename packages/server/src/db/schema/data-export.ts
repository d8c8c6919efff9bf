import { DATA_EXPORT_STATES } from '@soundboard/contract';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, tstz } from './common';
import { users } from './users';

/**
 * A user's data export (data-export/): one row per user, the latest export, replaced by the next. The ZIP's bytes
 * live here, not in the file store: the row and the file come and go in the same transaction, so an expired or
 * replaced export leaves no copy behind (the store is content-addressed, shared and may be versioned or
 * replicated), and it is small and short-lived.
 */
export const dataExports = pgTable('data_exports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: text('state', { enum: DATA_EXPORT_STATES }).notNull(),
  /** The requester's language (README, CSV headers) and time zone (CSV times). */
  locale: text('locale').notNull(),
  timeZone: text('time_zone').notNull(),
  /** Steps done (contract DATA_EXPORT_STEPS). */
  done: integer('done').notNull().default(0),
  /** The subjects collected so far, by name, until the last step writes the ZIP and empties it. */
  parts: jsonb('parts').notNull().default({}),
  bytes: bytea('bytes'),
  size: integer('size'),
  fileName: text('file_name'),
  /** Why the job failed (job-error.ts: no values, no statement). */
  error: text('error'),
  requestedAt: tstz('requested_at').notNull(),
  readyAt: tstz('ready_at'),
  expiresAt: tstz('expires_at'),
});
