/**
 * Answer shapes of hand-written routes: stores, their players and announcements; the players' own API. See ./hand-outputs.ts for the rules; keyed
 * `METHOD path` exactly as the router lists them.
 */
import {
  type AnnounceResult,
  API_BASE,
  type HeartbeatAnswer,
  type IssuedPlayerToken,
  PLAYER_COMMANDS_PATH,
  PLAYER_HEARTBEAT_PATH,
  PLAYER_TIMELINE_PATH,
  PLAYOUTS_PATH,
  type PlayEntry,
  type PlayerCommand,
  type PlayerDevice,
  type PlayerTimeline,
  type PlayoutRow,
  playerTokenPath,
  SPEECH_STATUS_PATH,
  type SpeechRender,
  type SpeechStatus,
  STORES_OVERVIEW_PATH,
  type StoreSales,
  type StoresOverview,
  type StoreWeek,
  storeAnnouncePath,
  storePlayersPath,
  storeWeekPath,
  TEXT_LANGUAGES,
  TEXT_RENDER_PATH,
  TEXT_SPEECH_PATH,
  TEXT_VARIABLES,
  type TextRender,
  type WeekDay,
  type WeekSlot,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, type Schema, shape } from './output-shapes';

const B = API_BASE;

const playEntryKind = v.picklist(['track', 'announcement']);
const playEntry = shape<PlayEntry>()({
  id: v.string(),
  kind: playEntryKind,
  startsAt: v.string(),
  durationMs: v.number(),
  title: v.string(),
  url: nullableString,
  materialId: nullableNumber,
  textTemplateId: nullableNumber,
  speech: v.optional(
    v.object({
      text: v.string(),
      language: v.picklist(TEXT_LANGUAGES),
      rate: v.number(),
      pitch: v.number(),
      volume: v.number(),
    }),
  ),
  duckTo: v.optional(v.number()),
  crossfadeSeconds: v.optional(v.number()),
  musicTemplateId: nullableNumber,
});
const named = v.object({ id: v.number(), name: v.string() });
const weekSlot = shape<WeekSlot>()({
  starts: v.string(),
  ends: v.string(),
  musicTemplateId: nullableNumber,
  title: nullableString,
  source: v.picklist(['weekly', 'exception']),
  sourceId: v.number(),
  note: v.string(),
});
const weekDay = shape<WeekDay>()({
  date: v.string(),
  weekday: v.number(),
  open: v.nullable(v.array(v.object({ opens: v.string(), closes: v.string() }))),
  slots: v.array(weekSlot),
});
const playoutRow = shape<PlayoutRow>()({
  id: v.number(),
  storeId: v.number(),
  storeName: v.string(),
  playerId: v.number(),
  playerName: v.string(),
  kind: playEntryKind,
  title: v.string(),
  startedAt: v.string(),
  durationMs: v.number(),
  interrupted: v.boolean(),
  source: v.picklist(['schedule', 'now']),
});
const countAndAmount = v.object({ total: v.number(), orders: v.number() });

/** Stores, their players and announcements; the players' own API. */
export const STORE_OUTPUTS: Record<string, Schema> = {
  [`GET ${B}${STORES_OVERVIEW_PATH}`]: shape<StoresOverview>()({
    days: v.number(),
    from: v.string(),
    today: v.string(),
    sales: v.array(
      shape<StoreSales>()({
        storeId: v.number(),
        code: v.string(),
        nameZh: v.string(),
        nameEn: v.string(),
        total: v.number(),
        orders: v.number(),
      }),
    ),
    other: countAndAmount,
    players: v.object({ online: v.number(), offline: v.number() }),
    statuses: v.record(v.string(), v.number()),
    activeTemplate: v.nullable(
      v.object({ id: v.number(), name: v.string(), publishedVersion: v.number(), lastPublishedAt: nullableString }),
    ),
    runningAds: v.object({
      count: v.number(),
      first: v.array(v.object({ id: v.number(), title: v.string(), endsAt: v.string() })),
    }),
    exceptionsToday: v.array(
      v.object({
        storeId: v.number(),
        code: v.string(),
        nameZh: v.string(),
        nameEn: v.string(),
        closed: v.boolean(),
        opens: v.string(),
        closes: v.string(),
        note: v.string(),
      }),
    ),
  }),
  [`GET ${B}${storeWeekPath(':id')}`]: shape<StoreWeek>()({
    storeId: v.number(),
    from: v.string(),
    days: v.array(weekDay),
  }),
  [`GET ${B}${storePlayersPath(':id')}`]: v.array(
    shape<PlayerDevice>()({
      id: v.number(),
      name: v.string(),
      serial: v.string(),
      tokenIssuedAt: nullableString,
      lastSeenAt: nullableString,
      nowPlaying: v.nullable(v.object({ kind: playEntryKind, title: v.string(), startedAt: v.string() })),
    }),
  ),
  [`POST ${B}${playerTokenPath(':id', ':playerId')}`]: shape<IssuedPlayerToken>()({
    playerId: v.number(),
    token: v.string(),
    issuedAt: v.string(),
    playerUrl: v.string(),
  }),
  [`DELETE ${B}${playerTokenPath(':id', ':playerId')}`]: v.object({ playerId: v.number(), revoked: v.boolean() }),
  [`POST ${B}${storeAnnouncePath(':id')}`]: shape<AnnounceResult>()({
    commandId: v.number(),
    players: v.number(),
    expiresAt: v.string(),
  }),
  [`GET ${B}${PLAYOUTS_PATH}`]: v.object({
    items: v.array(playoutRow),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
  }),
  [`POST ${B}${TEXT_RENDER_PATH}`]: shape<TextRender>()({
    text: v.string(),
    values: v.record(v.picklist(TEXT_VARIABLES), v.string()),
    store: v.nullable(named),
    estimatedSeconds: v.number(),
    issues: v.array(v.object({ key: v.string(), start: v.number(), end: v.number(), name: v.optional(v.string()) })),
  }),
  [`GET ${B}${SPEECH_STATUS_PATH}`]: shape<SpeechStatus>()({
    available: v.boolean(),
    languages: v.array(v.picklist(TEXT_LANGUAGES)),
    engine: nullableString,
  }),
  [`POST ${B}${TEXT_SPEECH_PATH}`]: shape<SpeechRender>()({
    key: v.string(),
    text: v.string(),
    url: v.string(),
    mime: v.string(),
    durationMs: v.number(),
    cached: v.boolean(),
  }),
  [`GET ${B}${PLAYER_TIMELINE_PATH}`]: shape<PlayerTimeline>()({
    store: named,
    player: named,
    from: v.string(),
    to: v.string(),
    generatedAt: v.string(),
    entries: v.array(playEntry),
  }),
  [`GET ${B}${PLAYER_COMMANDS_PATH}`]: v.array(
    shape<PlayerCommand>()({ id: v.number(), kind: v.literal('announce'), entry: playEntry, createdAt: v.string() }),
  ),
  [`POST ${B}${PLAYER_HEARTBEAT_PATH}`]: shape<HeartbeatAnswer>()({ serverTime: v.string(), accepted: v.number() }),
};
