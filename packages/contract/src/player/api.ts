/**
 * The player module's wire: staff routes under /behind (staff token, permissions below) and the device routes
 * under /behind${PLAYER_API} (header PLAYER_TOKEN_HEADER carries a device token; it reaches its own store's
 * timeline, files and commands, nothing else). Paths are said here once; the server mounts them, the admin and
 * the player (/player/) call them.
 */
import * as v from 'valibot';
import { TEXT_LANGUAGES, type TextLanguage } from '../resources/defs/text-template';
import { type TextValues, VOICE_LIMITS } from './variables';

/** The web player's own entry (a separate bundle, never the admin app). */
export const PLAYER_PATH = '/player';
/** Device routes, under /behind. */
export const PLAYER_API = '/player/v1';
/** The device token's header (a staff token is never accepted there, nor a device token elsewhere). */
export const PLAYER_TOKEN_HEADER = 'player-token';
/** Local storage key of the web player's device token. */
export const PLAYER_TOKEN_STORAGE_KEY = 'player-token';
/** How far ahead a timeline reaches. */
export const TIMELINE_HOURS = 24;
/** The web player's heartbeat period; contract PLAYER_ONLINE_MINUTES says when a player shows offline. */
export const HEARTBEAT_SECONDS = 30;
/** How often the web player asks for "play now" commands: an announcement interrupts within about a second. */
export const COMMAND_POLL_SECONDS = 1;
/** A "play now" command not fetched by then is dropped (a player that was off does not replay it later). */
export const COMMAND_TTL_SECONDS = 120;

// ---------------------------------------------------------------- staff: speech (text templates)

/** POST /text-templates/render: the script rendered with a store's sample values (storeId absent: the first store). */
export const TEXT_RENDER_PATH = '/text-templates/render';
const percent = (limits: { min: number; max: number }) =>
  v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(limits.min), v.maxValue(limits.max));
export const textRenderSchema = v.strictObject({
  script: v.pipe(v.string('validation.type'), v.maxLength(1000, 'validation.max')),
  language: v.picklist(TEXT_LANGUAGES, 'validation.type'),
  promo: v.optional(v.pipe(v.string('validation.type'), v.maxLength(120, 'validation.max')), ''),
  rate: percent(VOICE_LIMITS.rate),
  pitch: percent(VOICE_LIMITS.pitch),
  volume: percent(VOICE_LIMITS.volume),
  storeId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  /** The moment {date} and {time} show (ISO); absent: now. */
  at: v.optional(v.pipe(v.string(), v.isoTimestamp('validation.type'))),
});
export type TextRenderInput = v.InferOutput<typeof textRenderSchema>;

/** The render's answer: the text, the values used, the estimate, and problems (positions into the script). */
export interface TextRender {
  text: string;
  values: TextValues;
  store: { id: number; name: string } | null;
  estimatedSeconds: number;
  issues: { key: string; start: number; end: number; name?: string }[];
}

/** GET /speech/status: whether the server can synthesise (espeak-ng installed), and for which languages. */
export const SPEECH_STATUS_PATH = '/speech/status';
export interface SpeechStatus {
  available: boolean;
  languages: TextLanguage[];
  /** e.g. "eSpeak NG 1.51"; null when unavailable. */
  engine: string | null;
}

/**
 * POST /text-templates/speech (body: textRenderSchema): renders the text to audio on the server, cached by the
 * hash of the rendered text and voice settings. 503 with 'player.speechUnavailable' without espeak-ng.
 */
export const TEXT_SPEECH_PATH = '/text-templates/speech';
export interface SpeechRender {
  /** SHA-256 (hex) of the rendered text, language and settings: the cache key. */
  key: string;
  text: string;
  /** Staff URL of the audio (under /behind); the player's is `${PLAYER_API}/speech/:key`. */
  url: string;
  mime: string;
  durationMs: number;
  /** True when this exact render was made before (nothing synthesised now). */
  cached: boolean;
}
/** GET /speech/:key — the rendered audio (staff; range requests). */
export const SPEECH_FILE_PATH = '/speech';

// ---------------------------------------------------------------- staff: schedules, devices, playout

/** GET /stores/:id/week?from=YYYY-MM-DD (Monday of the week; absent: this week). */
export const storeWeekPath = (storeId: number | string) => `/stores/${storeId}/week`;
/** Its query: `from`, any date of the week wanted (the server takes that week's Monday). */
export const storeWeekQuery = v.object({
  from: v.optional(v.pipe(v.string('validation.type'), v.isoDate('validation.date'))),
});
export interface WeekSlot {
  /** 'HH:MM' within the day. */
  starts: string;
  ends: string;
  musicTemplateId: number | null;
  /** The playlist's name; null for silence. */
  title: string | null;
  source: 'weekly' | 'exception';
  /** The schedule's or exception's id. */
  sourceId: number;
  note: string;
}
export interface WeekDay {
  date: string;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  /** The store's opening hours that day (null: closed). */
  open: { opens: string; closes: string }[] | null;
  slots: WeekSlot[];
}
export interface StoreWeek {
  storeId: number;
  from: string;
  days: WeekDay[];
}

/** POST (issue, answers the token once; replaces any earlier one) and DELETE (revoke) a player's device token. */
export const playerTokenPath = (storeId: number | string, playerId: number | string) =>
  `/stores/${storeId}/players/${playerId}/token`;
