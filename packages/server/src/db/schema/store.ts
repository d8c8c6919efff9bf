/**
 * Stores with their weekly hours, exceptional days and installed players (contract resources/defs/store.ts),
 * home-page templates with their immutable versions, the global fitment with its versions
 * (contract decoration/*.ts), and advertisement positions and ads (resources/defs/ad-position.ts,
 * advertisement.ts).
 */
import {
  ADVERTISEMENT_STORE_FIELDS,
  adPosition,
  advertisement,
  homeTemplate,
  STORE_EXCEPTION_FIELDS,
  STORE_HOURS_FIELDS,
  STORE_PLAYER_FIELDS,
  store,
} from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { tstz } from './common';
import { fieldColumns, references, resourceTable } from './resource-columns';
import { users } from './users';

export const stores = resourceTable('stores', store, {
  extra: (t) => [references(t.managerId, users.id, 'set null'), index('stores_status_idx').on(t.status)],
});

/** A line of a store's line set: its own id, the store, its position. */
const storeLine = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  storeId: integer('store_id').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const storeHours = pgTable('store_hours', { ...storeLine(), ...fieldColumns(STORE_HOURS_FIELDS) }, (t) => [
  references(t.storeId, stores.id, 'cascade'),
  index('store_hours_store_idx').on(t.storeId),
]);

export const storeExceptions = pgTable(
  'store_exceptions',
  { ...storeLine(), ...fieldColumns(STORE_EXCEPTION_FIELDS) },
  (t) => [references(t.storeId, stores.id, 'cascade'), unique('store_exceptions_day_unique').on(t.storeId, t.date)],
);

export const storePlayers = pgTable(
  'store_players',
  {
    ...storeLine(),
    ...fieldColumns(STORE_PLAYER_FIELDS),
    /** What the player reported playing at its last heartbeat (contract PlayerDevice.nowPlaying). */
    nowPlaying: jsonb('now_playing').$type<{ kind: 'track' | 'announcement'; title: string; startedAt: string }>(),
  },
  (t) => [
    references(t.storeId, stores.id, 'cascade'),
    references(t.productId, products.id),
    index('store_players_store_idx').on(t.storeId),
    unique('store_players_serial_unique').on(t.serial),
  ],
);

export const homeTemplates = resourceTable('home_templates', homeTemplate, {
  columns: {
    /** The working copy (contract decoration/document.ts), validated on every save. */
    draft: jsonb('draft').notNull(),
    draftVersion: integer('draft_version').notNull().default(1),
    draftSavedAt: tstz('draft_saved_at').notNull().defaultNow(),
    draftSavedBy: integer('draft_saved_by'),
  },
  extra: (t) => [
    references(t.draftSavedBy, users.id, 'set null'),
    // Exactly one active template at most (the seed makes one active; activate switches in one transaction).
    uniqueIndex('home_templates_one_active').on(t.active).where(sql`${t.active}`),
    uniqueIndex('home_templates_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
});

/** What each publish of a template made: never changed once written. */
export const homeTemplateVersions = pgTable(
  'home_template_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id').notNull(),
    number: integer('number').notNull(),
    document: jsonb('document').notNull(),
    note: text('note').notNull().default(''),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    publishedBy: integer('published_by'),
  },
  (t) => [
    references(t.templateId, homeTemplates.id, 'cascade'),
    references(t.publishedBy, users.id, 'set null'),
    unique('home_template_versions_number_unique').on(t.templateId, t.number),
  ],
);

/** The one fitment record (id 1): its draft; versions beside it. */
export const fitment = pgTable(
  'fitment',
  {
    id: integer('id').primaryKey(),
    draft: jsonb('draft').notNull(),
    draftVersion: integer('draft_version').notNull().default(1),
    draftSavedAt: tstz('draft_saved_at').notNull().defaultNow(),
    draftSavedBy: integer('draft_saved_by'),
  },
  (t) => [references(t.draftSavedBy, users.id, 'set null'), check('fitment_single', sql`${t.id} = 1`)],
);

export const fitmentVersions = pgTable(
  'fitment_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: integer('number').notNull().unique(),
    document: jsonb('document').notNull(),
    note: text('note').notNull().default(''),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    publishedBy: integer('published_by'),
  },
  (t) => [references(t.publishedBy, users.id, 'set null')],
);

export const adPositions = resourceTable('ad_positions', adPosition);

export const advertisements = resourceTable('advertisements', advertisement, {
  extra: (t) => [
    references(t.positionId, adPositions.id),
    index('advertisements_position_idx').on(t.positionId, t.startsAt),
    check('advertisements_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
});

/**
 * Which storefront visitors already clicked an ad or read an article today: one row per visitor, thing and day,
 * so a click or a view counts once (storefront/visitor.ts; the name is its first use, ad clicks). The visitor is a
 * SHA-256 of the day, the scope and id, the client address and its user-agent: no address is stored, and rows of
 * past days are deleted.
 */
export const adClickVisitors = pgTable(
  'ad_click_visitors',
  {
    visitor: text('visitor').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('ad_click_visitors_day_idx').on(t.day)],
);

export const advertisementStores = pgTable(
  'advertisement_stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    advertisementId: integer('advertisement_id').notNull(),
    sort: integer('sort').notNull().default(0),
    ...fieldColumns(ADVERTISEMENT_STORE_FIELDS),
  },
  (t) => [
    references(t.advertisementId, advertisements.id, 'cascade'),
    references(t.storeId, stores.id, 'cascade'),
    unique('advertisement_stores_unique').on(t.advertisementId, t.storeId),
  ],
);
