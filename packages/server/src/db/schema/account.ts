import { ACCOUNT_REQUEST_KINDS, ACCOUNT_REQUEST_STATUSES, CERTIFICATION_STATUSES } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, tstz } from './common';
import { users } from './users';

/** Register and forgot-password requests, handled by an administrator (no email is sent). */
export const accountRequests = pgTable(
  'account_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ACCOUNT_REQUEST_KINDS }).notNull(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    passwordHash: text('password_hash'),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: ACCOUNT_REQUEST_STATUSES }).notNull().default('pending'),
    handledBy: integer('handled_by'),
    handledAt: tstz('handled_at'),
    note: text('note').notNull().default(''),
    ip: text('ip').notNull().default(''),
    ...recordColumns(),
  },
  (table) => [
    index('account_requests_status_idx').on(table.status, table.kind),
    // The per-address bound on pending requests counts by address.
    index('account_requests_ip_idx').on(table.ip, table.status),
  ],
);

/**
 * Fixed-window counters of the public routes (register, forgot password) per client address, in the database so
 * every process shares them (auth/public-rate-limit.ts).
 */
export const publicRateLimits = pgTable('public_rate_limits', {
  key: text('key').primaryKey(),
  windowStart: tstz('window_start').notNull(),
  hits: integer('hits').notNull(),
});

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['message', 'notice', 'todo'] }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    tag: text('tag'),
    read: boolean('read').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
    /** The event that wrote it (contract notifications/kinds.ts); null on notes written before kinds existed. */
    kind: text('kind'),
    /** The admin path of the record it is about (opened from the message box and the message centre). */
    link: text('link'),
    /** Who caused it (null: the system, e.g. a scheduled job). */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** A to-do's action ("article-review:42"): doing the action closes every open to-do of the key. */
    todoKey: text('todo_key'),
    closedAt: tstz('closed_at'),
  },
  (table) => [
    index('messages_user_type_idx').on(table.userId, table.type),
    // The live stream reads a user's messages after the last id it sent.
    index('messages_user_id_idx').on(table.userId, table.id),
    index('messages_open_todo_idx').on(table.todoKey).where(sql`${table.closedAt} IS NULL`),
  ],
);

export const certifications = pgTable(
  'certifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type').notNull(),
    legalPersonName: text('legal_person_name').notNull(),
    legalPersonCertType: text('legal_person_cert_type').notNull(),
    legalPersonCertNumber: text('legal_person_cert_number').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    enterpriseCertType: text('enterprise_cert_type').notNull(),
    organizationCode: text('organization_code').notNull(),
    status: text('status', { enum: CERTIFICATION_STATUSES }).notNull(),
    /** The reviewer's reason, which the applicant reads; set when rejected. */
    rejectReason: text('reject_reason'),
    ...recordColumns(),
  },
  (table) => [index('certifications_user_idx').on(table.userId)],
);
