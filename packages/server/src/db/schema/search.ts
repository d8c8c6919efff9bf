import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The pinyin of the names the command palette searches (server src/search/pinyin-index.ts keeps it): one row per
 * record of a kind with Chinese names, written in the same transaction as the record. `initials` holds the first
 * letter of each syllable ("zs" for 张三), `spelled` the syllables run together ("zhangsan"); both lower-case,
 * letters and digits of other scripts kept as they are. Trigram indexes answer the palette's contains match.
 */
export const searchNames = pgTable(
  'search_names',
  {
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    initials: text('initials').notNull(),
    spelled: text('spelled').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId] }),
    index('search_names_initials_trgm_idx').using('gin', t.initials.op('gin_trgm_ops')),
    index('search_names_spelled_trgm_idx').using('gin', t.spelled.op('gin_trgm_ops')),
  ],
);
