/**
 * The device routes (contract player/api.ts) with the device token in its own header. A rejected token (HTTP 401
 * or the envelope's lost-session code) is a TokenRejected; no answer at all is Unreachable (the player plays on
 * from what it saved).
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

export class TokenRejected extends Error {}
export class Unreachable extends Error {}

/** A URL of the plan (relative to the origin or to /behind) as the address to fetch. */
export function apiUrl(path: string): string {
  return path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
}

export function playerApi(token: string, locale: string) {
  const headers = (json: boolean): Record<string, string> => ({
    [PLAYER_TOKEN_HEADER]: token,
    'arco-locale': locale,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });

  async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    let answer: Response;
    try {
      answer = await fetch(apiUrl(path), {
        method: init.method ?? 'GET',
        headers: headers(init.body !== undefined),
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        cache: 'no-store',
      });
    } catch {
      throw new Unreachable();
    }
    if (answer.status === 401) throw new TokenRejected();
    const body = (await answer.json().catch(() => null)) as { code?: number; message?: string; data?: T } | null;
    if (body?.code === ResultCode.SessionInvalid) throw new TokenRejected();
    if (!body || body.code !== ResultCode.Success) {
      // A proxy's error page or a server that is down answers without an envelope.
      if (!body || answer.status >= 500) throw new Unreachable(body?.message ?? '');
      throw new Error(body.message ?? '');
    }
    return body.data as T;
  }

  return {
    timeline: () => call<PlayerTimeline>(PLAYER_TIMELINE_PATH),
    commands: (after: number) => call<PlayerCommand[]>(`${PLAYER_COMMANDS_PATH}?after=${after}`),
    heartbeat: (beat: Heartbeat) => call<HeartbeatAnswer>(PLAYER_HEARTBEAT_PATH, { method: 'POST', body: beat }),
    /** An audio file of the plan: the bytes, or Unreachable / TokenRejected. */
    async file(url: string): Promise<Response> {
      let answer: Response;
      try {
        answer = await fetch(apiUrl(url), { headers: headers(false) });
      } catch {
        throw new Unreachable();
      }
      if (answer.status === 401) throw new TokenRejected();
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      return answer;
    },
  };
}

export type PlayerApi = ReturnType<typeof playerApi>;
