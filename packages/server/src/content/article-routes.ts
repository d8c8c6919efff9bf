/**
 * The article endpoints beyond the resource framework's (contract content/articles.ts): a free slug for a title,
 * the preview of the working copy and the live version (one shape, ArticleView), the revisions, restoring one
 * into the working copy, and moving many articles to another category.
 */
import {
  ARTICLES_PATH,
  article,
  type BulkAnswer,
  bulkMoveSchema,
  RESULT_CODES,
  ResultCode,
  revisionRestoreSchema,
  translate,
} from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import type { Db, Tx } from '../db/client';
import { articleRevisions, articles, categories } from '../db/schema';
import { PRODUCT_LINES } from '../domains/article';
import { fieldError, refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { ApiError, notFound, versionConflict } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody, queryOf } from '../http/validate';
import { hookContext } from '../resources/binding';
import { labelsFor } from '../resources/labels';
import { writeLineSet } from '../resources/line-sets';
import {
  type ArticleRow,
  differsFromLive,
  liveRevision,
  productIdsOf,
  revisionContent,
  rowContent,
} from './article-copy';
import { assertNotLockedBySchedule, lockedBySchedule, SCHEDULED_LOCKED } from './article-lock';
import { slugQuery } from './article-schemas';
import { slugForTitle } from './article-slug';
import { previewView, revisionDetail, revisionSummaries, revisionView } from './article-view';

const P = ARTICLES_PATH;
const read = needs(article.permissions.read);
const write = needs(article.permissions.write);

async function articleRow(db: Db | Tx, id: number, lock = false): Promise<ArticleRow> {
  const query = db.select().from(articles).where(eq(articles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function revisionRow(db: Db | Tx, articleId: number, number: number) {
  const [row] = await db
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.number, number)));
  if (!row) throw new ApiError(ResultCode.NotFound, 'article.revisionNotFound');
  return row;
}

/** Why the definition does not let the record change in its status (null: it may), naming the status. */
async function notEditable(c: Context<AppEnv>, row: ArticleRow): Promise<Record<string, string> | null> {
  if ((article.editableIn as readonly string[]).includes(row.status)) return null;
  const labels = await labelsFor(article, c.var.locale);
  return { status: labels.value('status', row.status) };
}

async function assertEditable(c: Context<AppEnv>, row: ArticleRow): Promise<void> {
  const values = await notEditable(c, row);
  if (values) throw refused('resource.notEditable', values);
}

export const articleRoutes = new Hono<AppEnv>();

articleRoutes.get(`${P}/slug`, write, async (c) => {
  const { title, id } = queryOf(c, slugQuery);
  return ok(c, { slug: await slugForTitle(c.var.deps.db, title, id ?? null) });
});

articleRoutes.get(`${P}/:id{[0-9]+}/preview`, read, async (c) => {
  const { db } = c.var.deps;
  return ok(c, await previewView(db, await articleRow(db, idParam(c)), c.var.locale));
});

articleRoutes.get(`${P}/:id{[0-9]+}/live`, read, async (c) => {
  const { db } = c.var.deps;
  const row = await articleRow(db, idParam(c));
  const live = await liveRevision(db, row.id);
  return ok(c, live ? await revisionView(db, live, row.publishedAt, c.var.locale) : null);
});

articleRoutes.get(`${P}/:id{[0-9]+}/revisions`, read, async (c) => {
  const { db } = c.var.deps;
  const row = await articleRow(db, idParam(c));
  return ok(c, await revisionSummaries(db, row.id));
});

articleRoutes.get(`${P}/:id{[0-9]+}/revisions/:number{[0-9]+}`, read, async (c) => {
  const { db } = c.var.deps;
  const row = await articleRow(db, idParam(c));
  return ok(c, await revisionDetail(db, await revisionRow(db, row.id, idParam(c, 'number'))));
});

/** The revision's content becomes the working copy; the live version does not change until the next publish. */
articleRoutes.post(`${P}/:id{[0-9]+}/revisions/:number{[0-9]+}/restore`, write, async (c) => {
  const id = idParam(c);
  const number = idParam(c, 'number');
  const { version } = await jsonBody(c, revisionRestoreSchema);
  const { db } = c.var.deps;
  await db.transaction(async (tx) => {
    const before = await articleRow(tx, id, true);
    if (before.version !== version) throw versionConflict();
    await assertEditable(c, before);
    assertNotLockedBySchedule(c, before);
    const revision = await revisionRow(tx, id, number);
    const content = revisionContent(revision);
    const ctx = hookContext(c, tx);
    const [after] = await tx
      .update(articles)
      .set({
        title: content.title,
        summary: content.summary,
        body: content.body,
        bodyText: revision.bodyText,
        wordCount: revision.wordCount,
        cover: content.coverId === null ? [] : [content.coverId],
        categoryId: content.categoryId,
        tags: content.tags,
        unpublishedChanges: await differsFromLive(tx, id, content),
        version: before.version + 1,
        updatedAt: ctx.now,
        updatedBy: ctx.userId,
      })
      .where(eq(articles.id, id))
      .returning();
    await writeLineSet(
      ctx,
      PRODUCT_LINES,
      id,
      content.productIds.map((productId) => ({ productId })),
    );
    await audit(tx, c, {
      action: 'restore',
      entity: article.name,
      entityId: id,
      before,
      after: { ...after, restoredRevision: number },
    });
  });
  return ok(c, { id });
});

/** Each article moves or is named with the reason it stays; a category outside the article tree moves none. */
articleRoutes.post(`${P}/bulk-move`, write, async (c) => {
  const { ids, categoryId } = await jsonBody(c, bulkMoveSchema);
  const { db } = c.var.deps;
  const [node] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.tree, 'article')));
  if (!node) throw fieldError(c, 'categoryId', 'validation.categoryNode');
  const answer: BulkAnswer = { done: [], refused: [] };
  await db.transaction(async (tx) => {
    const ctx = hookContext(c, tx);
    // Sorted, so two bulk moves lock rows in the same order.
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
      if (!before) {
        answer.refused.push({ id, message: translate(c.var.locale, RESULT_CODES[ResultCode.NotFound].messageKey) });
        continue;
      }
      const why = await notEditable(c, before);
      if (why) {
        answer.refused.push({ id, message: translate(c.var.locale, 'resource.notEditable', why) });
        continue;
      }
      if (lockedBySchedule(c, before)) {
        answer.refused.push({ id, message: translate(c.var.locale, SCHEDULED_LOCKED) });
        continue;
      }
      const content = { ...rowContent(before, await productIdsOf(tx, id)), categoryId };
      const [after] = await tx
        .update(articles)
        .set({
          categoryId,
          unpublishedChanges: await differsFromLive(tx, id, content),
          version: before.version + 1,
          updatedAt: ctx.now,
          updatedBy: ctx.userId,
        })
        .where(eq(articles.id, id))
        .returning();
      await audit(tx, c, { action: 'move', entity: article.name, entityId: id, before, after });
      answer.done.push(id);
    }
  });
  return ok(c, answer);
});
