/**
 * The in-store player's calls (contract player/api.ts), through the one client pipeline (./core) with the device
 * token in its own header and nothing a staff screen needs (no toast, no logout notice). A refused token (HTTP 401
 * or the lost-session code) is a TokenRejected; no usable answer at all (offline, a proxy's error page, a server
 * error) is Unreachable: the player plays on from what it saved.
 */
import {
  API_BASE,
  type Heartbeat,
  type HeartbeatAnswer,
  PLAYER_COMMANDS_PATH,
  PLAYER_HEARTBEAT_PATH,
  PLAYER_TIMELINE_PATH,
  PLAYER_TOKEN_HEADER,
  type PlayerCommand,
  type PlayerTimeline,
  ResultCode,
} from '@soundboard/contract';
import { createClient } from './core';
import { ApiError } from './errors';

export class TokenRejected extends Error {}
export class Unreachable extends Error {}

/** A URL of the plan (relative to the origin or to /behind) as the address it is fetched and cached under. */
export function apiUrl(path: string): string {
  return path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
}

/** The player's reading of a failed call. */
function classified(error: unknown): Error {
  if (!(error instanceof ApiError)) return error instanceof Error ? error : new Error(String(error));
  if (error.status === 401 || error.code === ResultCode.SessionInvalid) return new TokenRejected(error.message);
  if (error.kind === 'transport' || error.status >= 500) return new Unreachable(error.message);
  return error;
}

export function playerApi(token: string, locale: string) {
  const client = createClient({
    getToken: () => token,
    tokenHeader: PLAYER_TOKEN_HEADER,
    showError: () => {},
    onSessionInvalid: () => {},
    requestErrorText: () => '',
    getLocale: () => locale,
  });
  const call = <T>(run: () => Promise<T>): Promise<T> =>
    run().catch((error: unknown) => {
      throw classified(error);
    });

  return {
    timeline: () => call(() => client.request<PlayerTimeline>({ url: PLAYER_TIMELINE_PATH })),
    commands: (after: number) =>
      call(() => client.request<PlayerCommand[]>({ url: PLAYER_COMMANDS_PATH, params: { after: String(after) } })),
    heartbeat: (beat: Heartbeat) =>
      call(() => client.request<HeartbeatAnswer>({ method: 'POST', url: PLAYER_HEARTBEAT_PATH, data: beat })),
    /** An audio file of the plan, as a Response to keep in Cache Storage. */
    async file(url: string): Promise<Response> {
      const blob = await call(() => client.blob(url));
      return new Response(blob, { headers: { 'content-type': blob.type || 'application/octet-stream' } });
    },
  };
}

export type PlayerApi = ReturnType<typeof playerApi>;
