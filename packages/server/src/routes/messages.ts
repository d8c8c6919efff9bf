/** The message box: list by type, mark read, mark all read, empty (per type). Only the caller's own messages. */
import { messageTypeQuery, readMessagesSchema } from '@soundboard/contract';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { messages } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jsonBody, queryOf } from '../http/validate';

export const messageRoutes = new Hono<AppEnv>();

function scope(userId: number, type: string | undefined): SQL {
  const mine = eq(messages.userId, userId);
  return (type ? and(mine, eq(messages.type, type as 'message')) : mine) as SQL;
}

messageRoutes.get('/account/messages', needs('message:read'), async (c) => {
  const { type } = queryOf(c, messageTypeQuery);
  const zh = c.var.locale === 'zh-CN';
  const rows = await c.var.deps.db
    .select()
    .from(messages)
    .where(scope(c.var.user.userId, type))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(200);
  return ok(
    c,
    rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: zh ? row.titleZh : row.titleEn,
      content: zh ? row.contentZh : row.contentEn,
      tag: row.tag,
      read: row.read,
      time: row.createdAt.toISOString(),
    })),
  );
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
    return rows.length;
  });
  return ok(c, { changed });
});

messageRoutes.delete('/account/messages', needs('message:write'), async (c) => {
  const { type } = queryOf(c, messageTypeQuery);
  const removed = await c.var.deps.db.transaction(async (tx) => {
    const rows = await tx.delete(messages).where(scope(c.var.user.userId, type)).returning();
    await audit(tx, c, { action: 'empty', entity: 'message', before: { type: type ?? 'all', rows } });
    return rows.length;
  });
  return ok(c, { removed });
});
