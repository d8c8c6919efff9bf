/**
 * An article as readers see it (contract ArticleView): the preview of the working copy and a published revision
 * are built here by one function, so the preview is exactly what publishing will show. Names (category, author,
 * products) are read at view time in the caller's language.
 */
import type { ArticleRevision, ArticleRevisionSummary, ArticleView, Locale } from '@soundboard/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { articleRevisions, categories, products, users } from '../db/schema';
import { personName } from '../domains/crm';
import type { ArticleContent, ArticleRow, RevisionRow } from './article-copy';
import { productIdsOf, revisionContent, rowContent } from './article-copy';

/** What a view shows beyond the content: the byline and the publication it belongs to. */
interface ViewFacts {
  authorId: number | null;
  publishedAt: Date | null;
  revision: number | null;
  wordCount: number;
}

async function categoryName(db: Db | Tx, id: number | null, locale: Locale): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ zh: categories.nameZh, en: categories.nameEn })
    .from(categories)
    .where(eq(categories.id, id));
  return row ? (locale === 'zh-CN' ? row.zh : row.en) : null;
}

export async function userName(db: Db | Tx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ name: personName(users) })
    .from(users)
    .where(eq(users.id, id));
  return row?.name ?? null;
}

/** The linked products in the article's order (a product deleted since is left out). */
export async function productCards(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export async function articleView(
  db: Db | Tx,
  content: ArticleContent,
  facts: ViewFacts,
  locale: Locale,
): Promise<ArticleView> {
  return {
    title: content.title,
    summary: content.summary,
    body: content.body,
    coverId: content.coverId,
    categoryId: content.categoryId,
    categoryName: await categoryName(db, content.categoryId, locale),
    authorName: await userName(db, facts.authorId),
    tags: content.tags,
    products: await productCards(db, content.productIds),
    publishedAt: facts.publishedAt?.toISOString() ?? null,
    revision: facts.revision,
    wordCount: facts.wordCount,
  };
}

/** The working copy as it would read if published now. */
export async function previewView(db: Db | Tx, row: ArticleRow, locale: Locale): Promise<ArticleView> {
  const content = rowContent(row, await productIdsOf(db, row.id));
  return articleView(
    db,
    content,
    {
      authorId: row.authorId,
      publishedAt: row.publishedAt,
      revision: row.revision || null,
      wordCount: row.wordCount ?? 0,
    },
    locale,
  );
}

/** A published revision as readers saw it (the article's first publication date, the revision's own content). */
export async function revisionView(
  db: Db | Tx,
  revision: RevisionRow,
  firstPublishedAt: Date | null,
  locale: Locale,
): Promise<ArticleView> {
  return articleView(
    db,
    revisionContent(revision),
    {
      authorId: revision.authorId,
      publishedAt: firstPublishedAt ?? revision.publishedAt,
      revision: revision.number,
      wordCount: revision.wordCount,
    },
    locale,
  );
}

export async function revisionSummaries(db: Db | Tx, articleId: number): Promise<ArticleRevisionSummary[]> {
  const rows = await db
    .select({
      number: articleRevisions.number,
      title: articleRevisions.title,
      publishedAt: articleRevisions.publishedAt,
      publishedById: articleRevisions.publishedBy,
      publishedByName: personName(users),
      wordCount: articleRevisions.wordCount,
    })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.publishedBy))
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.number));
  return rows.map((row) => ({
    ...row,
    publishedByName: row.publishedById === null ? null : row.publishedByName,
    publishedAt: row.publishedAt.toISOString(),
  }));
}

export async function revisionDetail(db: Db | Tx, revision: RevisionRow): Promise<ArticleRevision> {
  return {
    number: revision.number,
    title: revision.title,
    publishedAt: revision.publishedAt.toISOString(),
    publishedById: revision.publishedBy,
    publishedByName: await userName(db, revision.publishedBy),
    wordCount: revision.wordCount,
    summary: revision.summary,
    body: revision.body,
    coverId: revision.coverId,
    categoryId: revision.categoryId,
    tags: revision.tags,
    productIds: revision.productIds,
  };
}
