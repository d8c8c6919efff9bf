/** Replies as stored and as the back office sees them, and writing one (numbered under the topic's row lock). */
import type { ForumHoldReason, ForumPost, ForumStatus } from '@soundboard/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { forumPosts, forumReports } from '../db/schema';

export type PostRow = typeof forumPosts.$inferSelect;

export function postAnswer(row: PostRow, openReports: number): ForumPost {
  return {
    id: row.id,
    topicId: row.topicId,
    number: row.number,
    body: row.body,
    status: row.status as ForumStatus,
    heldReason: (row.heldReason as ForumHoldReason | null) ?? null,
    rejectReason: row.rejectReason,
    deleted: row.deleted,
    authorName: row.authorName,
    memberId: row.memberId,
    createdAt: row.createdAt.toISOString(),
    openReports,
  };
}

export interface NewPost {
  topicId: number;
  body: string;
  bodyText: string;
  status: 'published' | 'pending';
  heldReason: ForumHoldReason | null;
  authorName: string;
  memberId: number | null;
  createdBy: number | null;
  at: Date;
}

/** Inserts a reply numbered after the topic's last; the caller holds the topic's row lock. */
export async function insertPost(tx: Tx, post: NewPost): Promise<PostRow> {
  const { at, ...values } = post;
  const [row] = await tx
    .insert(forumPosts)
    .values({
      ...values,
      number: sql`(SELECT coalesce(max(${forumPosts.number}), 0) + 1 FROM ${forumPosts} WHERE ${forumPosts.topicId} = ${post.topicId})`,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('forum post not stored');
  return row;
}

/** The first characters of a post's text, for lists. */
export const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** Open reports per reply of a topic. */
export async function openReportsByPost(db: Db | Tx, topicId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: forumReports.targetId, n: count() })
    .from(forumReports)
    .where(and(eq(forumReports.topicId, topicId), eq(forumReports.target, 'post'), eq(forumReports.status, 'open')))
    .groupBy(forumReports.targetId);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}
