/**
 * A store's playback through the app's one client (contract player/api.ts says the paths and shapes): its music
 * week, its players' device tokens, "play an announcement now", and the playout history with its CSV export.
 * Schedules and exceptions are framework resources (resource/api.ts apiFor(playSchedule | playException)).
 */
import {
  type AnnounceResult,
  type IssuedPlayerToken,
  PLAYOUTS_PATH,
  type PlayerDevice,
  type PlayoutRow,
  playerTokenPath,
  type StoreWeek,
  storeAnnouncePath,
  storePlayersPath,
  storeWeekPath,
} from '@soundboard/contract';
import { request } from './http';

/** `from`: the Monday of the week ('YYYY-MM-DD'); absent: this week. */
export function loadStoreWeek(storeId: number, from?: string): Promise<StoreWeek> {
  return request<StoreWeek>({ url: storeWeekPath(storeId), params: from ? { from } : {} });
}

export function loadStorePlayers(storeId: number): Promise<PlayerDevice[]> {
  return request<PlayerDevice[]>({ url: storePlayersPath(storeId) });
}

/** Issues a device token (replacing any earlier one); the answer is the only time the token is seen. */
export function issuePlayerToken(storeId: number, playerId: number): Promise<IssuedPlayerToken> {
  return request<IssuedPlayerToken>({ method: 'POST', url: playerTokenPath(storeId, playerId) });
}

export function revokePlayerToken(storeId: number, playerId: number): Promise<unknown> {
  return request<unknown>({ method: 'DELETE', url: playerTokenPath(storeId, playerId) });
}

export function announceNow(storeId: number, textTemplateId: number): Promise<AnnounceResult> {
  return request<AnnounceResult>({ method: 'POST', url: storeAnnouncePath(storeId), data: { textTemplateId } });
}

/** The playout list's filters as the API takes them (contract playoutQuerySchema); only those set travel. */
export interface PlayoutQuery {
  storeId?: string;
  playerId?: string;
  kind?: string;
  q?: string;
  /** ISO instants. */
  from?: string;
  to?: string;
  page?: string;
  pageSize?: string;
}

export function playoutParams(query: PlayoutQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/** A page of the playout history, as the server's playout routes answer it (the contract names no shape). */
export interface PlayoutPage {
  items: PlayoutRow[];
  total: number;
  page: number;
  pageSize: number;
}

export function listPlayouts(query: PlayoutQuery): Promise<PlayoutPage> {
  return request<PlayoutPage>({ url: PLAYOUTS_PATH, params: playoutParams(query) });
}

/**
 * The export's address with the same filters (all pages; downloaded with the token by resource/download.ts), and
 * the browser's time zone, in which the file writes its times.
 */
export function playoutExportUrl(query: PlayoutQuery, timeZone: string): string {
  const params = new URLSearchParams(playoutParams({ ...query, page: undefined, pageSize: undefined }));
  params.set('tz', timeZone);
  return `${PLAYOUTS_PATH}/export?${params}`;
}
