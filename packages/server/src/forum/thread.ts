/**
 * The thread as staff see it (GET /forum/topics/:id/thread: every reply, waiting, rejected and deleted ones too)
 * and a staff reply (published at once; on a locked topic only a moderator may reply).
 */
import { type ForumThread, forumTopic, staffReplySchema } from '@soundboard/contract';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import { sanitizeRichText } from '../content/sanitize';
import { forumPosts, forumTopics, users } from '../db/schema';
import { personName } from '../domains/crm';
import { fieldError, refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { checkPublicRichText } from '../media/visibility';
import type { ResourceBinding, Row } from '../resources/binding';
import { recordDetail } from '../resources/read';
import { acceptRichTextBody } from '../resources/rich-text-limit';
import { refreshTopic } from './counters';
import { insertPost, openReportsByPost, postAnswer } from './posts';

// A staff reply is rich text like a topic's body: it may exceed the usual JSON limit.
acceptRichTextBody('POST', /^\/behind\/forum\/topics\/[0-9]+\/posts$/);

export function threadRoutes(served: readonly ResourceBinding[]): Hono<AppEnv> {
  const binding = served.find((one) => one.def.name === forumTopic.name);
  if (!binding) throw new Error('forumTopic is not served');
  const routes = new Hono<AppEnv>();

  routes.get('/forum/topics/:id{[0-9]+}/thread', needs('content:read'), async (c) => {
    const id = idParam(c);
    const { db } = c.var.deps;
    const [topic] = (await db.select().from(forumTopics).where(eq(forumTopics.id, id))) as Row[];
    if (!topic) throw notFound();
    const [posts, reports] = await Promise.all([
      db.select().from(forumPosts).where(eq(forumPosts.topicId, id)).orderBy(asc(forumPosts.number)),
      openReportsByPost(db, id),
    ]);
    const answer: ForumThread = {
      topic: await recordDetail(c, binding, topic),
      posts: posts.map((post) => postAnswer(post, reports.get(post.id) ?? 0)),
    };
    return ok(c, answer);
  });

  routes.post('/forum/topics/:id{[0-9]+}/posts', needs('content:write'), async (c) => {
    const id = idParam(c);
    const { body } = await jsonBody(c, staffReplySchema);
    const clean = sanitizeRichText(body);
    if (clean.html === '') throw fieldError(c, 'body', 'validation.required');
    // Members read the thread on the site: only public materials.
    await checkPublicRichText(c, 'body', clean.html);
    const { db, now } = c.var.deps;
    const user = c.var.user;
    const post = await db.transaction(async (tx) => {
      const [topic] = await tx.select().from(forumTopics).where(eq(forumTopics.id, id)).for('update');
      if (!topic) throw notFound();
      if (topic.deleted) throw refused('forum.isDeleted');
      if (topic.locked && !user.permissions.has('content:moderate')) throw refused('forum.locked');
      const [author] = await tx
        .select({ name: personName(users) })
        .from(users)
        .where(eq(users.id, user.userId));
      const row = await insertPost(tx, {
        topicId: id,
        body: clean.html,
        bodyText: clean.text,
        status: 'published',
        heldReason: null,
        authorName: author?.name ?? '',
        memberId: null,
        createdBy: user.userId,
        at: now(),
      });
      await refreshTopic(tx, id);
      return row;
    });
    return ok(c, postAnswer(post, 0));
  });

  return routes;
}
