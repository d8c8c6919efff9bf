/**
 * Forum moderation beyond the topic resource (contract resources/defs/forum-topic.ts), under /behind:
 *   GET  /forum/topics/:id/thread        → ForumThread: the topic and every reply, pending and deleted ones too
 *                                          (content:read)
 *   POST /forum/topics/:id/posts         { body } → ForumPost: a staff reply, published at once (content:write;
 *                                          a locked topic takes replies from moderators only)
 *   POST /forum/moderate                 ModerateInput → BulkAnswer (resources/bulk.ts) (content:moderate)
 *   GET  /forum/queue                    → QueueItem[]: topics and replies waiting for review, oldest first
 *                                          (content:moderate)
 *   GET  /forum/reports?status=open|closed&page= → Page<ForumReport> (content:moderate)
 *   POST /forum/reports/:id/close        { outcome } → ForumReport; 'removed' deletes the reported post too
 *   GET  /forum/log?targetKind=&targetId=&page= → Page<ModerationLogEntry>, newest first (content:moderate)
 *   GET  /forum/members?q=&page=         → Page<ForumMember>; POST /forum/members/:id/trust { trusted }
 *   GET/POST /site-tokens, DELETE /site-tokens/:id: the public API's tokens (config:write; the secret is shown
 *                                          once, at creation, and stored hashed)
 * Sensitive words come from configuration (content.sensitiveWords, content.sensitiveWordAction: block refuses
 * the post, review holds it in the queue, mask stars the words out); they apply to customers' posts, not staff's.
 * An untrusted member's posts wait for review while content.forumQueueUntrusted is on.
 */
import * as v from 'valibot';
import type { BulkAnswer } from '../resources/bulk';
import type { ForumHoldReason, ForumStatus } from '../resources/defs/forum-topic';

export const FORUM_PATH = '/forum';
export const SITE_TOKENS_PATH = '/site-tokens';

