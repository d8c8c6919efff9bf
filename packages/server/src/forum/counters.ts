/**
 * A topic's counters, worked out again from its rows in the transaction of every change that moves them (a reply,
 * an approval, a deletion, a report): replies published and not deleted, replies waiting, open reports on the
 * topic and its replies, and the time of the newest visible post. Not a version change: a staff member editing
 * the topic is not refused because a reply arrived.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { forumPosts, forumReports, forumTopics } from '../db/schema';

export async function refreshTopic(tx: Tx, topicId: number): Promise<void> {
  const visible = sql`${forumPosts.topicId} = ${topicId} AND NOT ${forumPosts.deleted}`;
  await tx
    .update(forumTopics)
    .set({
      replyCount: sql`(SELECT count(*)::int FROM ${forumPosts} WHERE ${visible} AND ${forumPosts.status} = 'published')`,
      pendingReplies: sql`(SELECT count(*)::int FROM ${forumPosts} WHERE ${visible} AND ${forumPosts.status} = 'pending')`,
      openReports: sql`(SELECT count(*)::int FROM ${forumReports} WHERE ${forumReports.topicId} = ${topicId} AND ${forumReports.status} = 'open')`,
      lastPostAt: sql`greatest(${forumTopics.createdAt}, (SELECT max(${forumPosts.createdAt}) FROM ${forumPosts} WHERE ${visible} AND ${forumPosts.status} = 'published'))`,
    })
    .where(eq(forumTopics.id, topicId));
}
