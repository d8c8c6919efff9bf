/**
 * Music templates (/template/music): a playlist of audio materials with a play order, a crossfade and
 * announcement rules, each inserting an active text template every N minutes, every N tracks or at fixed times
 * while the music is ducked to a volume. Schedules (./play-schedule.ts) say when each store plays which playlist;
 * the server turns both into a player's timeline (packages/server/src/player/timeline.ts). `trackCount` and
 * `totalSeconds` are kept by the server from the tracks' materials.
 */
import { defineResource, type Fields } from '../define';

export const PLAY_ORDERS = ['sequential', 'shuffle', 'weighted'] as const;
export type PlayOrder = (typeof PLAY_ORDERS)[number];

export const MUSIC_TEMPLATE_STATUSES = ['draft', 'active', 'retired'] as const;

export const ANNOUNCEMENT_RULE_KINDS = ['everyMinutes', 'everyTracks', 'atTimes'] as const;
export type AnnouncementRuleKind = (typeof ANNOUNCEMENT_RULE_KINDS)[number];

/** 'HH:MM' times separated by commas: "09:00, 12:30, 18:00". */
export const TIMES_OF_DAY_PATTERN = {
  regex: /^\s*(?:[01]\d|2[0-3]):[0-5]\d(?:\s*,\s*(?:[01]\d|2[0-3]):[0-5]\d)*\s*$/,
  message: 'validation.timesOfDay',
};

/** The longest crossfade, seconds. */
export const MAX_CROSSFADE_SECONDS = 12;

export const MUSIC_TRACK_FIELDS = {
  /** An audio material of the media library (the binding checks its kind and records the usage). */
  materialId: { type: 'integer', required: true, min: 1, max: 2_147_483_647 },
  /** Weighted order: how often it is picked relative to the others. */
  weight: { type: 'integer', min: 1, max: 10, default: 1 },
} as const satisfies Fields;

export const ANNOUNCEMENT_RULE_FIELDS = {
  kind: { type: 'enum', required: true, values: ANNOUNCEMENT_RULE_KINDS },
  textTemplateId: { type: 'reference', ref: 'textTemplate', required: true },
  /** everyMinutes: minutes; everyTracks: tracks. */
  every: { type: 'integer', min: 1, max: 240 },
  /** atTimes: the times of day. */
  times: { type: 'text', max: 200, pattern: TIMES_OF_DAY_PATTERN },
  /** The music's volume while the announcement speaks, percent of full. */
  duckPercent: { type: 'integer', min: 0, max: 100, default: 20 },
} as const satisfies Fields;

export const musicTemplate = defineResource({
  name: 'musicTemplate',
  path: '/music-templates',
  access: { read: 'template:read', write: 'template:write' },
  menu: { group: 'template', path: '/template/music', key: 'music', after: 'TextClassify' },
  defaultSort: '-updatedAt',
  display: ['name'],
  fields: {
    name: { type: 'text', required: true, max: 60, unique: true, search: true, sortable: true, column: 'default' },
    categoryId: { type: 'category', tree: 'music', filter: 'eq', column: 'default' },
    playOrder: { type: 'enum', required: true, values: PLAY_ORDERS, default: 'sequential', column: 'default' },
    crossfadeSeconds: { type: 'integer', min: 0, max: MAX_CROSSFADE_SECONDS, default: 3 },
    trackCount: { type: 'integer', readOnly: true, default: 0, column: 'default' },
    totalSeconds: { type: 'integer', readOnly: true, default: 0, sortable: true, column: 'default' },
    status: {
      type: 'enum',
      required: true,
      values: MUSIC_TEMPLATE_STATUSES,
      valueLabels: 'textTemplate.status',
      default: 'draft',
      tones: { draft: 'default', active: 'success', retired: 'warning' },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    note: { type: 'longText', max: 500 },
  },
  lineSets: {
    tracks: { max: 200, fields: MUSIC_TRACK_FIELDS },
    rules: { max: 10, fields: ANNOUNCEMENT_RULE_FIELDS },
  },
});
