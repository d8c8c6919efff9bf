/**
 * Two-factor sign-in (auth/totp.ts): a user's TOTP secret, their one-time recovery codes (hashed) and the
 * short-lived challenges between the password step and the code step (token hashed, like sessions).
 */
import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { tstz } from './common';
import { users } from './users';

/**
 * One row per user who started enrolling; `enabledAt` null until a code confirmed it. The secret is kept as is
 * (verifying needs it); `lastStep` is the last time step a code was accepted for, so no code works twice.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: tstz('enabled_at'),
  lastStep: integer('last_step').notNull().default(0),
  createdAt: tstz('created_at').notNull(),
});

/** Only the SHA-256 of each code (with the user id); a used code keeps its row with `usedAt` set. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
  },
  (table) => [unique('recovery_codes_user_code_key').on(table.userId, table.codeHash)],
);

/** A correct password of an enrolled user: the code step must follow within minutes and few attempts. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
  },
  (table) => [index('two_factor_challenges_user_idx').on(table.userId)],
);
