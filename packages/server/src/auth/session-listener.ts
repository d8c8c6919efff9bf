/**
 * PostgreSQL only: a dedicated connection per process LISTENs for the auth changes other processes commit
 * (auth/session-cache.ts) and applies them to this process's cache. While it is not connected the cache is off,
 * so a missed NOTIFY can never leave a revoked session served from memory.
 */
import pg from 'pg';
import type { AppDeps } from '../http/env';
import { AUTH_CHANNEL, authCache, parseChange } from './session-cache';

const RETRY_MS = 1_000;
const SETTLED = 'settled:';

export interface AuthListener {
  /** Resolves once every change committed before the call has been applied here (NOTIFYs arrive in commit order). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `also`: further channels this connection listens on (the message streams' wakes, notifications/message-bus.ts),
 * so a process holds one listening connection; `onReconnect` runs after the connection came back (NOTIFYs sent
 * while it was down are lost).
 */
export async function listenForAuthChanges(
  url: string,
  deps: AppDeps,
  also: { channels?: Record<string, (payload: string | undefined) => void>; onReconnect?: () => void } = {},
): Promise<AuthListener> {
  const channels = also.channels ?? {};
  let connectedBefore = false;
  const cache = authCache(deps);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const waiting = new Map<string, () => void>();
  let mark = 0;

  const down = () => {
    cache.enabled = false;
    cache.clear();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const handler = channels[message.channel];
      if (handler) return handler(message.payload);
      const payload = message.payload ?? '';
      if (!payload.startsWith(SETTLED)) return cache.apply(parseChange(payload));
      // A marker of settled(): ours resolves its wait, another process's means nothing here.
      waiting.get(payload)?.();
      waiting.delete(payload);
    });
    next.on('error', (error) => {
      deps.log('warn', 'auth listener lost its connection; cache off until it is back', { err: error.message });
      down();
      void next.end().catch(() => undefined);
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${AUTH_CHANNEL}`);
    for (const channel of Object.keys(channels)) await next.query(`LISTEN ${channel}`);
    client = next;
    cache.clear();
    cache.enabled = true;
    if (connectedBefore) also.onReconnect?.();
    connectedBefore = true;
  };
  const schedule = () => {
    client = null;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(schedule);
    }, RETRY_MS);
    retry.unref();
  };

  await connect();
  return {
    async settled() {
      if (!client) return;
      mark += 1;
      const token = `${SETTLED}${process.pid}:${mark}:${Math.random()}`;
      const arrived = new Promise<void>((resolve) => waiting.set(token, resolve));
      await client.query('select pg_notify($1, $2)', [AUTH_CHANNEL, token]);
      await arrived;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      down();
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
