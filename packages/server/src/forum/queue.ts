/** GET /forum/queue: topics and replies waiting for review (not deleted), oldest first. */
import type { QueueItem } from '@soundboard/contract';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import { forumPosts, forumTopics } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { excerpt } from './posts';

/** Enough for any day's queue; older items still show once the first are handled. */
const QUEUE_LIMIT = 500;

export const queueRoutes = new Hono<AppEnv>();

queueRoutes.get('/forum/queue', needs('content:moderate'), async (c) => {
  const { db } = c.var.deps;
  const [topics, posts] = await Promise.all([
    db
      .select()
      .from(forumTopics)
      .where(and(eq(forumTopics.status, 'pending'), eq(forumTopics.deleted, false)))
      .orderBy(asc(forumTopics.createdAt), asc(forumTopics.id))
      .limit(QUEUE_LIMIT),
    db
      .select({ post: forumPosts, title: forumTopics.title })
      .from(forumPosts)
      .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
      .where(and(eq(forumPosts.status, 'pending'), eq(forumPosts.deleted, false), eq(forumTopics.deleted, false)))
      .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id))
      .limit(QUEUE_LIMIT),
  ]);
  const items: (QueueItem & { at: number })[] = [
    ...topics.map((topic) => ({
      target: 'topic' as const,
      id: topic.id,
      topicId: topic.id,
      title: topic.title,
      excerpt: excerpt(topic.bodyText),
      authorName: topic.authorName,
      memberId: topic.memberId ?? null,
      heldReason: (topic.heldReason as QueueItem['heldReason']) ?? null,
      createdAt: topic.createdAt.toISOString(),
      at: topic.createdAt.getTime(),
    })),
    ...posts.map(({ post, title }) => ({
      target: 'post' as const,
      id: post.id,
      topicId: post.topicId,
      title,
      excerpt: excerpt(post.bodyText),
      authorName: post.authorName,
      memberId: post.memberId,
      heldReason: (post.heldReason as QueueItem['heldReason']) ?? null,
      createdAt: post.createdAt.toISOString(),
      at: post.createdAt.getTime(),
    })),
  ];
  items.sort((a, b) => a.at - b.at);
  return ok(
    c,
    items.map(({ at: _at, ...item }) => item satisfies QueueItem),
  );
});
