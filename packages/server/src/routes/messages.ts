/**
 * The message box and the message centre: the newest messages by type, a page with filters, mark read, mark all
 * read, empty (per type). Only the caller's own messages.
 */
import {
  MESSAGE_BOX_LIMIT,
  MESSAGE_PAGE_PATH,
  type MessagePage,
  messagePageQuery,
  messageTypeQuery,
  readMessagesSchema,
} from '@soundboard/contract';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { containsPattern } from '../db/like';
import { messages } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jsonBody, queryOf } from '../http/validate';
import { messageAnswer } from '../notifications/message-answer';
import { wake } from '../notifications/notify';

export const messageRoutes = new Hono<AppEnv>();

function scope(userId: number, type: string | undefined): SQL {
  const mine = eq(messages.userId, userId);
  return (type ? and(mine, eq(messages.type, type as 'message')) : mine) as SQL;
}

messageRoutes.get('/account/messages', needs('message:read'), async (c) => {
  const { type } = queryOf(c, messageTypeQuery);
  const rows = await c.var.deps.db
    .select()
    .from(messages)
    .where(scope(c.var.user.userId, type))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGE_BOX_LIMIT);
  return ok(
    c,
    rows.map((row) => messageAnswer(row, c.var.locale)),
  );
});

messageRoutes.get(MESSAGE_PAGE_PATH, needs('message:read'), async (c) => {
  const query = queryOf(c, messagePageQuery);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const zh = c.var.locale === 'zh-CN';
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    scope(c.var.user.userId, query.type),
    query.unread ? eq(messages.read, false) : undefined,
    pattern
      ? or(
          ilike(zh ? messages.titleZh : messages.titleEn, pattern),
          ilike(zh ? messages.contentZh : messages.contentEn, pattern),
        )
      : undefined,
  );
  const { db } = c.var.deps;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  const answer: MessagePage = {
    list: rows.map((row) => messageAnswer(row, c.var.locale)) as MessagePage['list'],
    total: counted?.n ?? 0,
    page,
    pageSize,
  };
  return ok(c, answer);
});

messageRoutes.post('/account/messages/read', needs('message:write'), async (c) => {
  const { ids } = await jsonBody(c, readMessagesSchema);
  const { db } = c.var.deps;
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(messages)
      .set({ read: true })
      .where(and(scope(c.var.user.userId, undefined), inArray(messages.id, ids)))
      .returning({ id: messages.id });
    await audit(tx, c, { action: 'mark-read', entity: 'message', after: { ids: rows.map((row) => row.id) } });
    // The caller's other tabs and browsers follow the badge.
    await wake(tx, c.var.deps, [c.var.user.userId]);
    return rows.length;
  });
  return ok(c, { changed });
});

messageRoutes.post('/account/messages/read-all', needs('message:write'), async (c) => {
  const { type } = queryOf(c, messageTypeQuery);
  const changed = await c.var.deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(messages)
      .set({ read: true })
      .where(and(scope(c.var.user.userId, type), eq(messages.read, false)))
      .returning({ id: messages.id });
    await audit(tx, c, {
      action: 'mark-all-read',
      entity: 'message',
      after: { type: type ?? 'all', count: rows.length },
    });
    await wake(tx, c.var.deps, [c.var.user.userId]);
    return rows.length;
  });
  return ok(c, { changed });
});

messageRoutes.delete('/account/messages', needs('message:write'), async (c) => {
  const { type } = queryOf(c, messageTypeQuery);
  const removed = await c.var.deps.db.transaction(async (tx) => {
    const rows = await tx.delete(messages).where(scope(c.var.user.userId, type)).returning();
    await audit(tx, c, { action: 'empty', entity: 'message', before: { type: type ?? 'all', rows } });
    await wake(tx, c.var.deps, [c.var.user.userId]);
    return rows.length;
  });
  return ok(c, { removed });
});
