/**
 * The scheduled publish (job kind 'article.publish', jobs/handlers.ts): at its time the article is published as
 * the publish action would, in the name of whoever scheduled it, with the copy that publisher scheduled (kept in
 * the job): a later change of the working copy is not published but waits as unpublished changes. It does
 * nothing when the article was unscheduled or published meanwhile (its status is no longer scheduled) or its time
 * was moved later (a newer job carries it). A job scheduled before the copy was kept publishes nothing: the
 * working copy may hold a writer's unreviewed change, so the article goes back to review and its author and
 * scheduler are told.
 */
import { article } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { articles, auditLog } from '../db/schema';
import type { JobContext } from '../jobs/queue';
import { type ArticleRow, differsFromLive, productIdsOf, rowContent } from './article-copy';
import { tellScheduleReturned, tellScheduler } from './article-notices';
import { type PublishedCopy, writeRevision } from './article-publish';

export interface PublishJobPayload {
  articleId: number;
  /** Who scheduled it: the revision's publisher and the audit row's actor. */
  userId: number | null;
  /** The copy scheduled (absent in jobs scheduled before it was kept: those send the article back to review). */
  copy?: PublishedCopy;
}

export async function publishScheduledArticle(ctx: JobContext, payload: Record<string, unknown>): Promise<void> {
  const { articleId, userId, copy } = payload as unknown as PublishJobPayload;
  const { tx, now } = ctx;
  const [row] = await tx.select().from(articles).where(eq(articles.id, articleId)).for('update');
  if (row?.status !== 'scheduled' || !row.publishAt || row.publishAt > now) return;
  if (!copy) return returnToReview(ctx, row, userId);
  const values = await writeRevision(tx, row, { userId, now }, copy);
  // A publisher's edit after scheduling was not published: it stays the working copy, now differing from live.
  const unpublishedChanges = await differsFromLive(tx, row.id, rowContent(row, await productIdsOf(tx, row.id)));
  const [after] = await tx
    .update(articles)
    .set({
      ...values,
      unpublishedChanges,
      status: 'published',
      version: row.version + 1,
      updatedAt: now,
      updatedBy: userId,
    })
    .where(eq(articles.id, articleId))
    .returning();
  // The audit row a publish writes (no request: the server did it at the scheduled time).
  await tx.insert(auditLog).values({
    actorId: userId,
    action: 'publish',
    entity: article.name,
    entityId: String(articleId),
    before: row,
    after,
    at: now,
  });
  await tellScheduler(tx, ctx.deps, row, userId, { at: now });
}

/** The action the article's history shows for it (admin labels userInfo.action.returnToReview). */
export const RETURN_TO_REVIEW = 'returnToReview';

/** A schedule without a reviewed copy: the article waits for review again, unscheduled, nothing published. */
async function returnToReview(ctx: JobContext, row: ArticleRow, userId: number | null): Promise<void> {
  const { tx, now } = ctx;
  const [after] = await tx
    .update(articles)
    .set({ status: 'inReview', publishAt: null, version: row.version + 1, updatedAt: now })
    .where(eq(articles.id, row.id))
    .returning();
  await tx.insert(auditLog).values({
    actorId: null,
    action: RETURN_TO_REVIEW,
    entity: article.name,
    entityId: String(row.id),
    before: row,
    after,
    at: now,
  });
  await tellScheduleReturned(tx, ctx.deps, row, userId);
}

/** Given up after the last attempt (jobs/queue.ts): the scheduler hears it, the article stays scheduled. */
export async function scheduledPublishGivenUp(
  ctx: JobContext,
  payload: Record<string, unknown>,
  failure: { attempts: number; error: string },
): Promise<void> {
  const { articleId, userId } = payload as unknown as PublishJobPayload;
  const [row] = await ctx.tx.select().from(articles).where(eq(articles.id, articleId));
  if (row) await tellScheduler(ctx.tx, ctx.deps, row, userId, failure);
}
