/**
 * An article's content as publishing sees it: the working copy (the record and its linked products) and a
 * revision hold the same facts, so "unpublished changes" is a comparison of the two and a restore copies one
 * back into the other.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { articleProducts, articleRevisions, type articles } from '../db/schema';

export type ArticleRow = typeof articles.$inferSelect;
export type RevisionRow = typeof articleRevisions.$inferSelect;

/** What a publish makes live (and what "the working copy differs" compares). */
export interface ArticleContent {
  title: string;
  summary: string;
  body: string;
  coverId: number | null;
  categoryId: number | null;
  tags: string[];
  productIds: number[];
}

export function rowContent(
  row: Pick<ArticleRow, 'title' | 'summary' | 'body' | 'cover' | 'categoryId' | 'tags'>,
  productIds: number[],
): ArticleContent {
  return {
    title: row.title,
    summary: row.summary ?? '',
    body: row.body ?? '',
    coverId: row.cover?.[0] ?? null,
    categoryId: row.categoryId ?? null,
    tags: [...(row.tags ?? [])],
    productIds,
  };
}

export function revisionContent(revision: RevisionRow): ArticleContent {
  return {
    title: revision.title,
    summary: revision.summary,
    body: revision.body,
    coverId: revision.coverId,
    categoryId: revision.categoryId,
    tags: [...revision.tags],
    productIds: [...revision.productIds],
  };
}

export function sameContent(a: ArticleContent, b: ArticleContent): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The linked products' ids, in their order. */
export async function productIdsOf(db: Db | Tx, articleId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: articleProducts.productId })
    .from(articleProducts)
    .where(eq(articleProducts.articleId, articleId))
    .orderBy(asc(articleProducts.sort), asc(articleProducts.id));
  return rows.map((row) => row.productId);
}

/** The newest revision: what readers see (null: never published). */
export async function liveRevision(db: Db | Tx, articleId: number): Promise<RevisionRow | null> {
  const [row] = await db
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.number))
    .limit(1);
  return row ?? null;
}

/** Whether `content` (a working copy about to be written) differs from the live revision. */
export async function differsFromLive(db: Db | Tx, articleId: number, content: ArticleContent): Promise<boolean> {
  const live = await liveRevision(db, articleId);
  return live !== null && !sameContent(revisionContent(live), content);
}
