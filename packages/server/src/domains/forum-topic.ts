/**
 * Forum topics written by staff through the resource framework (/content/forum/add): published at once, under
 * the staff member's nickname, with no member behind them; edits keep who wrote it and where it stands.
 * Customers' topics come through the public API (public/forum.ts), moderation through POST /forum/moderate
 * (forum/moderate.ts) — the form never changes a topic's status or flags (they are read-only fields).
 */
import { forumTopic } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { defineBinding } from '../resources/binding';
import { personName } from './crm';

export const forumTopicBinding = defineBinding(forumTopic, {
  async prepare(ctx, _input, before) {
    if (before) return {};
    const [author] = await ctx.tx
      .select({ name: personName(users) })
      .from(users)
      .where(eq(users.id, ctx.userId));
    return {
      values: {
        status: 'published',
        heldReason: null,
        rejectReason: '',
        authorName: author?.name ?? '',
        memberId: null,
        replyCount: 0,
        pendingReplies: 0,
        openReports: 0,
        viewCount: 0,
        lastPostAt: ctx.now,
      },
    };
  },
});
