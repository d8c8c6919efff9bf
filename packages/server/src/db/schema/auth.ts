import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { tstz } from './common';
import { roles, users } from './users';

/** Only the SHA-256 of the token is stored; the token itself exists only in the client. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    createdAt: tstz('created_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    idleExpiresAt: tstz('idle_expires_at').notNull(),
    absoluteExpiresAt: tstz('absolute_expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** Switch roles: the one role this session acts as; null: all the user's roles. */
    activeRoleId: integer('active_role_id').references(() => roles.id, { onDelete: 'set null' }),
    /** When the owner last proved it is them (password or code, auth/re-auth.ts); null: not since sign-in. */
    reAuthAt: tstz('re_auth_at'),
    /** Signed in with a second factor (or enrolled one in this session): what a role's two-factor rule asks of it. */
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Kept in the database (not in memory) so every server process sees the same throttling window. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    at: tstz('at').notNull(),
    /** SHA-256 of the known-device token the attempt came with, when that device is known to the account. */
    device: text('device'),
  },
  (table) => [
    index('login_attempts_user_idx').on(table.username, table.at),
    index('login_attempts_ip_idx').on(table.ip, table.at),
  ],
);

/**
 * Browsers an account has signed in from (auth/known-device.ts): only the SHA-256 of the cookie's random token.
 * One browser token may be known to several accounts; its holder passes that account's lock (throttle.ts).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: tstz('created_at').notNull(),
    lastUsedAt: tstz('last_used_at').notNull(),
  },
  (table) => [unique('known_devices_user_token_key').on(table.userId, table.tokenHash)],
);
