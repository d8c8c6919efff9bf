/**
 * Answer shapes of the forum's staff routes written by hand (the thread, staff replies, moderation, the queue,
 * reports, the log, members); see ./hand-outputs.ts for the rules.
 */
import {
  API_BASE,
  FORUM_HOLD_REASONS,
  FORUM_STATUSES,
  type ForumMember,
  type ForumPost,
  type ForumReport,
  type ForumThread,
  forumTopic,
  LOG_TARGETS,
  MODERATION_ACTIONS,
  MODERATION_TARGETS,
  type ModerationLogEntry,
  type QueueItem,
  REPORT_OUTCOMES,
  REPORT_STATUSES,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, pageOf, type Schema, shape } from './output-shapes';
import { resourceOutputs } from './resource-output';

const B = API_BASE;
const topic = resourceOutputs(forumTopic);
const heldReason = v.nullable(v.picklist(FORUM_HOLD_REASONS));

const post = shape<ForumPost>()({
  id: v.number(),
  topicId: v.number(),
  number: v.number(),
  body: v.string(),
  status: v.picklist(FORUM_STATUSES),
  heldReason,
  rejectReason: nullableString,
  deleted: v.boolean(),
  authorName: v.string(),
  memberId: nullableNumber,
  createdAt: v.string(),
  openReports: v.number(),
});

const report = shape<ForumReport>()({
  id: v.number(),
  target: v.picklist(MODERATION_TARGETS),
  targetId: v.number(),
  topicId: v.number(),
  title: v.string(),
  excerpt: v.string(),
  reason: v.string(),
  reporterName: v.string(),
  createdAt: v.string(),
  status: v.picklist(REPORT_STATUSES),
  outcome: v.nullable(v.picklist(REPORT_OUTCOMES)),
  closedByName: nullableString,
  closedAt: nullableString,
});

const member = shape<ForumMember>()({
  id: v.number(),
  externalId: v.string(),
  name: v.string(),
  trusted: v.boolean(),
  posts: v.number(),
  createdAt: v.string(),
});

export const FORUM_OUTPUTS: Record<string, Schema> = {
  [`GET ${B}/forum/topics/:id{[0-9]+}/thread`]: shape<ForumThread>()({ topic: topic.detail, posts: v.array(post) }),
  [`POST ${B}/forum/topics/:id{[0-9]+}/posts`]: post,
  [`POST ${B}/forum/moderate`]: topic.bulk,
  [`GET ${B}/forum/queue`]: v.array(
    shape<QueueItem>()({
      target: v.picklist(MODERATION_TARGETS),
      id: v.number(),
      topicId: v.number(),
      title: v.string(),
      excerpt: v.string(),
      authorName: v.string(),
      memberId: nullableNumber,
      heldReason,
      createdAt: v.string(),
    }),
  ),
  [`GET ${B}/forum/reports`]: pageOf<ForumReport>(report),
  [`POST ${B}/forum/reports/:id{[0-9]+}/close`]: report,
  [`GET ${B}/forum/log`]: pageOf<ModerationLogEntry>(
    shape<ModerationLogEntry>()({
      id: v.number(),
      at: v.string(),
      actorId: nullableNumber,
      actorName: nullableString,
      action: v.picklist([...MODERATION_ACTIONS, 'reportClosed', 'trust', 'untrust', 'held']),
      target: v.picklist(LOG_TARGETS),
      targetId: v.number(),
      title: v.string(),
      reason: nullableString,
    }),
  ),
  [`GET ${B}/forum/members`]: pageOf<ForumMember>(member),
  [`POST ${B}/forum/members/:id{[0-9]+}/trust`]: member,
};
