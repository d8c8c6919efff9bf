/**
 * The demo forum (demo mode, empty database): the site's members (two trusted), some thirty topics with their
 * replies in the seeded forum categories — pinned, locked and featured ones, four topics and five replies waiting
 * for review (sensitive words, untrusted authors), a rejected and a soft-deleted topic, three open reports and a
 * closed one — the moderation log that tells how they got there, and a few sensitive words in the configuration.
 * Fixed texts and times relative to `now`: every fresh database holds the same forum.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  categories,
  configValues,
  forumMembers,
  forumModerationLog,
  forumPosts,
  forumReports,
  forumTopics,
  users,
} from '../../db/schema';
import { personName } from '../../domains/crm';
import { type Author, DEMO_SENSITIVE_WORDS, FORUM_MEMBERS, FORUM_TOPICS, type TopicSeed } from './forum-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type LogRow = typeof forumModerationLog.$inferInsert;

const html = (paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export interface ForumStaff {
  /** The moderator most entries name. */
  editor: number;
  admin: number;
}

export async function seedDemoForum(tx: Tx, now: Date, staff: ForumStaff): Promise<void> {
  const nodes = await tx
    .select({ id: categories.id, nameEn: categories.nameEn })
    .from(categories)
    .where(eq(categories.tree, 'forum'));
  const tech = nodes.find((node) => node.nameEn === 'Tech talk')?.id;
  const afterSales = nodes.find((node) => node.nameEn === 'After-sales')?.id;
  if (!tech || !afterSales) return;
  const category = { tech, 'after-sales': afterSales };
  const [editor] = await tx
    .select({ name: personName(users) })
    .from(users)
    .where(eq(users.id, staff.editor));
  const staffName = editor?.name ?? 'Soundboard';

  const members = await tx
    .insert(forumMembers)
    .values(
      FORUM_MEMBERS.map((member, index) => ({
        ...member,
        createdAt: new Date(now.getTime() - (90 - index * 3) * DAY),
      })),
    )
    .returning({ id: forumMembers.id, name: forumMembers.name });
  const authorOf = (by: Author) => {
    if (by === 'staff') return { authorName: staffName, memberId: null, createdBy: staff.editor };
    const member = members[by];
    if (!member) throw new Error(`seed: no forum member ${by}`);
    return { authorName: member.name, memberId: member.id, createdBy: null };
  };

  const log: LogRow[] = [];
  const moderator = (index: number) => (index % 3 === 2 ? staff.admin : staff.editor);
  for (const [index, member] of FORUM_MEMBERS.entries()) {
    if (!member.trusted) continue;
    const id = members[index]?.id ?? 0;
    log.push({
      at: new Date(now.getTime() - 70 * DAY),
      actorId: staff.admin,
      action: 'trust',
      target: 'member',
      targetId: id,
      title: member.name,
    });
  }

  for (const [index, seed] of FORUM_TOPICS.entries()) {
    await seedTopic(tx, now, seed, index, {
      categoryId: category[seed.category],
      authorOf,
      moderator: moderator(index),
      members,
      log,
    });
  }
  log.sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));
  await tx.insert(forumModerationLog).values(log);

  await tx
    .insert(configValues)
    .values({ key: 'content.sensitiveWords', value: DEMO_SENSITIVE_WORDS, updatedAt: now, updatedBy: staff.admin })
    .onConflictDoNothing();
}

interface TopicContext {
  categoryId: number;
  authorOf: (by: Author) => { authorName: string; memberId: number | null; createdBy: number | null };
  moderator: number;
  members: { id: number; name: string }[];
  log: LogRow[];
}

