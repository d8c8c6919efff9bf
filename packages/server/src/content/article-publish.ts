/**
 * Publishing: the working copy becomes a new revision (number + 1) and the newest revision is what readers see.
 * The publish action (a transition hook, domains/article.ts) and the scheduled job (./article-job.ts) both go
 * through writeRevision, so a scheduled publish is exactly a publish — of the copy the schedule kept.
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

/**
 * What a revision holds of the working copy (everything but its number and publisher): what a publish makes
 * live. A schedule keeps it in its job (JSON), so the job publishes the copy the publisher reviewed.
 */
export interface PublishedCopy {
  title: string;
  summary: string;
  body: string;
  bodyText: string;
  coverId: number | null;
  categoryId: number | null;
  tags: string[];
  productIds: number[];
  authorId: number | null;
  wordCount: number;
}

/** `row`'s working copy as a revision would hold it. */
export async function publishedCopyOf(tx: Tx, row: ArticleRow): Promise<PublishedCopy> {
  return {
    title: row.title,
    summary: row.summary,
    body: row.body,
    bodyText: row.bodyText,
    coverId: row.cover[0] ?? null,
    categoryId: row.categoryId,
    tags: row.tags,
    productIds: await productIdsOf(tx, row.id),
    authorId: row.authorId,
    wordCount: row.wordCount ?? 0,
  };
}

/**
 * Writes a revision of `copy` (default: `row`'s working copy now); returns the article's columns that change
 * with it.
 */
export async function writeRevision(tx: Tx, row: ArticleRow, by: Publisher, copy?: PublishedCopy) {
  const published = copy ?? (await publishedCopyOf(tx, row));
  const [last] = await tx
    .select({ number: max(articleRevisions.number) })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, row.id));
  const number = (last?.number ?? 0) + 1;
  await tx.insert(articleRevisions).values({
    articleId: row.id,
    number,
    ...published,
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
