/**
 * Forum moderation on both drivers: staff topics through the framework, every moderation action with its log row,
 * bulk answers with per-record refusals, request mistakes refused whole, the queue, untrusted members trusted on
 * approval, readers' reports (the hold threshold, closing as removed), members, the thread and staff replies.
 */
import { REPORTS_TO_HOLD } from '@soundboard/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forumMembers, forumModerationLog, forumPosts, forumTopics } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';
import {
  forumCategories,
  logOf,
  memberId,
  paragraph,
  publicCall,
  setContent,
  siteToken,
  writerToken,
} from './test-fixtures';

forEachDriver('forum moderation', (h) => {
  let editor = '';
  let cats = { tech: 0, afterSales: 0 };
  let site: ReturnType<typeof publicCall>;
  const en = { 'accept-language': 'en-US' };

  beforeAll(async () => {
    editor = await h.login('editor', DEMO.editor);
    cats = await forumCategories(h);
    site = publicCall(h, await siteToken(h));
    await setContent(h, 'sensitiveWords', ['forbidden']);
    await setContent(h, 'sensitiveWordAction', 'review');
    await setContent(h, 'forumQueueUntrusted', true);
  });

  const moderate = (json: Record<string, unknown>) =>
    h.call('POST', '/behind/forum/moderate', { token: editor, json, headers: en });

  /** A customer's topic through the public API (held unless the member is trusted). */
  async function customerTopic(member = memberId(), title = 'A question about speakers') {
    const res = await site('POST', '/forum/topics', {
      json: {
        member: { externalId: member, name: `Member ${member}` },
        categoryId: cats.tech,
        title,
        body: paragraph('How many?'),
      },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    return res.body.data as { id: number; status: string };
  }

  async function staffTopic(title = 'Staff topic') {
    const res = await h.call('POST', '/behind/forum/topics', {
      token: editor,
      json: { title, categoryId: cats.tech, body: paragraph('From the shop <script>alert(1)</script>') },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    return res.body.data as Record<string, unknown> & { id: number };
  }

  const topicRow = async (id: number) => {
    const [row] = await h.database.db.select().from(forumTopics).where(eq(forumTopics.id, id));
    if (!row) throw new Error(`no topic ${id}`);
    return row;
  };

  it('publishes a staff topic at once under the staff nickname, without a member', async () => {
    const topic = await staffTopic();
    expect(topic).toMatchObject({ status: 'published', authorName: '刘洋 Liu Yang', memberId: null, replyCount: 0 });
    expect(topic.lastPostAt).toBeTruthy();
    expect((await topicRow(topic.id)).body).not.toContain('script');
  });

  it('keeps who wrote a customer’s topic and where it stands when staff edit it', async () => {
    const held = await customerTopic(memberId(), 'Typo in the titel');
    const before = await topicRow(held.id);
    const res = await h.call('PUT', `/behind/forum/topics/${held.id}`, {
      token: editor,
      json: {
        title: 'Typo in the title',
        categoryId: cats.tech,
        body: paragraph('How many?'),
        version: before.version,
      },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    expect(await topicRow(held.id)).toMatchObject({
      title: 'Typo in the title',
      status: 'pending',
      heldReason: 'untrusted',
      authorName: before.authorName,
      memberId: before.memberId,
    });
  });

  it('holds an untrusted member’s topic in the queue; approveTrust publishes it, trusts the member, and the next post goes live', async () => {
    const member = memberId('untrusted');
    const held = await customerTopic(member);
    expect(held.status).toBe('pending');
    expect((await topicRow(held.id)).heldReason).toBe('untrusted');
    const queue = await h.call('GET', '/behind/forum/queue', { token: editor });
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({ target: 'topic', id: held.id, heldReason: 'untrusted' }),
    );

    const answer = await moderate({ target: 'topic', action: 'approveTrust', ids: [held.id] });
    expect(answer.body.data).toEqual({ done: [held.id], refused: [] });
    expect((await topicRow(held.id)).status).toBe('published');
    const [row] = await h.database.db.select().from(forumMembers).where(eq(forumMembers.externalId, member));
    expect(row?.trusted).toBe(true);
    expect((await logOf(h, 'topic', held.id)).map((entry) => entry.action)).toEqual(['approveTrust']);
    expect((await logOf(h, 'member', row?.id ?? 0)).map((entry) => entry.action)).toEqual(['trust']);

    expect((await customerTopic(member, 'My second question')).status).toBe('published');
  });

  it('approveTrust also publishes the member’s other posts held only as untrusted, not those held for a word', async () => {
    const member = memberId('several');
    const first = await customerTopic(member, 'First');
    const second = await customerTopic(member, 'Second');
    const worded = await customerTopic(member, 'Something forbidden');
    expect((await topicRow(worded.id)).heldReason).toBe('sensitive');
    await moderate({ target: 'topic', action: 'approveTrust', ids: [first.id] });
    expect((await topicRow(second.id)).status).toBe('published');
    expect((await logOf(h, 'topic', second.id)).map((entry) => entry.action)).toEqual(['approve']);
    expect((await topicRow(worded.id)).status).toBe('pending');
  });

  it('does each topic action, refuses what does not fit the record, and logs every change', async () => {
    const topic = await staffTopic('Actions');
    const steps: [string, Record<string, unknown>, Partial<typeof forumTopics.$inferSelect>][] = [
      ['pin', {}, { pinned: true }],
      ['unpin', {}, { pinned: false }],
      ['lock', {}, { locked: true }],
      ['unlock', {}, { locked: false }],
      ['feature', {}, { featured: true }],
      ['unfeature', {}, { featured: false }],
      ['move', { categoryId: cats.afterSales }, { categoryId: cats.afterSales }],
      ['delete', { reason: 'Duplicate' }, { deleted: true }],
      ['restore', {}, { deleted: false }],
    ];
    const before = (await topicRow(topic.id)).version;
    for (const [action, extra, expected] of steps) {
      const res = await moderate({ target: 'topic', action, ids: [topic.id], ...extra });
      expect(res.body.data, action).toEqual({ done: [topic.id], refused: [] });
      expect(await topicRow(topic.id), action).toMatchObject(expected);
    }
    expect((await topicRow(topic.id)).version).toBe(before + steps.length);
    const log = await logOf(h, 'topic', topic.id);
    expect(log.map((entry) => entry.action)).toEqual(steps.map(([action]) => action));
    expect(log.every((entry) => entry.title === 'Actions' && entry.actorId !== null)).toBe(true);
    expect(log.find((entry) => entry.action === 'delete')?.reason).toBe('Duplicate');
  });

  it('answers a bulk action with the records it changed and why it left the others', async () => {
    const pending = await customerTopic();
    const published = await staffTopic('Already live');
    const res = await moderate({ target: 'topic', action: 'approve', ids: [pending.id, published.id, 999_999] });
    expect(res.status).toBe(200);
    expect(res.body.data.done).toEqual([pending.id]);
    expect(res.body.data.refused).toEqual([
      { id: published.id, message: 'Only posts waiting for review can be approved or rejected' },
      { id: 999_999, message: 'No such topic or reply' },
    ]);
    const again = await moderate({ target: 'topic', action: 'pin', ids: [published.id] });
    expect(again.body.data.done).toEqual([published.id]);
    const twice = await moderate({ target: 'topic', action: 'pin', ids: [published.id] });
    expect(twice.body.data.refused).toEqual([{ id: published.id, message: 'Nothing to change: it is so already' }]);
  });

  it('rejects with a reason the author sees; without a reason, a topic-only action on replies or a move without category changes nothing', async () => {
    const pending = await customerTopic();
    const [{ n: logBefore } = { n: 0 }] = await h.database.db.select({ n: count() }).from(forumModerationLog);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ target: 'topic', action: 'reject', ids: [pending.id] }, 'reason', 'Give a reason for the author'],
      [
        { target: 'topic', action: 'reject', ids: [pending.id], reason: '   ' },
        'reason',
        'Give a reason for the author',
      ],
      [{ target: 'post', action: 'pin', ids: [1] }, 'action', 'This action applies to topics only'],
      [{ target: 'topic', action: 'move', ids: [pending.id] }, 'categoryId', 'Choose the category to move to'],
      [
        { target: 'topic', action: 'move', ids: [pending.id], categoryId: 999_999 },
        'categoryId',
        'Choose a category of this list',
      ],
    ];
    for (const [json, path, message] of cases) {
      const res = await moderate(json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.data.issues).toEqual([{ path, message }]);
    }
    const [{ n: logAfter } = { n: 0 }] = await h.database.db.select({ n: count() }).from(forumModerationLog);
    expect(logAfter).toBe(logBefore);
    expect((await topicRow(pending.id)).status).toBe('pending');

    const res = await moderate({ target: 'topic', action: 'reject', ids: [pending.id], reason: 'Ask in after-sales' });
    expect(res.body.data.done).toEqual([pending.id]);
    expect(await topicRow(pending.id)).toMatchObject({ status: 'rejected', rejectReason: 'Ask in after-sales' });
    expect((await logOf(h, 'topic', pending.id)).at(-1)).toMatchObject({
      action: 'reject',
      reason: 'Ask in after-sales',
    });
  });

  it('moderates replies: approve and delete move the topic’s counters in the same change', async () => {
    const topic = await staffTopic('Counters');
    const reply = await site('POST', `/forum/topics/${topic.id}/posts`, {
      json: { member: { externalId: memberId(), name: 'Replier' }, body: paragraph('Me too') },
    });
    const postId = reply.body.data.id as number;
    expect(await topicRow(topic.id)).toMatchObject({ replyCount: 0, pendingReplies: 1 });
    await moderate({ target: 'post', action: 'approve', ids: [postId] });
    const approved = await topicRow(topic.id);
    expect(approved).toMatchObject({ replyCount: 1, pendingReplies: 0 });
    await moderate({ target: 'post', action: 'delete', ids: [postId] });
    expect(await topicRow(topic.id)).toMatchObject({ replyCount: 0, pendingReplies: 0 });
    expect((await logOf(h, 'post', postId)).map((entry) => [entry.action, entry.title])).toEqual([
      ['approve', 'Counters'],
      ['delete', 'Counters'],
    ]);
    const thread = await h.call('GET', `/behind/forum/topics/${topic.id}/thread`, { token: editor });
    expect(thread.body.data.topic).toMatchObject({ id: topic.id, title: 'Counters' });
    expect(thread.body.data.posts).toEqual([
      expect.objectContaining({ id: postId, number: 1, deleted: true, status: 'published' }),
    ]);
  });

  it('holds a reply for review once readers report it three times (one report per reader), and closing as removed deletes it', async () => {
    const topic = await staffTopic('Reported');
    const reply = await h.call('POST', `/behind/forum/topics/${topic.id}/posts`, {
      token: editor,
      json: { body: paragraph('Staff answer') },
    });
    const postId = reply.body.data.id as number;
    const report = (externalId: string) =>
      site('POST', '/forum/reports', {
        json: { member: { externalId, name: externalId }, target: 'post', id: postId, reason: 'Spam' },
      });
    const reader = memberId('reader');
    const first = await report(reader);
    expect((await report(reader)).body.data.id).toBe(first.body.data.id);
    for (let n = 2; n < REPORTS_TO_HOLD; n++) await report(memberId('reader'));
    let [post] = await h.database.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(post?.status).toBe('published');
    await report(memberId('reader'));
    [post] = await h.database.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(post).toMatchObject({ status: 'pending', heldReason: 'reported' });
    expect(await topicRow(topic.id)).toMatchObject({ openReports: REPORTS_TO_HOLD, pendingReplies: 1, replyCount: 0 });
    expect((await logOf(h, 'post', postId)).map((entry) => [entry.action, entry.actorId])).toEqual([['held', null]]);

    const open = await h.call('GET', '/behind/forum/reports?status=open', { token: editor });
    const mine = open.body.data.list.filter((item: { targetId: number }) => item.targetId === postId);
    expect(mine).toHaveLength(REPORTS_TO_HOLD);
    expect(mine[0]).toMatchObject({ title: 'Reported', excerpt: 'Staff answer', status: 'open' });
    const closed = await h.call('POST', `/behind/forum/reports/${mine[0].id}/close`, {
      token: editor,
      json: { outcome: 'removed' },
    });
    expect(closed.body.data).toMatchObject({ status: 'closed', outcome: 'removed', closedByName: '刘洋 Liu Yang' });
    [post] = await h.database.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(post?.deleted).toBe(true);
    expect(await topicRow(topic.id)).toMatchObject({ openReports: 0, pendingReplies: 0 });
    expect((await logOf(h, 'post', postId)).map((entry) => entry.action)).toEqual(['held', 'reportClosed', 'delete']);
    const again = await h.call('POST', `/behind/forum/reports/${mine[1].id}/close`, {
      token: editor,
      json: { outcome: 'dismissed' },
      headers: en,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This report is closed already');
  });

  it('approving a topic readers’ reports held dismisses those reports, so it stays published', async () => {
    const topic = await staffTopic('Reported topic');
    for (let n = 0; n < REPORTS_TO_HOLD; n++) {
      const externalId = memberId('reader');
      await site('POST', '/forum/reports', {
        json: { member: { externalId, name: externalId }, target: 'topic', id: topic.id, reason: 'Wrong forum' },
      });
    }
    expect(await topicRow(topic.id)).toMatchObject({
      status: 'pending',
      heldReason: 'reported',
      openReports: REPORTS_TO_HOLD,
    });
    await moderate({ target: 'topic', action: 'approve', ids: [topic.id] });
    expect(await topicRow(topic.id)).toMatchObject({ status: 'published', heldReason: null, openReports: 0 });
    const closed = await h.call('GET', '/behind/forum/reports?status=closed', { token: editor });
    const mine = closed.body.data.list.filter(
      (item: { target: string; targetId: number }) => item.target === 'topic' && item.targetId === topic.id,
    );
    expect(mine.map((item: { outcome: string }) => item.outcome)).toEqual(Array(REPORTS_TO_HOLD).fill('dismissed'));
  });

  it('lets only moderators reply to a locked topic', async () => {
    const topic = await staffTopic('Locked');
    await moderate({ target: 'topic', action: 'lock', ids: [topic.id] });
    const writer = await writerToken(h);
    const refused = await h.call('POST', `/behind/forum/topics/${topic.id}/posts`, {
      token: writer,
      json: { body: paragraph('Can I?') },
      headers: en,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This topic is locked: no new replies');
    const moderator = await h.call('POST', `/behind/forum/topics/${topic.id}/posts`, {
      token: editor,
      json: { body: paragraph('Closing note') },
    });
    expect(moderator.body.data).toMatchObject({ number: 1, status: 'published', authorName: '刘洋 Liu Yang' });
    expect(await topicRow(topic.id)).toMatchObject({ replyCount: 1 });
  });

  describe('members and the log', () => {
    it('finds members, trusts and untrusts them (logged once per change), and filters the log by target', async () => {
      const externalId = memberId('findme');
      await customerTopic(externalId);
      const found = await h.call('GET', `/behind/forum/members?q=${externalId}`, { token: editor });
      expect(found.body.data.total).toBe(1);
      const member = found.body.data.list[0];
      expect(member).toMatchObject({ externalId, trusted: false, posts: 1 });
      const trust = (trusted: boolean) =>
        h.call('POST', `/behind/forum/members/${member.id}/trust`, { token: editor, json: { trusted } });
      expect((await trust(true)).body.data.trusted).toBe(true);
      await trust(true);
      await trust(false);
      const log = await h.call('GET', `/behind/forum/log?targetKind=member&targetId=${member.id}`, { token: editor });
      expect(log.body.data.list.map((entry: { action: string }) => entry.action)).toEqual(['untrust', 'trust']);
      expect(log.body.data.list[0]).toMatchObject({ actorName: '刘洋 Liu Yang', title: `Member ${externalId}` });
    });

    it('refuses a bad log filter in the caller’s language', async () => {
      const res = await h.call('GET', '/behind/forum/log?targetKind=order', { token: editor, headers: en });
      expect(res.status).toBe(422);
      expect(res.body.data.issues[0].path).toBe('targetKind');
    });
  });
});
