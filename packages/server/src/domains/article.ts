/**
 * Articles (contract resources/defs/article.ts): the record is the working copy. The server makes the slug from
 * the title when it is left empty (content/article-slug.ts), names the creator as author when none is given,
 * keeps the body's sanitised HTML, text and word count, and tells whether the working copy differs from the live
 * revision. The workflow's hooks publish (a new revision, content/article-publish.ts), schedule (a job that
 * publishes at the time, content/article-job.ts) and unschedule; a send-back's reason goes to the history.
 */
import { article } from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import { audit } from '../audit';
import { type ArticleRow, differsFromLive, productIdsOf, rowContent } from '../content/article-copy';
import { assertNotLockedBySchedule } from '../content/article-lock';
import { askForReview, reviewAnswered, tellAuthor } from '../content/article-notices';
import { PUBLISH_JOB, publishedCopyOf, publishJobKey, writeRevision } from '../content/article-publish';
import { slugForTitle } from '../content/article-slug';
import { productCards } from '../content/article-view';
import { sanitizeRichText } from '../content/sanitize';
import { articleProducts, products } from '../db/schema';
import { cancelJob, scheduleJob } from '../jobs/queue';
import { defineBinding, type HookContext } from '../resources/binding';
import { checkLineIds, type Line, type LineSetTable, writeLineSet } from '../resources/line-sets';
import { wireRows } from './documents';
import { fieldError, Issues } from './issues';
import { checkExists } from './references';

export const PRODUCT_LINES: LineSetTable = { table: articleProducts, parent: articleProducts.articleId };

/** The linked products as the input carries them (the contract's input type does not carry line sets). */
const productLinesOf = (input: unknown) => (input as { products?: (Line & { productId: number })[] }).products;

async function checkProducts(ctx: HookContext, lines: (Line & { productId: number })[], articleId: number | null) {
  const issues = new Issues();
  await checkLineIds(ctx, PRODUCT_LINES, articleId, 'products', lines, issues);
  for (const [index, line] of lines.entries())
    await checkExists(ctx, issues, `products.${index}.productId`, products, line.productId);
  issues.throwIfAny(ctx.c);
}

export const articleBinding = defineBinding(article, {
  async prepare(ctx, input, before) {
    if (before) assertNotLockedBySchedule(ctx.c, before);
    const lines = productLinesOf(input);
    if (lines) await checkProducts(ctx, lines, before?.id ?? null);
    const productIds = lines
      ? lines.map((line) => line.productId)
      : before
        ? await productIdsOf(ctx.tx, before.id)
        : [];
    // Sanitised here too (the framework does it on write): the stored text and count come from the same HTML.
    const body = sanitizeRichText(input.body ?? '');
    const given = input.slug?.trim() ?? '';
    const slug = given || (await slugForTitle(ctx.tx, input.title, before?.id ?? null));
    const content = rowContent({ ...input, body: body.html, cover: input.cover ?? [] } as ArticleRow, productIds);
    const values = {
      slug,
      body: body.html,
      bodyText: body.text,
      wordCount: body.wordCount,
      authorId: input.authorId ?? before?.authorId ?? before?.createdBy ?? ctx.userId,
      unpublishedChanges: before ? await differsFromLive(ctx.tx, before.id, content) : false,
      ...(before ? {} : { revision: 0, viewCount: 0 }),
    };
    return { values: values as Record<string, unknown> };
  },
  async afterWrite(ctx, row, _plan, input) {
    const lines = productLinesOf(input);
    if (lines) await writeLineSet(ctx, PRODUCT_LINES, row.id, lines);
  },
  transitions: {
    async submit(ctx, before) {
      await askForReview(ctx, before);
      return undefined;
    },
    async publish(ctx, before) {
      await cancelJob(ctx.tx, publishJobKey(before.id));
      await reviewAnswered(ctx, before.id);
      await tellAuthor(ctx, before, 'article.published');
      return writeRevision(ctx.tx, before as unknown as ArticleRow, { userId: ctx.userId, now: ctx.now });
    },
    async schedule(ctx, before, input) {
      const publishAt = new Date(input.publishAt as unknown as string);
      if (!(publishAt.getTime() > ctx.now.getTime())) throw fieldError(ctx.c, 'publishAt', 'article.schedulePast');
      await scheduleJob(ctx.tx, {
        kind: PUBLISH_JOB,
        key: publishJobKey(before.id),
        runAt: publishAt,
        // The copy the publisher reviewed: the job publishes it, not a later working copy (content/article-job.ts).
        payload: {
          articleId: before.id,
          userId: ctx.userId,
          copy: await publishedCopyOf(ctx.tx, before as ArticleRow),
        },
      });
      await reviewAnswered(ctx, before.id);
      return { publishAt };
    },
    async unschedule(ctx, before) {
      await cancelJob(ctx.tx, publishJobKey(before.id));
      return { publishAt: null };
    },
    async sendBack(ctx, before, input) {
      // The history keeps the reason beside the status change the framework records.
      await audit(ctx.tx, ctx.c, {
        action: 'sendBack.reason',
        entity: article.name,
        entityId: before.id,
        // Shown in the record's history as the reason's change (resources/read.ts).
        before: {},
        after: { reason: input.reason },
      });
      await reviewAnswered(ctx, before.id);
      await tellAuthor(ctx, before, 'article.sentBack', input.reason);
      return undefined;
    },
  },
  async detail(db, row) {
    const lines = await db
      .select()
      .from(articleProducts)
      .where(and(eq(articleProducts.articleId, row.id)))
      .orderBy(articleProducts.sort, articleProducts.id);
    const cards = new Map(
      (
        await productCards(
          db,
          lines.map((line) => line.productId),
        )
      ).map((p) => [p.id, p]),
    );
    return {
      products: wireRows(lines).map((line) => {
        const card = cards.get(line.productId as number);
        return { ...line, sku: card?.sku ?? null, name: card?.name ?? null };
      }),
    };
  },
});
