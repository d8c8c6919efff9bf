/**
 * The storefront's articles (contract decoration/storefront-catalog.ts): the published ones, newest first, each as
 * its live revision — never the working copy an editor is changing (the public API's join, public/articles.ts) —
 * in keyset pages; and one by id, counting one view per visitor and day (./visitor.ts), its body's media pointing
 * at the storefront's file route and its products those still on sale.
 */
import {
  STOREFRONT_PAGE_SIZE,
  type StorefrontArticle,
  type StorefrontArticlePage,
  type StorefrontArticleSummary,
} from '@soundboard/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { RevisionRow } from '../content/article-copy';
import { userName } from '../content/article-view';
import type { Db } from '../db/client';
import { articleRevisions, articles } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { live, published } from '../public/articles';
import { withPublicMediaUrls } from '../public/media-urls';
import { badCursor, decodeCursor, encodeCursor } from './products';
import { mediaOf, onSaleProducts, storefrontFileUrl } from './resolve';
import { firstVisitToday } from './visitor';

/** The order of the list: first published, newest first (ties by id). */
const newest = sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`;

type ArticleRow = typeof articles.$inferSelect;

/** The summaries of published rows with their live revisions; their covers in one statement. */
export async function articleSummaries(
  db: Db,
  rows: { article: ArticleRow; revision: RevisionRow }[],
): Promise<StorefrontArticleSummary[]> {
  const covers = rows.flatMap(({ revision }) => (revision.coverId === null ? [] : [revision.coverId]));
  const media = await mediaOf(db, covers, storefrontFileUrl);
  return rows.map(({ article, revision }) => ({
    id: article.id,
    slug: article.slug,
    title: revision.title,
    summary: revision.summary,
    cover: revision.coverId === null ? null : (media[revision.coverId] ?? null),
    publishedAt: (article.publishedAt ?? revision.publishedAt).toISOString(),
  }));
}

/** Published articles with their live revisions, newest first. */
export const publishedArticles = (db: Db, where?: SQL) =>
  db
    .select({ article: articles, revision: articleRevisions })
    .from(articles)
    .innerJoin(articleRevisions, live)
    .where(and(published, where))
    .orderBy(desc(newest), desc(articles.id));

const cursorShape = v.tuple([
  v.literal('article'),
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
]);

export async function articlePage(c: Context<AppEnv>, cursor: string | undefined): Promise<StorefrontArticlePage> {
  const { db } = c.var.deps;
  let after: SQL | undefined;
  if (cursor !== undefined) {
    const [, id] = decodeCursor(c, cursor, cursorShape);
    const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id));
    if (!row) throw badCursor(c);
    after = sql`(${newest}, ${articles.id}) < (SELECT ${newest}, ${articles.id} FROM ${articles} WHERE ${articles.id} = ${id})`;
  }
  const rows = await publishedArticles(db, after).limit(STOREFRONT_PAGE_SIZE + 1);
  const items = await articleSummaries(db, rows.slice(0, STOREFRONT_PAGE_SIZE));
  const last = items.at(-1);
  return { items, next: rows.length > STOREFRONT_PAGE_SIZE && last ? encodeCursor(['article', last.id]) : null };
}

/**
 * A published article by id as its live revision; 404 otherwise. The visitor's first read today counts a view, in
 * the same transaction as the visitor's row.
 */
export async function storefrontArticle(c: Context<AppEnv>, id: number): Promise<StorefrontArticle> {
  const { db } = c.var.deps;
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, id), published));
    if (!row) return false;
    if (await firstVisitToday(c, tx, 'article-view', id))
      await tx
        .update(articles)
        .set({ viewCount: sql`coalesce(${articles.viewCount}, 0) + 1` })
        .where(eq(articles.id, id));
    return true;
  });
  if (!found) throw notFound();
  const [row] = await publishedArticles(db, eq(articles.id, id));
  if (!row) throw notFound();
  const [summary] = await articleSummaries(db, [row]);
  if (!summary) throw notFound();
  const { revision } = row;
  const cards = await onSaleProducts(db, revision.productIds, storefrontFileUrl);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    ...summary,
    body: withPublicMediaUrls(revision.body, (material) => storefrontFileUrl(Number(material))),
    authorName: await userName(db, revision.authorId),
    viewCount: row.article.viewCount ?? 0,
    products: revision.productIds.flatMap((productId) => byId.get(productId) ?? []),
  };
}
