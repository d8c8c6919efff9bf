/**
 * The public articles (contract content/public-api.ts), for the company's site: the published ones, pinned first
 * (then by their sort, then newest), each as its live revision — never the working copy an editor is changing —
 * one by its slug (counting a view), and the media such content shows. A material is served only while a
 * published article's live revision or a published, not deleted forum topic or reply shows it, and only while
 * it is public (media/visibility.ts), so a site token cannot read the rest of the library.
 */
import { type Locale, type PublicArticle, type PublicArticleView, SLUG_PATTERN } from '@soundboard/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { type RevisionRow, revisionContent } from '../content/article-copy';
import { publicArticleQuery } from '../content/article-schemas';
import { articleView } from '../content/article-view';
import type { Db } from '../db/client';
import { articleRevisions, articles, categories } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, queryOf } from '../http/validate';
import { publicStoredFile } from '../media/public-files';
import { serveStored } from '../storage/serve';
import { publicFileUrl, withPublicMediaUrls } from './media-urls';
import type { PublicEnv } from './site-auth';

export const PUBLIC_ARTICLE_PAGE_SIZE = 20;

/** Published articles joined to their live revision (articles.revision is its number); the storefront's too. */
export const live = and(eq(articleRevisions.articleId, articles.id), eq(articleRevisions.number, articles.revision));
export const published = eq(articles.status, 'published');

/** The node and every node under it (the trees are shallow; a recursive query keeps any depth right). */
const inCategory = (id: number) =>
  sql`${articles.categoryId} IN (
    WITH RECURSIVE sub(id) AS (
      SELECT ${id}::int
      UNION SELECT ${categories.id} FROM ${categories} JOIN sub ON ${categories.parentId} = sub.id
    ) SELECT id FROM sub)`;

function summaryOf(row: typeof articles.$inferSelect, revision: RevisionRow): PublicArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: revision.title,
    summary: revision.summary,
    coverUrl: revision.coverId === null ? null : publicFileUrl(revision.coverId),
    categoryId: revision.categoryId,
    pinned: row.pinned,
    banner: row.banner,
    publishedAt: (row.publishedAt ?? revision.publishedAt).toISOString(),
    viewCount: row.viewCount ?? 0,
  };
}

async function articleList(db: Db, categoryId: number | undefined, page: number) {
  const where = and(published, categoryId === undefined ? undefined : inCategory(categoryId));
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db
    .select({ article: articles, revision: articleRevisions })
    .from(articles)
    .innerJoin(articleRevisions, live)
    .where(where)
    .orderBy(desc(articles.pinned), desc(articles.sort), desc(articles.publishedAt), desc(articles.id))
    .limit(PUBLIC_ARTICLE_PAGE_SIZE)
    .offset((page - 1) * PUBLIC_ARTICLE_PAGE_SIZE);
  return {
    list: rows.map((row) => summaryOf(row.article, row.revision)),
    total: Number(total?.n ?? 0),
    page,
    pageSize: PUBLIC_ARTICLE_PAGE_SIZE,
  };
}

async function articleBySlug(db: Db, slug: string, locale: Locale): Promise<PublicArticleView> {
  // The view is counted in the same statement that finds the article: no read-then-write race.
  const [row] = await db
    .update(articles)
    .set({ viewCount: sql`coalesce(${articles.viewCount}, 0) + 1` })
    .where(and(eq(articles.slug, slug), published))
    .returning();
  if (!row) throw notFound();
  const [revision] = await db
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, row.id), eq(articleRevisions.number, row.revision ?? 0)));
  if (!revision) throw notFound();
  const view = await articleView(
    db,
    revisionContent(revision),
    { authorId: revision.authorId, publishedAt: row.publishedAt, revision: revision.number, wordCount: 0 },
    locale,
  );
  return {
    ...summaryOf(row, revision),
    body: withPublicMediaUrls(revision.body),
    authorName: view.authorName,
    tags: view.tags,
    products: view.products,
  };
}

/** The LIKE pattern of stored rich text naming the material (an integer id: nothing to escape). */
const naming = (id: number) => `%data-material-id="${id}"%`;

/** Whether a published article's live revision shows the material (cover or body); the storefront's files too. */
export const publishedArticleShows = (id: number) => sql`EXISTS (
      SELECT 1 FROM articles a JOIN article_revisions r ON r.article_id = a.id AND r.number = a.revision
      WHERE a.status = 'published' AND (r.cover_id = ${id} OR r.body LIKE ${naming(id)})
    )`;

/** Whether published content shows the material: an article's live revision, a forum topic or reply. */
async function isPublished(db: Db, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT ${publishedArticleShows(id)} OR EXISTS (
      SELECT 1 FROM forum_topics t
      WHERE t.status = 'published' AND NOT t.deleted AND t.body LIKE ${naming(id)}
    ) OR EXISTS (
      SELECT 1 FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id
      WHERE p.status = 'published' AND NOT p.deleted AND t.status = 'published' AND NOT t.deleted
        AND p.body LIKE ${naming(id)}
    ) AS shown`);
  return (result as unknown as { rows: { shown: boolean }[] }).rows[0]?.shown === true;
}

/** The shared helpers (validation, answers, file serving) take the app's context; the site adds only `site`. */
const asApp = (c: Context<PublicEnv>) => c as unknown as Context<AppEnv>;

export const publicArticleRoutes = new Hono<PublicEnv>();

publicArticleRoutes.get('/articles', async (c) => {
  const { categoryId, page } = queryOf(asApp(c), publicArticleQuery);
  return ok(asApp(c), await articleList(c.var.deps.db, categoryId, page ?? 1));
});

publicArticleRoutes.get('/articles/:slug', async (c) => {
  const slug = c.req.param('slug');
  // Only a slug's characters can name an article (contract SLUG_PATTERN).
  if (!SLUG_PATTERN.regex.test(slug) || slug.length > 120) throw notFound();
  return ok(asApp(c), await articleBySlug(c.var.deps.db, slug, c.var.locale));
});

publicArticleRoutes.get('/files/:id{[0-9]+}', async (c) => {
  const id = idParam(asApp(c));
  const { db } = c.var.deps;
  if (!(await isPublished(db, id))) throw notFound();
  const row = await publicStoredFile(db, id);
  if (!row) throw notFound();
  return serveStored(asApp(c), row);
});
