/**
 * The scheduled publish (job kind 'article.publish', jobs/handlers.ts): at its time the article is published as
 * the publish action would, in the name of whoever scheduled it. It does nothing when the article was unscheduled
 * or published meanwhile (its status is no longer scheduled) or its time was moved later (a newer job carries it).
 */
import { article } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { articles, auditLog } from '../db/schema';
import type { JobContext } from '../jobs/queue';
import { writeRevision } from './article-publish';

export interface PublishJobPayload {
  articleId: number;
  /** Who scheduled it: the revision's publisher and the audit row's actor. */
  userId: number | null;
}

export async function publishScheduledArticle(ctx: JobContext, payload: Record<string, unknown>): Promise<void> {
  const { articleId, userId } = payload as unknown as PublishJobPayload;
  const { tx, now } = ctx;
  const [row] = await tx.select().from(articles).where(eq(articles.id, articleId)).for('update');
  if (row?.status !== 'scheduled' || !row.publishAt || row.publishAt > now) return;
  const values = await writeRevision(tx, row, { userId, now });
  const [after] = await tx
    .update(articles)
    .set({ ...values, status: 'published', version: row.version + 1, updatedAt: now, updatedBy: userId })
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
}
