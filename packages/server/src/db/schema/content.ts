/**
 * Articles with their linked products and published revisions, the forum (topics, replies, members, reports,
 * the moderation log), the public API's site tokens, and the job queue scheduled work runs from
 * (contract: resources/defs/article.ts, forum-topic.ts; content/*.ts).
 */
import {
  ARTICLE_PRODUCT_FIELDS,
  article,
  FORUM_HOLD_REASONS,
  FORUM_STATUSES,
  forumTopic,
  SITE_TOKEN_SCOPES,
} from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { tstz } from './common';
import { categories } from './media';
import { fieldColumns, references, resourceTable } from './resource-columns';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const articles = resourceTable('articles', article, {
  columns: {
    /** The body's plain text: what the search and the word count read. */
    bodyText: text('body_text').notNull().default(''),
  },
  extra: (t) => [
    references(t.categoryId, categories.id),
    references(t.authorId, users.id, 'set null'),
    index('articles_status_idx').on(t.status, t.updatedAt),
    index('articles_category_idx').on(t.categoryId),
    // The list's search is a contains match (ILIKE '%q%') on title and body text: trigram indexes serve it, in
    // Chinese as in English (pg_trgm keeps non-ASCII characters in its trigrams).
    index('articles_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('articles_body_text_trgm_idx').using('gin', t.bodyText.op('gin_trgm_ops')),
  ],
});

/** An article's linked products (line set `products`), in their order. */
export const articleProducts = pgTable(
  'article_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id').notNull(),
    sort: integer('sort').notNull().default(0),
    ...fieldColumns(ARTICLE_PRODUCT_FIELDS),
  },
  (t) => [
    references(t.articleId, articles.id, 'cascade'),
    references(t.productId, products.id),
    index('article_products_article_idx').on(t.articleId),
  ],
);

/** What each publish made live: the newest is what readers see. Never changed once written. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    coverId: integer('cover_id'),
    categoryId: integer('category_id'),
    tags: text('tags').array().notNull().default([]),
    productIds: integer('product_ids').array().notNull().default([]),
    authorId: integer('author_id'),
    wordCount: integer('word_count').notNull().default(0),
    publishedAt: tstz('published_at').notNull(),
    publishedBy: integer('published_by'),
  },
  (t) => [
    references(t.articleId, articles.id, 'cascade'),
    references(t.publishedBy, users.id, 'set null'),
    unique('article_revisions_number_unique').on(t.articleId, t.number),
  ],
);

/** The site's customers as the public API names them (contract content/public-api.ts). */
export const forumMembers = pgTable('forum_members', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  externalId: text('external_id').notNull().unique(),
  name: text('name').notNull(),
  /** Trusted members' posts skip the review queue. */
  trusted: boolean('trusted').notNull().default(false),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const forumTopics = resourceTable('forum_topics', forumTopic, {
  columns: {
    bodyText: text('body_text').notNull().default(''),
  },
  extra: (t) => [
    references(t.categoryId, categories.id),
    references(t.memberId, forumMembers.id, 'set null'),
    index('forum_topics_status_idx').on(t.status, t.lastPostAt),
    index('forum_topics_category_idx').on(t.categoryId, t.lastPostAt),
    index('forum_topics_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('forum_topics_body_text_trgm_idx').using('gin', t.bodyText.op('gin_trgm_ops')),
  ],
});

/** A topic's replies, numbered from 1 in the order written. */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer('topic_id').notNull(),
    number: integer('number').notNull(),
    body: text('body').notNull(),
    bodyText: text('body_text').notNull().default(''),
    status: text('status').notNull(),
    heldReason: text('held_reason'),
    rejectReason: text('reject_reason'),
    deleted: boolean('deleted').notNull().default(false),
    authorName: text('author_name').notNull(),
    /** null: a staff member wrote it (createdBy). */
    memberId: integer('member_id'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    references(t.topicId, forumTopics.id, 'cascade'),
    references(t.memberId, forumMembers.id, 'set null'),
    references(t.createdBy, users.id, 'set null'),
    unique('forum_posts_number_unique').on(t.topicId, t.number),
    index('forum_posts_status_idx').on(t.status, t.createdAt),
    check('forum_posts_status_check', sql`${t.status} IN (${inList(FORUM_STATUSES)})`),
    check(
      'forum_posts_held_reason_check',
      sql`${t.heldReason} IS NULL OR ${t.heldReason} IN (${inList(FORUM_HOLD_REASONS)})`,
    ),
  ],
);

/** Readers' reports of a topic or a reply. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    target: text('target').notNull(),
    targetId: integer('target_id').notNull(),
    topicId: integer('topic_id').notNull(),
    reason: text('reason').notNull(),
    memberId: integer('member_id'),
    reporterName: text('reporter_name').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    status: text('status').notNull().default('open'),
    outcome: text('outcome'),
    closedBy: integer('closed_by'),
    closedAt: tstz('closed_at'),
  },
  (t) => [
    references(t.topicId, forumTopics.id, 'cascade'),
    references(t.memberId, forumMembers.id, 'set null'),
    references(t.closedBy, users.id, 'set null'),
    index('forum_reports_status_idx').on(t.status, t.createdAt),
    index('forum_reports_target_idx').on(t.target, t.targetId),
  ],
);

/** Every moderation action (append-only): who did what to which topic, reply or member, and why. */
export const forumModerationLog = pgTable(
  'forum_moderation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: tstz('at').notNull().defaultNow(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    targetId: integer('target_id').notNull(),
    title: text('title').notNull().default(''),
    reason: text('reason'),
  },
  (t) => [
    references(t.actorId, users.id, 'set null'),
    index('forum_moderation_log_at_idx').on(t.at),
    index('forum_moderation_log_target_idx').on(t.target, t.targetId, t.at),
  ],
);

/** The public API's bearer tokens, kept as SHA-256 hashes (the secret is shown once). */
export const siteTokens = pgTable('site_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  hash: text('hash').notNull().unique(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  createdBy: integer('created_by'),
  lastUsedAt: tstz('last_used_at'),
  revokedAt: tstz('revoked_at'),
  /** Null: no expiry (chosen at issue); past it the token is refused like an unknown one. */
  expiresAt: tstz('expires_at'),
  /** The public APIs the token may call (contract SITE_TOKEN_SCOPES); older tokens keep all of them. */
  scopes: text('scopes', { enum: SITE_TOKEN_SCOPES })
    .array()
    .notNull()
    .default([...SITE_TOKEN_SCOPES]),
});

/**
 * Scheduled work (src/jobs/queue.ts): a job runs once at or after `runAt`, whatever the number of server processes — a
 * runner claims due jobs with FOR UPDATE SKIP LOCKED — and a job due while every server was down runs at the next
 * start. `key` makes a job replaceable (rescheduling an article replaces its publish job).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull().default({}),
    runAt: tstz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: tstz('done_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key).where(sql`${t.key} IS NOT NULL AND ${t.doneAt} IS NULL`),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} IS NULL`),
  ],
);