export interface IssuedPlayerToken {
  playerId: number;
  /** Shown once; the server keeps only its hash. */
  token: string;
  issuedAt: string;
  /** The player's URL with the token in its fragment (not sent to any server by the browser). */
  playerUrl: string;
}
/** GET /stores/:id/players: each player's device-token state and what it plays now. */
export const storePlayersPath = (storeId: number | string) => `/stores/${storeId}/players`;
export interface PlayerDevice {
  id: number;
  name: string;
  serial: string;
  tokenIssuedAt: string | null;
  lastSeenAt: string | null;
  nowPlaying: { kind: PlayEntryKind; title: string; startedAt: string } | null;
}

/** POST /stores/:id/announce {textTemplateId}: every player of the store plays it at the next second. */
export const storeAnnouncePath = (storeId: number | string) => `/stores/${storeId}/announce`;
export const announceSchema = v.strictObject({
  textTemplateId: v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1)),
});
export interface AnnounceResult {
  commandId: number;
  players: number;
  expiresAt: string;
}

/** The id columns' range: a larger id names nothing and must not reach the database (an integer overflow there). */
const MAX_ID = 2_147_483_647;
/** GET /playouts (list) and /playouts/export (CSV): what players actually played. */
export const PLAYOUTS_PATH = '/playouts';
export const playoutQuerySchema = v.object({
  storeId: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(MAX_ID))),
  playerId: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(MAX_ID))),
  kind: v.optional(v.picklist(['track', 'announcement'])),
  /** Title contains. */
  q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  from: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  to: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '1'),
  pageSize: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), '20'),
});
export interface PlayoutRow {
  id: number;
  storeId: number;
  storeName: string;
  playerId: number;
  playerName: string;
  kind: PlayEntryKind;
  title: string;
  startedAt: string;
  durationMs: number;
  /** Cut short by a "play now" announcement or a stop. */
  interrupted: boolean;
  /** 'schedule' or 'now' (a "play now" command). */
  source: 'schedule' | 'now';
}

// ---------------------------------------------------------------- device routes (under PLAYER_API)

export type PlayEntryKind = 'track' | 'announcement';

/** One thing to play at a moment. Times are ISO instants; URLs are relative to the origin and need the token. */
export interface PlayEntry {
  /** Stable across refetches of the same plan: `${kind}:${startsAt}:${ref}`. */
  id: string;
  kind: PlayEntryKind;
  startsAt: string;
  durationMs: number;
  title: string;
  /** Track: its material; announcement: its rendered speech or recorded voice, or null (speak it in the browser). */
  url: string | null;
  materialId: number | null;
  textTemplateId: number | null;
  /** Announcement: the text (spoken by the browser when url is null) with its language and voice settings. */
  speech?: { text: string; language: TextLanguage; rate: number; pitch: number; volume: number };
  /** Announcement: the music's volume meanwhile (0..1). */
  duckTo?: number;
  /** Track: seconds it fades in over the previous track's end. */
  crossfadeSeconds?: number;
  /** The playlist this entry comes from. */
  musicTemplateId: number | null;
}

/** GET ${PLAYER_API}/timeline?from=ISO (absent: now): the next TIMELINE_HOURS. */
export const PLAYER_TIMELINE_PATH = `${PLAYER_API}/timeline`;
export interface PlayerTimeline {
  store: { id: number; name: string };
  player: { id: number; name: string };
  from: string;
  to: string;
  generatedAt: string;
  entries: PlayEntry[];
}

/** GET ${PLAYER_API}/files/:materialId — a track or recorded voice of this store's plan (range requests). */
export const PLAYER_FILES_PATH = `${PLAYER_API}/files`;
/** GET ${PLAYER_API}/speech/:key — a rendered announcement of this store's plan (range requests). */
export const PLAYER_SPEECH_PATH = `${PLAYER_API}/speech`;

/** GET ${PLAYER_API}/commands?after=<id>: "play now" announcements not yet fetched by this player. */
export const PLAYER_COMMANDS_PATH = `${PLAYER_API}/commands`;
export interface PlayerCommand {
  id: number;
  kind: 'announce';
  entry: PlayEntry;
  createdAt: string;
}

/**
 * Finished entries one heartbeat carries at most: 50 of the longest Chinese titles and entry ids stay under the
 * server's 64 KiB JSON body limit (500 did not: a player back from an outage was refused with 413 for good). At a
 * heartbeat every HEARTBEAT_SECONDS a backlog drains quickly; the player sends its oldest first.
 */
export const HEARTBEAT_MAX_PLAYED = 50;
/** POST ${PLAYER_API}/heartbeat: last seen, what plays now, and what finished since the last heartbeat. */
export const PLAYER_HEARTBEAT_PATH = `${PLAYER_API}/heartbeat`;
const playedSchema = v.strictObject({
  entryId: v.pipe(v.string(), v.maxLength(200)),
  kind: v.picklist(['track', 'announcement']),
  title: v.pipe(v.string(), v.maxLength(200)),
  materialId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  textTemplateId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  startedAt: v.pipe(v.string(), v.isoTimestamp()),
  durationMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400_000)),
  interrupted: v.boolean(),
  source: v.picklist(['schedule', 'now']),
});
export const heartbeatSchema = v.strictObject({
  playing: v.nullable(
    v.strictObject({
      kind: v.picklist(['track', 'announcement']),
      title: v.pipe(v.string(), v.maxLength(200)),
      startedAt: v.pipe(v.string(), v.isoTimestamp()),
    }),
  ),
  /** Finished since the last accepted heartbeat; resent after a failure (the server ignores repeats). */
  played: v.pipe(v.array(playedSchema), v.maxLength(HEARTBEAT_MAX_PLAYED)),
});
export type Heartbeat = v.InferOutput<typeof heartbeatSchema>;
export type PlayedEntry = v.InferOutput<typeof playedSchema>;
export interface HeartbeatAnswer {
  /** The server's clock, so the player can follow the timeline on time. */
  serverTime: string;
  accepted: number;
}
