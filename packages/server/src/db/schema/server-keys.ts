/**
 * Keys the server signs with (storefront preview links: storefront/signing.ts). Made once, on first use, and kept
 * in the database so that every server process on one PostgreSQL signs and checks with the same key.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './common';

export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
