/**
 * Announcement text templates, music templates (playlists) with their tracks and announcement rules, the stores'
 * play schedules and exceptions (contract resources/defs/text-template.ts, music-template.ts, play-schedule.ts),
 * and the player module's own records: device tokens, "play now" commands, playout history and the cache of
 * speech rendered on the server (contract player/api.ts).
 */
import {
  ANNOUNCEMENT_RULE_FIELDS,
  MUSIC_TRACK_FIELDS,
  musicTemplate,
  playException,
  playSchedule,
  textTemplate,
} from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { tstz } from './common';
import { categories, materials } from './media';
import { fieldColumns, references, resourceTable } from './resource-columns';
import { storePlayers, stores } from './store';
import { users } from './users';

export const textTemplates = resourceTable('text_templates', textTemplate, {
  extra: (t) => [
    references(t.categoryId, categories.id),
    references(t.voiceMaterialId, materials.id),
    index('text_templates_category_idx').on(t.categoryId),
  ],
});

export const musicTemplates = resourceTable('music_templates', musicTemplate, {
  extra: (t) => [references(t.categoryId, categories.id), index('music_templates_category_idx').on(t.categoryId)],
});

/** A line of a playlist's line sets: its own id, the playlist, its position. */
const playlistLine = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  musicTemplateId: integer('music_template_id').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const musicTemplateTracks = pgTable(
  'music_template_tracks',
  { ...playlistLine(), ...fieldColumns(MUSIC_TRACK_FIELDS) },
  (t) => [
    references(t.musicTemplateId, musicTemplates.id, 'cascade'),
    references(t.materialId, materials.id),
    index('music_template_tracks_template_idx').on(t.musicTemplateId),
  ],
);

export const musicTemplateRules = pgTable(
  'music_template_rules',
  { ...playlistLine(), ...fieldColumns(ANNOUNCEMENT_RULE_FIELDS) },
  (t) => [
    references(t.musicTemplateId, musicTemplates.id, 'cascade'),
    references(t.textTemplateId, textTemplates.id),
    index('music_template_rules_template_idx').on(t.musicTemplateId),
  ],
);

export const playSchedules = resourceTable('play_schedules', playSchedule, {
  extra: (t) => [
    references(t.storeId, stores.id, 'cascade'),
    references(t.musicTemplateId, musicTemplates.id),
    index('play_schedules_store_idx').on(t.storeId),
  ],
});

export const playExceptions = resourceTable('play_exceptions', playException, {
  extra: (t) => [
    references(t.storeId, stores.id, 'cascade'),
    references(t.musicTemplateId, musicTemplates.id),
    index('play_exceptions_store_idx').on(t.storeId, t.dateFrom),
    check('play_exceptions_dates', sql`${t.dateTo} >= ${t.dateFrom}`),
  ],
});

/** A player's device token (only its SHA-256 is kept); issuing a new one revokes the old. */
export const playerTokens = pgTable(
  'player_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
    issuedBy: integer('issued_by'),
    revokedAt: tstz('revoked_at'),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [
    references(t.playerId, storePlayers.id, 'cascade'),
    references(t.issuedBy, users.id, 'set null'),
    index('player_tokens_player_idx').on(t.playerId),
  ],
);

/** "Play now to all players of a store": each player fetches commands newer than the last it saw. */
export const playerCommands = pgTable(
  'player_commands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').notNull(),
    textTemplateId: integer('text_template_id').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    references(t.storeId, stores.id, 'cascade'),
    references(t.textTemplateId, textTemplates.id, 'cascade'),
    references(t.createdBy, users.id, 'set null'),
    index('player_commands_store_idx').on(t.storeId, t.id),
  ],
);

/**
 * What a player reported it played (from its heartbeats). Names are copied: the history outlives a removed
 * player, store or template, which is what makes it proof that an announcement ran.
 */
export const playouts = pgTable(
  'playouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id'),
    storeName: text('store_name').notNull(),
    playerId: integer('player_id'),
    playerName: text('player_name').notNull(),
    entryId: text('entry_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    materialId: integer('material_id'),
    textTemplateId: integer('text_template_id'),
    startedAt: tstz('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    interrupted: boolean('interrupted').notNull().default(false),
    source: text('source').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    references(t.storeId, stores.id, 'set null'),
    references(t.playerId, storePlayers.id, 'set null'),
    check('playouts_kind', sql`${t.kind} IN ('track', 'announcement')`),
    check('playouts_source', sql`${t.source} IN ('schedule', 'now')`),
    // A heartbeat resent after a failure repeats entries: the repeat is ignored.
    unique('playouts_once').on(t.playerId, t.entryId, t.startedAt),
    index('playouts_store_started_idx').on(t.storeId, t.startedAt),
    index('playouts_started_idx').on(t.startedAt),
  ],
);

/**
 * A player's offline episode the stores' staff were told of (player/offline-notices.ts): one row, written once when
 * the periodic check finds the player silent, deleted by its next heartbeat. The primary key is what makes the
 * notice once per episode, whichever process checks.
 */
export const playerOfflineNotices = pgTable(
  'player_offline_notices',
  {
    playerId: integer('player_id').primaryKey(),
    notifiedAt: tstz('notified_at').notNull(),
  },
  (t) => [references(t.playerId, storePlayers.id, 'cascade')],
);

/**
 * Speech for the server to render, by the SHA-256 of its text, language and voice settings: a timeline asks for
 * it (a pending row, no audio yet) and the first fetch renders it once; the audio sits in the file store.
 */
export const speechRenders = pgTable('speech_renders', {
  key: text('key').primaryKey(),
  language: text('language').notNull(),
  text: text('text').notNull(),
  rate: integer('rate').notNull(),
  pitch: integer('pitch').notNull(),
  volume: integer('volume').notNull(),
  /** The audio's content hash in the file store; null until rendered. */
  fileHash: text('file_hash'),
  mime: text('mime'),
  size: integer('size'),
  durationMs: integer('duration_ms'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  renderedAt: tstz('rendered_at'),
});
