/**
 * POST /forum/moderate (contract content/forum.ts): one action on many topics or replies in one transaction, each
 * record in a savepoint of its own — a record the action does not fit (approve on a published one, restore on one
 * not deleted …) is answered in `refused` with the reason and the others go on. What is wrong with the request
 * itself (a topic-only action on replies, reject without a reason, move without a category) is a 422 and changes
 * nothing. Every change writes its log row in the same savepoint.
 *
 * approveTrust: approves the record, trusts its author, and publishes the author's other posts that waited only
 * because the author was not trusted (those held for a sensitive word or for reports still wait: their content is
 * the question, not their author). Each of those approvals is logged too.
 */
import {
  type BulkAnswer,
  type ModerateInput,
  moderateSchema,
  TOPIC_ONLY_ACTIONS,
  translate,
} from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { Tx } from '../db/client';
import { categories, forumMembers, forumPosts, forumReports, forumTopics } from '../db/schema';
import { fieldError, refused } from '../domains/issues';
import type { AppDeps, AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { ok } from '../http/respond';
import { jsonBody } from '../http/validate';
import { refreshTopic } from './counters';
import { moderated } from './forum-notices';
import { writeLog } from './log';
import { lockSubject, type Subject, updateSubject } from './subjects';

interface Actor {
  tx: Tx;
  at: Date;
  userId: number;
  deps: AppDeps;
}

type Flag = 'pinned' | 'locked' | 'featured';
const FLAGS: Partial<Record<ModerateInput['action'], [Flag, boolean]>> = {
  pin: ['pinned', true],
  unpin: ['pinned', false],
  lock: ['locked', true],
  unlock: ['locked', false],
  feature: ['featured', true],
  unfeature: ['featured', false],
};

/** The column values the action sets on this record, or a refusal (409) saying why it does not fit. */
function changeFor(subject: Subject, input: ModerateInput): Record<string, unknown> {
  const { action } = input;
  if (action === 'delete') {
    if (subject.deleted) throw refused('forum.unchanged');
    return { deleted: true };
  }
  if (action === 'restore') {
    if (!subject.deleted) throw refused('forum.notDeleted');
    return { deleted: false };
  }
  if (subject.deleted) throw refused('forum.isDeleted');
  if (action === 'approve' || action === 'approveTrust') {
    if (subject.status !== 'pending') throw refused('forum.notPending');
    return { status: 'published', heldReason: null };
  }
  if (action === 'reject') {
    if (subject.status !== 'pending') throw refused('forum.notPending');
    return { status: 'rejected', rejectReason: input.reason ?? '' };
  }
  if (action === 'move') {
    if (subject.categoryId === input.categoryId) throw refused('forum.unchanged');
    return { categoryId: input.categoryId };
  }
  const flag = FLAGS[action];
  if (!flag) throw new Error(`moderation action ${action} has no rule`);
  const [name, value] = flag;
  if (subject[name] === value) throw refused('forum.unchanged');
  return { [name]: value };
}

/** Trusts the member (logged) and publishes their posts held only for not being trusted (each logged). */
export async function trustAuthor(actor: Actor, memberId: number): Promise<void> {
  const { tx, at, userId } = actor;
  const [member] = await tx
    .update(forumMembers)
    .set({ trusted: true })
    .where(and(eq(forumMembers.id, memberId), eq(forumMembers.trusted, false)))
    .returning();
  if (member)
    await writeLog(tx, at, {
      actorId: userId,
      action: 'trust',
      target: 'member',
      targetId: memberId,
      title: member.name,
    });
  const held = (table: typeof forumTopics | typeof forumPosts) =>
    and(
      eq(table.memberId, memberId),
      eq(table.status, 'pending'),
      eq(table.heldReason, 'untrusted'),
      eq(table.deleted, false),
    );
  const topics = await tx.select({ id: forumTopics.id }).from(forumTopics).where(held(forumTopics));
  const posts = await tx.select({ id: forumPosts.id }).from(forumPosts).where(held(forumPosts));
  const touched = new Set<number>();
  for (const [target, rows] of [
    ['topic', topics],
    ['post', posts],
  ] as const) {
    for (const { id } of rows) {
      const subject = await lockSubject(tx, target, id);
      if (!subject) continue;
      await updateSubject(tx, subject, { status: 'published', heldReason: null }, at, userId);
      await moderated(tx, actor.deps, target, id);
      await writeLog(tx, at, { actorId: userId, action: 'approve', target, targetId: id, title: subject.title });
      if (target === 'post') touched.add(subject.topicId);
    }
  }
  for (const topicId of touched) await refreshTopic(tx, topicId);
}

async function moderateOne(actor: Actor, input: ModerateInput, id: number): Promise<void> {
  const { tx, at, userId } = actor;
  const subject = await lockSubject(tx, input.target, id);
  if (!subject) throw refused('forum.notFound');
  await updateSubject(tx, subject, changeFor(subject, input), at, userId);
  if (subject.status === 'pending') await moderated(tx, actor.deps, input.target, id);
  // Approving what readers' reports held is the moderator's answer to those reports: they are dismissed, or the
  // next report would send it straight back to the queue.
  if (subject.heldReason === 'reported' && (input.action === 'approve' || input.action === 'approveTrust')) {
    await tx
      .update(forumReports)
      .set({ status: 'closed', outcome: 'dismissed', closedBy: userId, closedAt: at })
      .where(
        and(eq(forumReports.target, subject.target), eq(forumReports.targetId, id), eq(forumReports.status, 'open')),
      );
  }
  await refreshTopic(tx, subject.topicId);
  await writeLog(tx, at, {
    actorId: userId,
    action: input.action,
    target: input.target,
    targetId: id,
    title: subject.title,
    reason: input.reason ?? null,
  });
  if (input.action === 'approveTrust' && subject.memberId !== null) await trustAuthor(actor, subject.memberId);
}

export const moderateRoutes = new Hono<AppEnv>();

moderateRoutes.post('/forum/moderate', needs('content:moderate'), async (c) => {
  const input = await jsonBody(c, moderateSchema);
  if (input.target === 'post' && TOPIC_ONLY_ACTIONS.includes(input.action))
    throw fieldError(c, 'action', 'forum.topicOnly');
  if (input.action === 'reject' && !input.reason) throw fieldError(c, 'reason', 'forum.rejectReason');
  const { db, now } = c.var.deps;
  if (input.action === 'move') {
    if (input.categoryId === undefined) throw fieldError(c, 'categoryId', 'forum.moveCategory');
    const [node] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.categoryId), eq(categories.tree, 'forum'), eq(categories.enabled, true)));
    if (!node) throw fieldError(c, 'categoryId', 'validation.categoryNode');
  }
  const actor = { at: now(), userId: c.var.user.userId, deps: c.var.deps };
  const answer = await db.transaction(async (tx) => {
    const result: BulkAnswer = { done: [], refused: [] };
    for (const id of new Set(input.ids)) {
      try {
        await tx.transaction((savepoint) => moderateOne({ ...actor, tx: savepoint }, input, id));
        result.done.push(id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        result.refused.push({ id, message: translate(c.var.locale, error.messageKey, error.values) });
      }
    }
    return result;
  });
  return ok(c, answer);
});
