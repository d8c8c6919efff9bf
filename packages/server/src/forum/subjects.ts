/** A topic or a reply as moderation sees it, locked for the change (the reply's topic title for the log). */
import type { ModerationTarget } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { forumPosts, forumTopics } from '../db/schema';

export interface Subject {
  target: ModerationTarget;
  id: number;
  topicId: number;
  /** The topic's title. */
  title: string;
  status: string;
  heldReason: string | null;
  deleted: boolean;
  memberId: number | null;
  pinned: boolean;
  locked: boolean;
  featured: boolean;
  categoryId: number;
}

export async function lockSubject(tx: Tx, target: ModerationTarget, id: number): Promise<Subject | null> {
  if (target === 'topic') {
    const [row] = await tx.select().from(forumTopics).where(eq(forumTopics.id, id)).for('update');
    if (!row) return null;
    return {
      target,
      id,
      topicId: id,
      title: row.title,
      status: row.status ?? 'published',
      heldReason: row.heldReason ?? null,
      deleted: row.deleted,
      memberId: row.memberId ?? null,
      pinned: row.pinned,
      locked: row.locked,
      featured: row.featured,
      categoryId: row.categoryId,
    };
  }
  const [row] = await tx
    .select({ post: forumPosts, title: forumTopics.title, categoryId: forumTopics.categoryId })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .where(eq(forumPosts.id, id))
    .for('update', { of: forumPosts });
  if (!row) return null;
  const { post } = row;
  return {
    target,
    id,
    topicId: post.topicId,
    title: row.title,
    status: post.status,
    heldReason: post.heldReason,
    deleted: post.deleted,
    memberId: post.memberId,
    pinned: false,
    locked: false,
    featured: false,
    categoryId: row.categoryId,
  };
}

/** Writes column values to the subject's row: a topic's change is a new version of the record. */
export async function updateSubject(
  tx: Tx,
  subject: Pick<Subject, 'target' | 'id'>,
  values: Record<string, unknown>,
  at: Date,
  actorId: number | null,
): Promise<void> {
  if (subject.target === 'topic') {
    await tx
      .update(forumTopics)
      .set({ ...values, version: sql`${forumTopics.version} + 1`, updatedAt: at, updatedBy: actorId })
      .where(eq(forumTopics.id, subject.id));
  } else {
    await tx
      .update(forumPosts)
      .set({ ...values, updatedAt: at })
      .where(eq(forumPosts.id, subject.id));
  }
}
