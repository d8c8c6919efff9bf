/**
 * GET /account/messages/stream: the caller's new messages as server-sent events, so the badge and an open message
 * box follow without a reload. Each message is an event `message` whose id is the message's; a reconnect sends
 * `Last-Event-ID` and gets what came after it. After the messages of a wake, an `unread` event carries the counts
 * per type (a to-do closed by someone else lowers them). A comment line every HEARTBEAT_MS keeps proxies from
 * closing the idle connection; the stream ends with an `end` event when the session does (sign-out, revocation,
 * expiry, a disabled user) and at server shutdown. The browser keeps one stream for all its tabs.
 */
import { MESSAGE_STREAM_PATH, messageStreamQuery, SESSION_TOKEN_HEADER } from '@soundboard/contract';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { needs } from '../auth/guard';
import { type AuthChange, authCache } from '../auth/session-cache';
import { sessionIsLive } from '../auth/sessions';
import type { Db } from '../db/client';
import { messages } from '../db/schema';
import type { AppEnv } from '../http/env';
import { queryOf } from '../http/validate';
import { messageAnswer } from './message-answer';
import { messageBus } from './message-bus';
import { unreadCounts } from './unread';

export const HEARTBEAT_MS = 20_000;
/** Messages sent per read; more wait for the next turn of the loop. */
const BATCH = 100;

async function latestId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(messages.id) })
    .from(messages)
    .where(eq(messages.userId, userId));
  return row?.id ?? 0;
}

function lastEventId(header: string | undefined): number | null {
  const id = Number(header);
  return header && Number.isSafeInteger(id) && id >= 0 ? id : null;
}

/** Resolves after `ms`, or earlier when `wake` is called; true when the time ran out. */
function sleeper() {
  let wake = () => {};
  return {
    wake: () => wake(),
    sleep: (ms: number) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), ms);
        wake = () => {
          clearTimeout(timer);
          resolve(false);
        };
      }),
  };
}

export const messageStreamRoutes = new Hono<AppEnv>();

messageStreamRoutes.get(MESSAGE_STREAM_PATH, needs('message:read'), (c) => {
  queryOf(c, messageStreamQuery);
  const { deps, locale } = c.var;
  const { userId, sessionId } = c.var.user;
  const token = c.req.header(SESSION_TOKEN_HEADER) ?? '';
  const resumeAfter = lastEventId(c.req.header('last-event-id'));
  const bus = messageBus(deps);
  // Proxies (nginx) must pass events on as they come.
  c.header('X-Accel-Buffering', 'no');

  return streamSSE(
    c,
    async (stream: SSEStreamingApi) => {
      const clock = sleeper();
      let news = true;
      let checkSession = false;
      const unsubscribe = bus.subscribe(userId, () => {
        news = true;
        clock.wake();
      });
      const watcher = (change: AuthChange) => {
        const mine =
          'all' in change ||
          ('session' in change && change.session === sessionId) ||
          ('user' in change && change.user === userId);
        if (!mine) return;
        checkSession = true;
        clock.wake();
      };
      const cache = authCache(deps);
      cache.watchers.add(watcher);
      stream.onAbort(() => clock.wake());
      try {
        let lastId = resumeAfter ?? (await latestId(deps.db, userId));
        while (!stream.aborted && !bus.closed) {
          if (checkSession) {
            checkSession = false;
            if (!(await sessionIsLive(deps, token))) break;
          }
          if (news) {
            news = false;
            const rows = await deps.db
              .select()
              .from(messages)
              .where(and(eq(messages.userId, userId), gt(messages.id, lastId)))
              .orderBy(asc(messages.id))
              .limit(BATCH);
            for (const row of rows) {
              await stream.writeSSE({
                event: 'message',
                id: String(row.id),
                data: JSON.stringify(messageAnswer(row, locale)),
              });
              lastId = row.id;
            }
            if (rows.length === BATCH) news = true;
            await stream.writeSSE({ event: 'unread', data: JSON.stringify(await unreadCounts(deps.db, userId)) });
            if (news) continue;
          }
          const timedOut = await clock.sleep(HEARTBEAT_MS);
          if (!timedOut) continue;
          await stream.write(': heartbeat\n\n');
          // Belt and braces: a wake lost with a dropped listener connection is caught up here, and an expired
          // session (no change announces expiry) ends the stream.
          news = true;
          checkSession = true;
        }
        if (!stream.aborted) await stream.writeSSE({ event: 'end', data: '{}' });
      } finally {
        unsubscribe();
        cache.watchers.delete(watcher);
      }
      // A browser that went away mid-write is the normal end of a stream, not an error worth a log line.
    },
    async () => {},
  );
});