async function seedTopic(tx: Tx, now: Date, seed: TopicSeed, index: number, ctx: TopicContext) {
  const createdAt = new Date(now.getTime() - seed.daysAgo * DAY + (index % 5) * HOUR - 6 * HOUR);
  const author = ctx.authorOf(seed.by);
  const held = seed.state === 'sensitive' || seed.state === 'untrusted';
  const status = held ? 'pending' : seed.state === 'rejected' ? 'rejected' : 'published';
  // The one moved topic was first posted in the other category.
  const moved = index === 16;
  const [topic] = await tx
    .insert(forumTopics)
    .values({
      title: seed.title,
      categoryId: ctx.categoryId,
      body: html(seed.text),
      bodyText: seed.text.join('\n'),
      status,
      heldReason: held ? seed.state : null,
      rejectReason: seed.state === 'rejected' ? '广告请发到二手交易区 / Sales posts belong on the marketplace' : '',
      pinned: seed.pinned ?? false,
      locked: seed.locked ?? false,
      featured: seed.featured ?? false,
      deleted: seed.state === 'deleted',
      ...author,
      replyCount: 0,
      pendingReplies: 0,
      openReports: 0,
      lastPostAt: createdAt,
      viewCount: status === 'published' ? 40 + ((index * 137) % 900) : 0,
      createdAt,
      updatedAt: createdAt,
      updatedBy: author.createdBy,
    })
    .returning({ id: forumTopics.id });
  if (!topic) throw new Error('seed: forum topic insert returned nothing');
  const at = (hours: number) => new Date(createdAt.getTime() + hours * HOUR);
  const entry = (action: string, hours: number, extra: Partial<LogRow> = {}): LogRow => ({
    at: at(hours),
    actorId: ctx.moderator,
    action,
    target: 'topic',
    targetId: topic.id,
    title: seed.title,
    ...extra,
  });
  if (seed.pinned) ctx.log.push(entry('pin', 1));
  if (seed.locked) ctx.log.push(entry('lock', 30));
  if (seed.featured) ctx.log.push(entry('feature', 40));
  if (seed.state === 'sensitive') ctx.log.push(entry('held', 0, { actorId: null, reason: 'sensitive' }));
  if (seed.state === 'rejected')
    ctx.log.push(entry('reject', 3, { reason: '广告请发到二手交易区 / Sales posts belong on the marketplace' }));
  if (seed.state === 'deleted') ctx.log.push(entry('delete', 2, { reason: '重复发帖 / Duplicate' }));
  if (moved) ctx.log.push(entry('move', 2));
  // Recent topics of members not trusted waited for a moderator's approval.
  if (status === 'published' && seed.by !== 'staff' && seed.by > 1 && seed.daysAgo <= 14)
    ctx.log.push(entry('approve', 1));

  const replies = seed.replies ?? [];
  const postIds: number[] = [];
  let lastPostAt = createdAt;
  for (const [number, reply] of replies.entries()) {
    const postAt = at((number + 1) * 3);
    const [post] = await tx
      .insert(forumPosts)
      .values({
        topicId: topic.id,
        number: number + 1,
        body: html([reply.text]),
        bodyText: reply.text,
        status: reply.state ? 'pending' : 'published',
        heldReason: reply.state ?? null,
        ...ctx.authorOf(reply.by),
        createdAt: postAt,
        updatedAt: postAt,
      })
      .returning({ id: forumPosts.id });
    if (!post) throw new Error('seed: forum post insert returned nothing');
    postIds.push(post.id);
    if (!reply.state) lastPostAt = postAt;
    if (reply.state === 'sensitive') {
      ctx.log.push(
        entry('held', (number + 1) * 3, { actorId: null, target: 'post', targetId: post.id, reason: 'sensitive' }),
      );
    }
  }

  for (const report of seed.reports ?? []) {
    const member = ctx.members[report.by];
    const targetId = report.on < 0 ? topic.id : postIds[report.on];
    if (!member || !targetId) continue;
    await tx.insert(forumReports).values({
      target: report.on < 0 ? 'topic' : 'post',
      targetId,
      topicId: topic.id,
      reason: report.reason,
      memberId: member.id,
      reporterName: member.name,
      createdAt: at(replies.length * 3 + 2),
    });
  }
  // One report a moderator looked at and dismissed (the hum thread's first reply).
  if (index === 5 && postIds[0]) {
    const member = ctx.members[9];
    await tx.insert(forumReports).values({
      target: 'post',
      targetId: postIds[0],
      topicId: topic.id,
      reason: '推销产品 / Selling something',
      memberId: member?.id ?? null,
      reporterName: member?.name ?? '',
      createdAt: at(10),
      status: 'closed',
      outcome: 'dismissed',
      closedBy: ctx.moderator,
      closedAt: at(20),
    });
    ctx.log.push(entry('reportClosed', 20, { target: 'post', targetId: postIds[0], reason: 'dismissed' }));
  }

  const counts = { published: 0, pending: 0 };
  for (const reply of replies) counts[reply.state ? 'pending' : 'published'] += 1;
  await tx
    .update(forumTopics)
    .set({
      replyCount: counts.published,
      pendingReplies: counts.pending,
      openReports: seed.reports?.length ?? 0,
      lastPostAt,
    })
    .where(eq(forumTopics.id, topic.id));
}
