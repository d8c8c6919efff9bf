/**
 * The public forum API on both drivers: site tokens (issued in Settings, revoked → 401), what readers see
 * (published, not deleted, pinned first; soft delete hides, restore brings back; a view counted), writing topics,
 * replies and reports as the site's members, the sensitive-word filter (review holds, block refuses and stores
 * nothing, mask stars the words out), locked topics, media URLs, and validation answered in the caller's language.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reAuthenticated } from '../auth/re-auth-fixtures';
import { forumMembers, forumModerationLog, forumTopics } from '../db/schema';
import { forumCategories, logOf, memberId, paragraph, publicCall, setContent, siteToken } from '../forum/test-fixtures';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('public forum API', (h) => {
  let editor = '';
  let admin = '';
  let cats = { tech: 0, afterSales: 0 };
  let site: ReturnType<typeof publicCall>;

  beforeAll(async () => {
    editor = await h.login('editor', DEMO.editor);
    // Issuing a site token needs a recent re-authentication (auth/re-auth.test.ts).
    admin = await reAuthenticated(h, await h.login('admin', DEMO.admin), DEMO.admin);
    cats = await forumCategories(h);
    site = publicCall(h, await siteToken(h));
    await setContent(h, 'sensitiveWords', ['Forbidden Word', '违禁词']);
    await setContent(h, 'sensitiveWordAction', 'review');
    // Most tests here read what readers see: members' posts go live unless a word holds them.
    await setContent(h, 'forumQueueUntrusted', false);
  });

  const moderate = (json: Record<string, unknown>) => h.call('POST', '/behind/forum/moderate', { token: editor, json });
  const member = (name = 'Reader') => ({ externalId: memberId('pub'), name });
  const newTopic = (title: string, body = paragraph('Body text'), who = member()) =>
    site('POST', '/forum/topics', { json: { member: who, categoryId: cats.tech, title, body } });
  const topicCount = async () => Number((await h.database.db.select({ n: count() }).from(forumTopics))[0]?.n ?? 0);

  describe('site tokens', () => {
    it('issues a token once, lists it without the secret, and a revoked token is refused', async () => {
      const created = await h.call('POST', '/behind/site-tokens', { token: admin, json: { name: 'Shop site' } });
      expect(created.body.data).toMatchObject({ name: 'Shop site', lastUsedAt: null });
      const secret = created.body.data.token as string;
      expect(secret.startsWith(created.body.data.prefix)).toBe(true);
      const own = publicCall(h, secret);
      expect((await own('GET', '/forum/categories')).status).toBe(200);
      const list = await h.call('GET', '/behind/site-tokens', { token: admin });
      const listed = list.body.data.find((one: { id: number }) => one.id === created.body.data.id);
      expect(listed.lastUsedAt).not.toBeNull();
      expect(JSON.stringify(list.body.data)).not.toContain(secret);

      const revoked = await h.call('DELETE', `/behind/site-tokens/${created.body.data.id}`, { token: admin });
      expect(revoked.status).toBe(200);
      const refused = await own('GET', '/forum/topics', { locale: 'en-US' });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('The site token is missing or not valid');
      expect((await h.call('DELETE', `/behind/site-tokens/${created.body.data.id}`, { token: admin })).status).toBe(
        404,
      );
      // Settings' permission, not the forum's.
      expect((await h.call('GET', '/behind/site-tokens', { token: editor })).status).toBe(403);
    });
  });

  it('lists the forum categories in the caller’s language', async () => {
    const zh = await site('GET', '/forum/categories', { locale: 'zh-CN' });
    expect(zh.body.data.map((node: { name: string }) => node.name)).toEqual(['技术交流', '售后']);
    const en = await site('GET', '/forum/categories', { locale: 'en-US' });
    expect(en.body.data.map((node: { name: string }) => node.name)).toEqual(['Tech talk', 'After-sales']);
  });

  it('shows published topics pinned first; soft delete hides one and restore brings it back', async () => {
    const live = await newTopic('Visible to readers');
    expect(live.body.data.status).toBe('published');
    const id = live.body.data.id as number;
    const list = await site('GET', `/forum/topics?categoryId=${cats.tech}`);
    const topics = list.body.data.list as { id: number; pinned: boolean; categoryId: number }[];
    expect(topics.map((topic) => topic.id)).toContain(id);
    const firstUnpinned = topics.findIndex((topic) => !topic.pinned);
    expect(topics.slice(firstUnpinned).every((topic) => !topic.pinned)).toBe(true);
    expect(topics.every((topic) => topic.categoryId === cats.tech)).toBe(true);

    const seen = await site('GET', `/forum/topics/${id}`);
    expect(seen.body.data).toMatchObject({ id, title: 'Visible to readers', body: '<p>Body text</p>', posts: [] });
    const [row] = await h.database.db.select().from(forumTopics).where(eq(forumTopics.id, id));
    expect(row?.viewCount).toBe(1);

    await moderate({ target: 'topic', action: 'delete', ids: [id] });
    expect((await site('GET', `/forum/topics/${id}`)).status).toBe(404);
    const hidden = await site('GET', '/forum/topics?page=1');
    expect(hidden.body.data.list.map((topic: { id: number }) => topic.id)).not.toContain(id);
    await moderate({ target: 'topic', action: 'restore', ids: [id] });
    expect((await site('GET', `/forum/topics/${id}`)).status).toBe(200);
  });

  it('takes replies in order with published ones shown, renames a member by the site’s id, and refuses a locked topic', async () => {
    const topic = (await newTopic('Replies')).body.data.id as number;
    const who = member('First name');
    const first = await site('POST', `/forum/topics/${topic}/posts`, { json: { member: who, body: paragraph('One') } });
    expect(first.body.data.status).toBe('published');
    await site('POST', `/forum/topics/${topic}/posts`, {
      json: { member: { ...who, name: 'New name' }, body: paragraph('Two <img data-material-id="7" alt="x">') },
    });
    const [row] = await h.database.db.select().from(forumMembers).where(eq(forumMembers.externalId, who.externalId));
    expect(row?.name).toBe('New name');
    const thread = await site('GET', `/forum/topics/${topic}`);
    expect(thread.body.data.replyCount).toBe(2);
    expect(thread.body.data.posts.map((post: { number: number }) => post.number)).toEqual([1, 2]);
    expect(thread.body.data.posts[1].body).toContain('src="/public/files/7"');

    await moderate({ target: 'topic', action: 'lock', ids: [topic] });
    const locked = await site('POST', `/forum/topics/${topic}/posts`, {
      json: { member: who, body: paragraph('Three') },
      locale: 'en-US',
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('This topic is locked: no new replies');
    expect((await site('GET', `/forum/topics/${topic}`)).body.data.replyCount).toBe(2);
  });

  describe('sensitive words', () => {
    it('review: holds the post with a held log row, matching case-insensitively in the text but not inside tags', async () => {
      const held = await newTopic('Question', paragraph('This has a forbidden word in it'));
      expect(held.body.data.status).toBe('pending');
      const [row] = await h.database.db.select().from(forumTopics).where(eq(forumTopics.id, held.body.data.id));
      expect(row).toMatchObject({ status: 'pending', heldReason: 'sensitive' });
      expect(
        (await logOf(h, 'topic', held.body.data.id)).map((entry) => [entry.action, entry.actorId, entry.reason]),
      ).toEqual([['held', null, 'sensitive']]);
      expect((await site('GET', `/forum/topics/${held.body.data.id}`)).status).toBe(404);
      const inTag = await newTopic('Link', '<p><a href="https://example.com/forbidden%20word">site</a> 违 禁词</p>');
      expect(inTag.body.data.status).toBe('published');
    });

    it('block: refuses the post in the caller’s language and stores nothing', async () => {
      await setContent(h, 'sensitiveWordAction', 'block');
      try {
        const topics = await topicCount();
        const [{ n: logs } = { n: 0 }] = await h.database.db.select({ n: count() }).from(forumModerationLog);
        const zh = await newTopic('含有违禁词的标题');
        expect(zh.status).toBe(422);
        expect(zh.body.data.issues).toEqual([{ path: 'title', message: '内容包含不允许的词语' }]);
        const en = await site('POST', '/forum/topics', {
          json: { member: member(), categoryId: cats.tech, title: 'Fine', body: paragraph('FORBIDDEN WORD') },
          locale: 'en-US',
        });
        expect(en.body.data.issues).toEqual([
          { path: 'body', message: 'The post contains words that are not allowed here' },
        ]);
        expect(await topicCount()).toBe(topics);
        const [{ n: logsAfter } = { n: 0 }] = await h.database.db.select({ n: count() }).from(forumModerationLog);
        expect(logsAfter).toBe(logs);
      } finally {
        await setContent(h, 'sensitiveWordAction', 'review');
      }
    });

    it('mask: stores the post with the words starred out and publishes it', async () => {
      await setContent(h, 'sensitiveWordAction', 'mask');
      try {
        const res = await newTopic('A 违禁词 title', paragraph('Some forbidden word and <strong>违禁词</strong>'));
        expect(res.body.data.status).toBe('published');
        const shown = await site('GET', `/forum/topics/${res.body.data.id}`);
        expect(shown.body.data.title).toBe('A *** title');
        expect(shown.body.data.body).toBe('<p>Some *** and <strong>***</strong></p>');
      } finally {
        await setContent(h, 'sensitiveWordAction', 'review');
      }
    });
  });

  it('queues an untrusted member’s post while the setting is on, and a trusted member’s post goes live', async () => {
    await setContent(h, 'forumQueueUntrusted', true);
    try {
      const who = member('New customer');
      const held = await newTopic('Untrusted', paragraph('Hello'), who);
      expect(held.body.data.status).toBe('pending');
      await moderate({ target: 'topic', action: 'approveTrust', ids: [held.body.data.id] });
      const next = await site('POST', `/forum/topics/${held.body.data.id}/posts`, {
        json: { member: who, body: paragraph('Thanks') },
      });
      expect(next.body.data.status).toBe('published');
    } finally {
      await setContent(h, 'forumQueueUntrusted', false);
    }
  });

  it('takes a long Chinese post beyond the usual 64 KiB JSON limit, and refuses one beyond 1 MiB unstored', async () => {
    // 40,000 Chinese characters are about 120 KB of UTF-8: a real long post, within the field's 50,000 characters.
    const long = await newTopic('A long installation log', paragraph('音箱'.repeat(20_000)));
    expect(long.status).toBe(200);
    const before = await topicCount();
    const huge = await newTopic('Too large', paragraph('x'.repeat(1_100_000)));
    expect(huge.status).toBe(413);
    expect(await topicCount()).toBe(before);
  });

  it('answers bad input with translated issues and changes nothing', async () => {
    const topics = await topicCount();
    const zh = await site('POST', '/forum/topics', { json: {}, locale: 'zh-CN' });
    expect(zh.status).toBe(422);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    const en = await site('POST', '/forum/topics', {
      json: { member: member(), categoryId: cats.tech, title: '', body: paragraph('x') },
      locale: 'en-US',
    });
    expect(en.status).toBe(422);
    expect(en.body.data.issues[0].path).toBe('title');
    expect(en.body.data.issues[0].message).not.toMatch(/[\u4e00-\u9fff]/);
    const onlyScript = await newTopic('Script only', '<script>alert(1)</script>');
    expect(onlyScript.status).toBe(422);
    expect(onlyScript.body.data.issues[0].path).toBe('body');
    const wrongTree = await site('POST', '/forum/topics', {
      json: { member: member(), categoryId: 999_999, title: 'Where', body: paragraph('x') },
      locale: 'en-US',
    });
    expect(wrongTree.body.data.issues).toEqual([{ path: 'categoryId', message: 'Choose a category of this list' }]);
    expect((await site('GET', '/forum/topics?page=0')).status).toBe(422);
    expect(await topicCount()).toBe(topics);
    expect((await site('GET', '/forum/topics/999999')).status).toBe(404);
  });

  it('reports a visible post once per reader; an unseen one is not found', async () => {
    const topic = (await newTopic('To report')).body.data.id as number;
    const who = member('Reporter');
    const report = (id: number) =>
      site('POST', '/forum/reports', { json: { member: who, target: 'topic', id, reason: 'Spam' } });
    const first = await report(topic);
    expect(first.status).toBe(200);
    expect((await report(topic)).body.data.id).toBe(first.body.data.id);
    const [row] = await h.database.db.select().from(forumTopics).where(eq(forumTopics.id, topic));
    expect(row?.openReports).toBe(1);
    expect((await report(999_999)).status).toBe(404);
  });
});
