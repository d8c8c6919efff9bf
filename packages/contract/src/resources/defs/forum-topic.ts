/**
 * Forum topics (/content/forum): the customer forum's threads — questions about installations,
 * troubleshooting, show-and-tell. Customers write through the public API (contract content/public-api.ts), staff
 * from /content/forum/add with the article editor. The record is the topic and its opening post; replies are
 * posts of the thread (contract content/forum.ts). Moderators (content:moderate) approve or reject what waits
 * for review, pin, lock, feature, move, delete (softly: restorable) and restore — one topic or many, from the
 * list or the thread — through POST /forum/moderate, never by the form, and every such action is logged.
 */
import { defineResource } from '../define';

export const FORUM_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ForumStatus = (typeof FORUM_STATUSES)[number];

/** Why a post waits for review: a sensitive word matched, its author is not trusted yet, readers reported it. */
export const FORUM_HOLD_REASONS = ['sensitive', 'untrusted', 'reported'] as const;
export type ForumHoldReason = (typeof FORUM_HOLD_REASONS)[number];

export const FORUM_STATUS_TONES = { pending: 'warning', published: 'success', rejected: 'danger' } as const;

export const forumTopic = defineResource({
  name: 'forumTopic',
  path: '/forum/topics',
  access: { read: 'content:read', write: 'content:write' },
  menu: { group: 'content', screen: 'Forum', path: '/content/forum', key: 'forum', after: 'ArticleClassify' },
  defaultSort: '-lastPostAt',
  display: ['title'],
  // Deleting is moderation (soft, logged, restorable): POST /forum/moderate.
  operations: { delete: false },
  fields: {
    title: { type: 'text', required: true, max: 120, search: true, sortable: true, column: 'default' },
    categoryId: { type: 'category', tree: 'forum', required: true, filter: 'eq', column: 'default' },
    /** The opening post. */
    body: { type: 'richText', required: true, max: 50_000, search: true },
    status: {
      type: 'enum',
      values: FORUM_STATUSES,
      tones: FORUM_STATUS_TONES,
      readOnly: true,
      filter: 'in',
      column: 'default',
    },
    heldReason: { type: 'enum', values: FORUM_HOLD_REASONS, readOnly: true, filter: 'in', column: 'optional' },
    /** Shown to the author (through the public API) when rejected. */
    rejectReason: { type: 'text', readOnly: true, max: 500 },
    pinned: { type: 'boolean', readOnly: true, filter: 'bool', column: 'default' },
    /** No new replies. */
    locked: { type: 'boolean', readOnly: true, filter: 'bool', column: 'default' },
    featured: { type: 'boolean', readOnly: true, filter: 'bool', column: 'optional' },
    /** Soft-deleted: hidden from readers, restorable by a moderator. The list shows them only when asked. */
    deleted: { type: 'boolean', readOnly: true, filter: 'bool', column: 'optional' },
    /** The customer's name as the site sent it, or the staff member's nickname. */
    authorName: { type: 'text', readOnly: true, max: 60, search: true, column: 'default' },
    /** The forum member who wrote it (null: staff). */
    memberId: { type: 'integer', readOnly: true, filter: 'eq' },
    replyCount: { type: 'integer', readOnly: true, sortable: true, column: 'default' },
    /** Replies waiting for review. */
    pendingReplies: { type: 'integer', readOnly: true, sortable: true, column: 'optional' },
    /** Open reports on the topic and its replies. */
    openReports: { type: 'integer', readOnly: true, sortable: true, column: 'optional' },
    lastPostAt: { type: 'datetime', readOnly: true, sortable: true, filter: 'range', column: 'default' },
    viewCount: { type: 'integer', readOnly: true, sortable: true, column: 'optional' },
  },
});