/** What a moderator can do to topics (all) and replies (all but move, pin, lock, feature). */
export const MODERATION_ACTIONS = [
  'approve',
  /** Approve and trust the author: their next posts skip the queue. */
  'approveTrust',
  /** Needs a reason (shown to the author). */
  'reject',
  'pin',
  'unpin',
  'lock',
  'unlock',
  'feature',
  'unfeature',
  /** Needs categoryId. Topics only. */
  'move',
  'delete',
  'restore',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Actions that apply to topics only. */
export const TOPIC_ONLY_ACTIONS: readonly ModerationAction[] = [
  'pin',
  'unpin',
  'lock',
  'unlock',
  'feature',
  'unfeature',
  'move',
];

export const MODERATION_TARGETS = ['topic', 'post'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

const id = v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type'));

/** The longest reason a rejection gives its author. */
export const MODERATION_REASON_MAX = 500;

export const moderateSchema = v.strictObject({
  target: v.picklist(MODERATION_TARGETS, 'validation.invalid'),
  action: v.picklist(MODERATION_ACTIONS, 'validation.invalid'),
  ids: v.pipe(v.array(id), v.minLength(1, 'validation.required'), v.maxLength(200, 'validation.tooMany')),
  reason: v.optional(
    v.pipe(v.string('validation.type'), v.trim(), v.maxLength(MODERATION_REASON_MAX, 'validation.tooLong')),
  ),
  categoryId: v.optional(id),
});
export type ModerateInput = v.InferOutput<typeof moderateSchema>;
export type ModerateAnswer = BulkAnswer;

export const staffReplySchema = v.strictObject({
  body: v.pipe(
    v.string('validation.type'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(50_000, 'validation.tooLong'),
  ),
});

/** A reply (or, as number 0, never: the opening post is the topic's body). */
export interface ForumPost {
  id: number;
  topicId: number;
  /** Its place in the thread, from 1. */
  number: number;
  /** Sanitised HTML. */
  body: string;
  status: ForumStatus;
  heldReason: ForumHoldReason | null;
  rejectReason: string | null;
  deleted: boolean;
  authorName: string;
  /** null: staff. */
  memberId: number | null;
  createdAt: string;
  openReports: number;
}

export interface ForumThread {
  /** The topic's record, as GET /forum/topics/:id answers it. */
  topic: Record<string, unknown>;
  posts: ForumPost[];
}

export interface QueueItem {
  target: ModerationTarget;
  id: number;
  topicId: number;
  /** The topic's title (a reply's topic). */
  title: string;
  /** The first 200 characters of the post's text. */
  excerpt: string;
  authorName: string;
  memberId: number | null;
  heldReason: ForumHoldReason | null;
  createdAt: string;
}

export const REPORT_STATUSES = ['open', 'closed'] as const;
export const REPORT_OUTCOMES = ['dismissed', 'removed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/**
 * Open reports (from different readers) that send a published topic or reply back to the review queue, held
 * with 'reported', until a moderator approves it again or removes it.
 */
export const REPORTS_TO_HOLD = 3;

export const closeReportSchema = v.strictObject({ outcome: v.picklist(REPORT_OUTCOMES, 'validation.invalid') });

export interface ForumReport {
  id: number;
  target: ModerationTarget;
  targetId: number;
  topicId: number;
  title: string;
  excerpt: string;
  reason: string;
  reporterName: string;
  createdAt: string;
  status: (typeof REPORT_STATUSES)[number];
  outcome: ReportOutcome | null;
  closedByName: string | null;
  closedAt: string | null;
}

export interface ModerationLogEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  /** A moderation action, or 'reportClosed', 'trust', 'untrust', 'held' (the filter held a post: no actor). */
  action: ModerationAction | 'reportClosed' | 'trust' | 'untrust' | 'held';
  target: ModerationTarget | 'member';
  targetId: number;
  /** The topic's title, or the member's name. */
  title: string;
  reason: string | null;
}

export interface ForumMember {
  id: number;
  externalId: string;
  name: string;
  trusted: boolean;
  posts: number;
  createdAt: string;
}

export const trustSchema = v.strictObject({ trusted: v.boolean('validation.type') });

/**
 * What a site token may call under /public (content/public-api.ts): each public route belongs to one scope, and
 * a token chosen for some scopes gets 403 on the others. Tokens issued before scopes existed hold all of them.
 */
export const SITE_TOKEN_SCOPES = ['articles', 'forum'] as const;
export type SiteTokenScope = (typeof SITE_TOKEN_SCOPES)[number];

export interface SiteToken {
  id: number;
  name: string;
  /** The first characters, to tell tokens apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Null: the token does not expire. */
  expiresAt: string | null;
  scopes: SiteTokenScope[];
}

/** POST /site-tokens answers the secret once. */
export interface SiteTokenCreated extends SiteToken {
  token: string;
}

/** A page of one of the lists above (20 a page, newest first unless said otherwise). */
export interface ForumPage<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
export const FORUM_PAGE_SIZE = 20;

const queryPage = v.optional(
  v.pipe(v.string('validation.type'), v.regex(/^[1-9]\d{0,5}$/, 'validation.invalid'), v.transform(Number)),
);
const queryId = v.pipe(
  v.string('validation.type'),
  v.regex(/^[1-9]\d{0,8}$/, 'validation.invalid'),
  v.transform(Number),
);

export const reportListQuery = v.strictObject({
  status: v.optional(v.picklist(REPORT_STATUSES, 'validation.invalid')),
  page: queryPage,
});

export const LOG_TARGETS = ['topic', 'post', 'member'] as const;
export const moderationLogQuery = v.strictObject({
  targetKind: v.optional(v.picklist(LOG_TARGETS, 'validation.invalid')),
  targetId: v.optional(queryId),
  page: queryPage,
});

export const memberListQuery = v.strictObject({
  q: v.optional(v.pipe(v.string('validation.type'), v.trim(), v.maxLength(60, 'validation.tooLong'))),
  page: queryPage,
});

/** GET /public/forum/topics (contract content/public-api.ts): Page = ForumPage<PublicTopic>. */
export const publicTopicListQuery = v.strictObject({
  categoryId: v.optional(queryId),
  page: queryPage,
});

/** How long a new site token works, chosen at issue (days; null: until revoked). */
export const SITE_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export const SITE_TOKEN_DEFAULT_EXPIRY_DAYS = 365;

export const siteTokenSchema = v.strictObject({
  name: v.pipe(
    v.string('validation.type'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(60, 'validation.tooLong'),
  ),
  expiresInDays: v.optional(
    v.nullable(v.picklist(SITE_TOKEN_EXPIRY_DAYS, 'validation.invalid')),
    SITE_TOKEN_DEFAULT_EXPIRY_DAYS,
  ),
  scopes: v.optional(
    v.pipe(
      v.array(v.picklist(SITE_TOKEN_SCOPES, 'validation.invalid'), 'validation.type'),
      v.minLength(1, 'validation.required'),
      v.transform((scopes) => SITE_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
    ),
    () => [...SITE_TOKEN_SCOPES],
  ),
});
export type SiteTokenInput = v.InferInput<typeof siteTokenSchema>;
