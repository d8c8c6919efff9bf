/**
 * The message centre on both drivers: an event's message reaches the right people in both languages inside the
 * change's transaction, to-dos close for everyone when one of them acts, notification choices and roles'
 * defaults are honoured, the paged list filters, and the live stream delivers, resumes after Last-Event-ID and
 * ends with the session.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { act, contentTeam, createArticle, en, unique } from '../content/article-fixtures';
import { messages, roles, users } from '../db/schema';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { openStream } from './stream-reader';

async function userId(h: Harness, username: string): Promise<number> {
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

const todosOf = (h: Harness, todoKey: string) =>
  h.database.db.select().from(messages).where(eq(messages.todoKey, todoKey));

forEachDriver('message centre', (h) => {
  let team: Awaited<ReturnType<typeof contentTeam>>;
  let editorId: number;
  let adminId: number;
  beforeAll(async () => {
    team = await contentTeam(h);
    editorId = await userId(h, 'editor');
    adminId = await userId(h, 'admin');
  });

  it('asks every publisher to review, closes the to-do for all when one publishes, and tells the author', async () => {
    const article = await createArticle(h, team.writer, unique('Review me'));
    expect((await act(h, team.writer, article.id, 'submit')).status).toBe(200);
    const asked = await todosOf(h, `article-review:${article.id}`);
    const askedIds = asked.map((row) => row.userId);
    expect(askedIds).toEqual(expect.arrayContaining([editorId, adminId]));
    expect(askedIds).not.toContain(team.writerId);
    for (const row of asked) {
      expect(row).toMatchObject({
        type: 'todo',
        kind: 'article.reviewRequested',
        link: `/content/article/edit/${article.id}`,
        senderId: team.writerId,
        closedAt: null,
        read: false,
      });
      expect(row.titleEn).toContain(article.title);
      expect(row.titleZh).toContain(article.title);
      expect(row.titleZh).toContain('待审核');
    }

    expect((await act(h, team.editor, article.id, 'publish')).status).toBe(200);
    const closed = await todosOf(h, `article-review:${article.id}`);
    expect(closed.every((row) => row.closedAt !== null && row.read)).toBe(true);
    const [told] = await h.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, team.writerId), eq(messages.kind, 'article.published')));
    expect(told).toMatchObject({ type: 'message', senderId: editorId, link: `/content/article/edit/${article.id}` });
  });

  it('tells the author the reason of a send-back', async () => {
    const article = await createArticle(h, team.writer, unique('Send me back'));
    await act(h, team.writer, article.id, 'submit');
    await act(h, team.editor, article.id, 'sendBack', { reason: 'Add the prices' });
    const rows = await h.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, team.writerId), eq(messages.kind, 'article.sentBack')));
    expect(rows.at(-1)?.contentEn).toContain('Add the prices');
    expect((await todosOf(h, `article-review:${article.id}`)).every((row) => row.closedAt !== null)).toBe(true);
  });

  it('honours a user’s own choice and, without one, their roles’ defaults; refuses a bad choice', async () => {
    const admin = await h.login('admin', DEMO.admin);
    const off = { off: ['article.reviewRequested'], sound: true };
    const saved = await h.call('PUT', '/behind/account/notification-choice', { token: admin, json: off });
    expect(saved.body.data).toEqual({ own: off, effective: off });
    const bad = await h.call('PUT', '/behind/account/notification-choice', {
      token: admin,
      json: { off: ['no.such.kind'], sound: true },
      headers: en,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).not.toMatch(/validation\./);

    // The editor role turns review requests off by default; the editor has no choice of their own.
    await h.database.db
      .update(roles)
      .set({ notificationDefaults: { off: ['article.reviewRequested'], sound: false } })
      .where(eq(roles.key, 'editor'));
    const editorChoice = await h.call('GET', '/behind/account/notification-choice', { token: team.editor });
    expect(editorChoice.body.data).toEqual({
      own: null,
      effective: { off: ['article.reviewRequested'], sound: false },
    });

    const article = await createArticle(h, team.writer, unique('Nobody asked'));
    await act(h, team.writer, article.id, 'submit');
    const asked = (await todosOf(h, `article-review:${article.id}`)).map((row) => row.userId);
    expect(asked).not.toContain(adminId);
    expect(asked).not.toContain(editorId);

    const reset = await h.call('PUT', '/behind/account/notification-choice', { token: admin, json: null });
    expect(reset.body.data.own).toBeNull();
    await h.database.db.update(roles).set({ notificationDefaults: null }).where(eq(roles.key, 'editor'));
  });

  it('pages the caller’s messages by type, unread and words, in the caller’s language', async () => {
    const writer = team.writer;
    await h.database.db.delete(messages).where(eq(messages.userId, team.writerId));
    const rows = Array.from({ length: 5 }, (_, index) => ({
      userId: team.writerId,
      type: index < 3 ? ('notice' as const) : ('message' as const),
      titleZh: `通知 ${index}`,
      titleEn: `Notice ${index}`,
      read: index === 0,
    }));
    await h.database.db.insert(messages).values(rows);
    const page = async (query: string) =>
      (await h.call('GET', `/behind/account/messages/page?${query}`, { token: writer, headers: en })).body.data;
    expect(await page('type=notice&pageSize=10')).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect((await page('type=notice&unread=1')).total).toBe(2);
    const found = await page('q=Notice%204');
    expect(found.list).toEqual([expect.objectContaining({ title: 'Notice 4', type: 'message', closedAt: null })]);
    const second = await page('pageSize=10&page=2');
    expect(second).toMatchObject({ list: [], total: 5, page: 2 });
    const bad = await h.call('GET', '/behind/account/messages/page?pageSize=7&unread=yes', { token: writer });
    expect(bad.status).toBe(422);
  });

  it('streams new messages live, resumes after Last-Event-ID, and ends with the session', async () => {
    const editor = await h.login('editor', DEMO.editor);
    const stream = await openStream(h, editor);
    const first = await stream.next((event) => event.event === 'unread');
    expect(Object.keys(JSON.parse(first.data))).toEqual(['message', 'notice', 'todo']);

    const article = await createArticle(h, team.writer, unique('Live'));
    await act(h, team.writer, article.id, 'submit');
    const arrived = await stream.next((event) => event.event === 'message');
    const message = JSON.parse(arrived.data);
    expect(message).toMatchObject({ kind: 'article.reviewRequested', type: 'todo', read: false });
    expect(arrived.id).toBe(String(message.id));
    const counts = JSON.parse((await stream.next((event) => event.event === 'unread')).data);
    expect(counts.todo).toBeGreaterThanOrEqual(1);

    // Another message while the browser is away: a reconnect from the last id gets it.
    stream.close();
    const article2 = await createArticle(h, team.writer, unique('While away'));
    await act(h, team.writer, article2.id, 'submit');
    const resumed = await openStream(h, editor, arrived.id ?? '');
    const missed = JSON.parse((await resumed.next((event) => event.event === 'message')).data);
    expect(missed.title).toContain('While away');

    expect((await h.call('POST', '/behind/user/login_out', { token: editor })).body.code).toBe(1);
    await resumed.next((event) => event.event === 'end');
    expect(await resumed.ended()).toBe(true);

    const refused = await h.app.request('/behind/account/messages/stream', { headers: { 'admin-token': editor } });
    expect(refused.status).toBe(401);
  });

  it('lets nobody read another user’s messages through the page', async () => {
    const sales = await h.login('sales', DEMO.sales);
    const salesId = await userId(h, 'sales');
    const title = unique('Private');
    await h.database.db.insert(messages).values(
      [salesId, editorId].map((owner) => ({
        userId: owner,
        type: 'message' as const,
        titleZh: title,
        titleEn: title,
      })),
    );
    const page = (await h.call('GET', `/behind/account/messages/page?q=${encodeURIComponent(title)}`, { token: sales }))
      .body.data;
    expect(page.total).toBe(1);
    const [owner] = await h.database.db
      .select({ userId: messages.userId })
      .from(messages)
      .where(eq(messages.id, page.list[0].id));
    expect(owner?.userId).toBe(salesId);
  });
});
