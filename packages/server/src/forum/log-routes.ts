/** GET /forum/log: the moderation log, newest first, for one topic, reply or member when asked. */
import { FORUM_PAGE_SIZE, type ForumPage, type ModerationLogEntry, moderationLogQuery } from '@soundboard/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import { forumModerationLog, users } from '../db/schema';
import { personName } from '../domains/crm';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { queryOf } from '../http/validate';

export const logRoutes = new Hono<AppEnv>();

logRoutes.get('/forum/log', needs('content:moderate'), async (c) => {
  const query = queryOf(c, moderationLogQuery);
  const page = query.page ?? 1;
  const where = and(
    query.targetKind ? eq(forumModerationLog.target, query.targetKind) : undefined,
    query.targetId ? eq(forumModerationLog.targetId, query.targetId) : undefined,
  );
  const { db } = c.var.deps;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: forumModerationLog, actorName: personName(users) })
      .from(forumModerationLog)
      .leftJoin(users, eq(users.id, forumModerationLog.actorId))
      .where(where)
      .orderBy(desc(forumModerationLog.at), desc(forumModerationLog.id))
      .limit(FORUM_PAGE_SIZE)
      .offset((page - 1) * FORUM_PAGE_SIZE),
    db.select({ n: count() }).from(forumModerationLog).where(where),
  ]);
  const answer: ForumPage<ModerationLogEntry> = {
    list: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actorId: entry.actorId,
      actorName: entry.actorId ? actorName : null,
      action: entry.action as ModerationLogEntry['action'],
      target: entry.target as ModerationLogEntry['target'],
      targetId: entry.targetId,
      title: entry.title,
      reason: entry.reason,
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize: FORUM_PAGE_SIZE,
  };
  return ok(c, answer);
});
