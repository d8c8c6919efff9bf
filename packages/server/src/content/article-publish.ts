/**
 * Publishing: the working copy becomes a new revision (number + 1) and the newest revision is what readers see.
 * The publish action (a transition hook, domains/article.ts) and the scheduled job (./article-job.ts) both go
 * through writeRevision, so a scheduled publish is exactly a publish.
 */
import { article } from '@soundboard/contract';
import { eq, max } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { articleRevisions } from '../db/schema';
import { type ArticleRow, productIdsOf } from './article-copy';

/** The job key of an article's scheduled publish (one pending job per article). */
export const publishJobKey = (articleId: number) => `${article.name}:${articleId}`;
export const PUBLISH_JOB = 'article.publish';

/** Who publishes, and when. */
export interface Publisher {
  userId: number | null;
  now: Date;
}

/** Writes the revision of `row`'s working copy; returns the article's columns that change with it. */
export async function writeRevision(tx: Tx, row: ArticleRow, by: Publisher) {
  const productIds = await productIdsOf(tx, row.id);
  const [last] = await tx
    .select({ number: max(articleRevisions.number) })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, row.id));
  const number = (last?.number ?? 0) + 1;
  await tx.insert(articleRevisions).values({
    articleId: row.id,
    number,
    title: row.title,
    summary: row.summary,
    body: row.body,
    bodyText: row.bodyText,
    coverId: row.cover[0] ?? null,
    categoryId: row.categoryId,
    tags: row.tags,
    productIds,
    authorId: row.authorId,
    wordCount: row.wordCount ?? 0,
    publishedAt: by.now,
    publishedBy: by.userId,
  });
  return {
    revision: number,
    // The first publish's time stays the article's date; later revisions are corrections.
    publishedAt: row.publishedAt ?? by.now,
    publishAt: null,
    unpublishedChanges: false,
  };
}
