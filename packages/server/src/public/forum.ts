/**
 * The public forum (contract content/public-api.ts), for the company's site behind a site token: categories,
 * topics (published, not deleted, pinned first), a thread (published replies; counts a view), a new topic, a
 * reply (refused on a locked topic) and a report. The site names its customer on each write (externalId, name):
 * the member is created on the first post and renamed when the name changes. Bodies are sanitised, screened
 * (forum/screening.ts) and answered with public media URLs.
 */
import {
  FORUM_PAGE_SIZE,
  type ForumPage,
  type PublicPostAnswer,
  type PublicThread,
  type PublicTopic,
  publicReplySchema,
  publicReportSchema,
  publicTopicListQuery,
  publicTopicSchema,
  REPORTS_TO_HOLD,
} from '@soundboard/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { sanitizeRichText } from '../content/sanitize';
import type { Tx } from '../db/client';
import { categories, forumPosts, forumReports, forumTopics } from '../db/schema';
import { fieldError, refused } from '../domains/issues';
import { refreshTopic } from '../forum/counters';
import { askModerators } from '../forum/forum-notices';
import { writeLog } from '../forum/log';
import { memberFor } from '../forum/members';
import { insertPost } from '../forum/posts';
import { screenPost } from '../forum/screening';
import { forumSettings } from '../forum/settings';
import { lockSubject, updateSubject } from '../forum/subjects';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody, queryOf } from '../http/validate';
import { checkPublicRichText } from '../media/visibility';
import { acceptRichTextBody } from '../resources/rich-text-limit';
import { withPublicMediaUrls } from './media-urls';

type TopicRow = typeof forumTopics.$inferSelect;

/** What readers see: published and not deleted. */
const visibleTopic = and(eq(forumTopics.status, 'published'), eq(forumTopics.deleted, false));

function topicAnswer(row: TopicRow): PublicTopic {
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: row.title,
    authorName: row.authorName,
    pinned: row.pinned,
    locked: row.locked,
    featured: row.featured,
    replyCount: row.replyCount ?? 0,
    lastPostAt: (row.lastPostAt ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The node and the nodes under it. */
const inCategory = (id: number) =>
  sql`${forumTopics.categoryId} IN (WITH RECURSIVE tree(id) AS (SELECT ${id}::int UNION ALL SELECT ${categories.id} FROM ${categories} JOIN tree ON ${categories.parentId} = tree.id) SELECT id FROM tree)`;

/**
 * A rich-text body made safe; empty once sanitised (only markup that goes) is a missing body. The site shows it:
 * it may name public materials only.
 */
async function cleanBody(c: Context<AppEnv>, body: string) {
  const clean = sanitizeRichText(body);
  if (clean.html === '') throw fieldError(c, 'body', 'validation.required');
  await checkPublicRichText(c, 'body', clean.html);
  return clean;
}

/** The topic a reader may see, locked for a write beside it; otherwise not found. */
async function lockVisibleTopic(tx: Tx, id: number): Promise<TopicRow> {
  const [topic] = await tx
    .select()
    .from(forumTopics)
    .where(and(eq(forumTopics.id, id), visibleTopic))
    .for('update');
  if (!topic) throw notFound();
  return topic;
}

export const publicForumRoutes = new Hono<AppEnv>();

publicForumRoutes.get('/forum/categories', async (c) => {
  const rows = await c.var.deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.tree, 'forum'), eq(categories.enabled, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
  const zh = c.var.locale === 'zh-CN';
  return ok(
    c,
    rows.map((row) => ({ id: row.id, parentId: row.parentId, name: zh ? row.nameZh : row.nameEn, sort: row.sort })),
  );
});

publicForumRoutes.get('/forum/topics', async (c) => {
  const query = queryOf(c, publicTopicListQuery);
  const page = query.page ?? 1;
  const where = and(visibleTopic, query.categoryId ? inCategory(query.categoryId) : undefined);
  const { db } = c.var.deps;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(forumTopics)
      .where(where)
      .orderBy(desc(forumTopics.pinned), desc(forumTopics.lastPostAt), desc(forumTopics.id))
      .limit(FORUM_PAGE_SIZE)
      .offset((page - 1) * FORUM_PAGE_SIZE),
    db.select({ n: count() }).from(forumTopics).where(where),
  ]);
  const answer: ForumPage<PublicTopic> = {
    list: rows.map(topicAnswer),
    total: Number(total?.n ?? 0),
    page,
    pageSize: FORUM_PAGE_SIZE,
  };
  return ok(c, answer);
});

publicForumRoutes.get('/forum/topics/:id{[0-9]+}', async (c) => {
  const id = idParam(c);
  const { db } = c.var.deps;
  // Counts the view in the one statement that reads the topic.
  const [topic] = await db
    .update(forumTopics)
    .set({ viewCount: sql`coalesce(${forumTopics.viewCount}, 0) + 1` })
    .where(and(eq(forumTopics.id, id), visibleTopic))
    .returning();
  if (!topic) throw notFound();
  const posts = await db
    .select()
    .from(forumPosts)
    .where(and(eq(forumPosts.topicId, id), eq(forumPosts.status, 'published'), eq(forumPosts.deleted, false)))
    .orderBy(asc(forumPosts.number));
  const answer: PublicThread = {
    ...topicAnswer(topic),
    body: withPublicMediaUrls(topic.body),
    posts: posts.map((post) => ({
      id: post.id,
      number: post.number,
      body: withPublicMediaUrls(post.body),
      authorName: post.authorName,
      createdAt: post.createdAt.toISOString(),
    })),
  };
  return ok(c, answer);
});

