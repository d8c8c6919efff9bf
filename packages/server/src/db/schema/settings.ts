/** Settings: typed configuration values, dictionaries (contract: resources/defs/dictionary.ts), sales targets. */
import { dictionary } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { tstz } from './common';
import { lineTable, references, resourceTable } from './resource-columns';
import { users } from './users';

/** A configuration value set by an administrator; a key without a row has the contract's default. */
export const configValues = pgTable('config_values', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
  version: integer('version').notNull().default(1),
});

export const dictionaries = resourceTable('dictionaries', dictionary);

export const dictionaryItems = lineTable('dictionary_items', dictionary, {
  columns: { dictionaryId: integer('dictionary_id').notNull() },
  extra: (t) => [
    references(t.dictionaryId, dictionaries.id, 'cascade'),
    unique('dictionary_items_code_unique').on(t.dictionaryId, t.code),
  ],
});

/** A salesperson's target in minor units: month 1-12, or 0 for the whole year. */
export const kpiTargets = pgTable(
  'kpi_targets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.year, t.month] }),
    check('kpi_targets_month', sql`${t.month} BETWEEN 0 AND 12`),
    check('kpi_targets_amount', sql`${t.amount} >= 0`),
  ],
);
