/**
 * Articles (/content/article): product news, installation cases and buying guides the company publishes to its
 * stores and site. The record is the working copy an editor changes (autosaved from the full-page editor at
 * /content/article/add and /content/article/edit/{id}); publishing copies it into a revision, and the newest
 * published revision is what readers see (contract content/articles.ts), so a published article can be edited
 * and previewed while its live version stays. Writers (content:write) draft and submit; publishers
 * (content:publish) publish, schedule, send back and archive. A scheduled article is published by the server at
 * its time, even if the server was down then (it publishes at the next start).
 */
import { defineResource, type Fields } from '../define';

export const ARTICLE_STATUSES = ['draft', 'inReview', 'scheduled', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Lower-case ASCII words joined by dashes: the article's address on the site. */
export const SLUG_PATTERN = { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'validation.slug' };

export const ARTICLE_PRODUCT_FIELDS = {
  productId: { type: 'reference', ref: 'product', required: true },
} as const satisfies Fields;

export const article = defineResource({
  name: 'article',
  path: '/articles',
  access: { read: 'content:read', write: 'content:write' },
  menu: { group: 'content', first: true },
  defaultSort: '-updatedAt',
  display: ['title'],
  fields: {
    title: { type: 'text', required: true, max: 120, search: true, sortable: true, column: 'default' },
    /** Generated from the title when left empty (pinyin for Chinese: GET /articles/slug); unique. */
    slug: { type: 'text', max: 120, unique: true, pattern: SLUG_PATTERN, column: 'optional' },
    categoryId: { type: 'category', tree: 'article', filter: 'eq', column: 'default' },
    /** The cover picture (one image material). */
    cover: { type: 'images', max: 1 },
    summary: { type: 'longText', max: 500 },
    /** Searched by its text (the server keeps the text beside the HTML). */
    body: { type: 'richText', max: 200_000, search: true },
    tags: { type: 'textList', max: 10, filter: 'in', column: 'optional' },
    /** The byline; the creator when left empty. */
    authorId: { type: 'reference', ref: 'user', filter: 'eq', column: 'default' },
    pinned: { type: 'boolean', filter: 'bool', column: 'optional' },
    /** Shown in the site's banner carousel. */
    banner: { type: 'boolean', filter: 'bool', column: 'optional' },
    /** Higher first among pinned articles on the site. */
    sort: { type: 'integer', default: 0, min: 0, max: 9999, sortable: true, column: 'optional' },
    status: {
      type: 'enum',
      values: ARTICLE_STATUSES,
      tones: { draft: 'default', inReview: 'warning', scheduled: 'info', published: 'success', archived: 'default' },
      readOnly: true,
      filter: 'in',
      column: 'default',
    },
    /** When a scheduled article goes live (set by the schedule action). */
    publishAt: { type: 'datetime', readOnly: true, sortable: true, column: 'optional' },
    /** When the live revision was first published. */
    publishedAt: { type: 'datetime', readOnly: true, sortable: true, filter: 'range', column: 'default' },
    /** The live revision's number (0: never published). */
    revision: { type: 'integer', readOnly: true, column: 'optional' },
    /** The working copy differs from the live revision. */
    unpublishedChanges: { type: 'boolean', readOnly: true, filter: 'bool', column: 'optional' },
    wordCount: { type: 'integer', readOnly: true, column: 'optional' },
    /** Reads of the live article through the public API. */
    viewCount: { type: 'integer', readOnly: true, sortable: true, column: 'default' },
  },
  lineSets: {
    /** Linked products (shown under the article); product cards inside the body link to products too. */
    products: { max: 20, fields: ARTICLE_PRODUCT_FIELDS },
  },
  states: {
    field: 'status',
    initial: 'draft',
    transitions: {
      submit: { from: ['draft'], to: 'inReview' },
      /** Back to the writer, with a reason in the history. */
      sendBack: {
        from: ['inReview'],
        to: 'draft',
        permission: 'content:publish',
        input: { reason: { type: 'longText', required: true, max: 500 } },
      },
      /** Publishes the working copy as a new revision (also the changes of a published article). */
      publish: {
        from: ['draft', 'inReview', 'scheduled', 'published'],
        to: 'published',
        permission: 'content:publish',
      },
      schedule: {
        from: ['draft', 'inReview'],
        to: 'scheduled',
        permission: 'content:publish',
        input: { publishAt: { type: 'datetime', required: true } },
      },
      unschedule: { from: ['scheduled'], to: 'draft', permission: 'content:publish' },
      archive: { from: ['published'], to: 'archived', permission: 'content:publish', confirm: true },
      /** An archived article comes back as a draft (its revisions stay). */
      reopen: { from: ['archived'], to: 'draft', permission: 'content:publish' },
    },
  },
  editableIn: ['draft', 'inReview', 'scheduled', 'published'],
  deletableIn: ['draft', 'archived'],
});