// A customer's topic or reply is rich text of up to 50,000 characters: more than the usual JSON limit in Chinese.
acceptRichTextBody('POST', /^\/public\/forum\/topics(\/[0-9]+\/posts)?$/);

publicForumRoutes.post('/forum/topics', async (c) => {
  const input = await jsonBody(c, publicTopicSchema);
  const body = await cleanBody(c, input.body);
  const { db, now } = c.var.deps;
  const at = now();
  const [node] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.categoryId), eq(categories.tree, 'forum'), eq(categories.enabled, true)));
  if (!node) throw fieldError(c, 'categoryId', 'validation.categoryNode');
  const answer = await db.transaction(async (tx): Promise<PublicPostAnswer> => {
    const member = await memberFor(tx, input.member, at);
    const screened = screenPost(c, await forumSettings(tx), member.trusted, { title: input.title, body });
    const [row] = await tx
      .insert(forumTopics)
      .values({
        title: screened.title,
        categoryId: input.categoryId,
        body: screened.html,
        bodyText: screened.text,
        status: screened.status,
        heldReason: screened.heldReason,
        rejectReason: '',
        authorName: member.name,
        memberId: member.id,
        replyCount: 0,
        pendingReplies: 0,
        openReports: 0,
        viewCount: 0,
        lastPostAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: forumTopics.id });
    if (!row) throw new Error('forum topic not stored');
    if (screened.heldReason === 'sensitive') {
      await writeLog(tx, at, {
        actorId: null,
        action: 'held',
        target: 'topic',
        targetId: row.id,
        title: screened.title,
        reason: 'sensitive',
      });
    }
    if (screened.status === 'pending')
      await askModerators(tx, c.var.deps, {
        target: 'topic',
        id: row.id,
        subject: screened.title,
        text: screened.text,
      });
    return { id: row.id, status: screened.status };
  });
  return ok(c, answer);
});

publicForumRoutes.post('/forum/topics/:id{[0-9]+}/posts', async (c) => {
  const id = idParam(c);
  const input = await jsonBody(c, publicReplySchema);
  const body = await cleanBody(c, input.body);
  const { db, now } = c.var.deps;
  const at = now();
  const answer = await db.transaction(async (tx): Promise<PublicPostAnswer> => {
    const topic = await lockVisibleTopic(tx, id);
    if (topic.locked) throw refused('forum.locked');
    const member = await memberFor(tx, input.member, at);
    const screened = screenPost(c, await forumSettings(tx), member.trusted, { title: '', body });
    const post = await insertPost(tx, {
      topicId: id,
      body: screened.html,
      bodyText: screened.text,
      status: screened.status,
      heldReason: screened.heldReason,
      authorName: member.name,
      memberId: member.id,
      createdBy: null,
      at,
    });
    if (screened.heldReason === 'sensitive') {
      await writeLog(tx, at, {
        actorId: null,
        action: 'held',
        target: 'post',
        targetId: post.id,
        title: topic.title,
        reason: 'sensitive',
      });
    }
    await refreshTopic(tx, id);
    if (screened.status === 'pending')
      await askModerators(tx, c.var.deps, { target: 'post', id: post.id, subject: topic.title, text: screened.text });
    return { id: post.id, status: screened.status };
  });
  return ok(c, answer);
});

publicForumRoutes.post('/forum/reports', async (c) => {
  const input = await jsonBody(c, publicReportSchema);
  const { db, now } = c.var.deps;
  const at = now();
  const answer = await db.transaction(async (tx) => {
    const subject = await lockSubject(tx, input.target, input.id);
    if (!subject || subject.deleted || subject.status !== 'published') throw notFound();
    // A reply is reported where readers see it: in a visible topic.
    if (subject.target === 'post') await lockVisibleTopic(tx, subject.topicId);
    const member = await memberFor(tx, input.member, at);
    const open = and(
      eq(forumReports.target, input.target),
      eq(forumReports.targetId, input.id),
      eq(forumReports.status, 'open'),
    );
    // One open report per reader and post: the same reader cannot push a post into the queue alone.
    const [mine] = await tx
      .select({ id: forumReports.id })
      .from(forumReports)
      .where(and(open, eq(forumReports.memberId, member.id)));
    if (mine) return { id: mine.id };
    const [report] = await tx
      .insert(forumReports)
      .values({
        target: input.target,
        targetId: input.id,
        topicId: subject.topicId,
        reason: input.reason,
        memberId: member.id,
        reporterName: member.name,
        createdAt: at,
      })
      .returning({ id: forumReports.id });
    if (!report) throw new Error('forum report not stored');
    const [reports] = await tx.select({ n: count() }).from(forumReports).where(open);
    if (Number(reports?.n ?? 0) >= REPORTS_TO_HOLD) {
      await updateSubject(tx, subject, { status: 'pending', heldReason: 'reported' }, at, null);
      await writeLog(tx, at, {
        actorId: null,
        action: 'held',
        target: subject.target,
        targetId: subject.id,
        title: subject.title,
        reason: 'reported',
      });
    }
    await refreshTopic(tx, subject.topicId);
    return { id: report.id };
  });
  return ok(c, answer);
});
