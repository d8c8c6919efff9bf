/**
 * The article workflow through the real routes, on both drivers: who may do which transition (a writer with only
 * content:write against an editor who publishes), publish as a new revision while edits wait as unpublished
 * changes, preview against live, revisions and restore, send-back with its reason, scheduling (a past time is
 * refused) and the scheduled publish across a restart on a controlled clock, and bulk moves.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { articleRevisions, articles, auditLog, jobs, users } from '../db/schema';
import { startJobRunner } from '../jobs/queue';
import { data } from '../test/commerce';
import { forEachDriver } from '../test/harness';
import { act, articleInput, articleRow, contentTeam, createArticle, en, unique } from './article-fixtures';
import { publishJobKey } from './article-publish';

const HOUR = 3_600_000;

forEachDriver('article workflow', (h) => {
  let team: Awaited<ReturnType<typeof contentTeam>>;
  beforeAll(async () => {
    team = await contentTeam(h);
  });

  const get = async (path: string, token = team.editor) => data(await h.call('GET', path, { token, headers: en }));

  it('lets a writer draft and submit but not publish; an editor publishes a first revision', async () => {
    const created = await createArticle(h, team.writer, unique('Choosing a ceiling speaker'));
    expect(created).toMatchObject({ status: 'draft', authorId: team.writerId, revision: 0, unpublishedChanges: false });
    for (const action of ['publish', 'schedule', 'archive']) {
      const refused = await act(
        h,
        team.writer,
        created.id,
        action,
        action === 'schedule' ? { publishAt: '2099-01-01T00:00:00Z' } : {},
      );
      expect(refused.status, action).toBe(403);
    }
    expect((await act(h, team.writer, created.id, 'submit')).status).toBe(200);
    const published = data(await act(h, team.editor, created.id, 'publish'));
    expect(published).toMatchObject({ status: 'published', revision: 1, unpublishedChanges: false });
    expect(published.publishedAt).toEqual(expect.any(String));
    const revisions = await h.database.db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, created.id));
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ number: 1, title: created.title });
    // Archived: only a publisher brings it back, as a draft.
    expect((await act(h, team.writer, created.id, 'reopen')).status).toBe(403);
    expect(data(await act(h, team.editor, created.id, 'archive')).status).toBe('archived');
    expect(data(await act(h, team.editor, created.id, 'reopen')).status).toBe('draft');
  });

  it('keeps the live version while the working copy changes; publishing again makes revision 2', async () => {
    const title = unique('Amplifier buying guide');
    const created = await createArticle(h, team.editor, title, { body: '<h2>Power</h2><p>Watts matter.</p>' });
    const first = data(await act(h, team.editor, created.id, 'publish'));
    const edited = data(
      await h.call('PUT', `/behind/articles/${created.id}`, {
        token: team.editor,
        headers: en,
        json: {
          ...articleInput(`${title} (2nd)`, { body: '<p>Impedance matters more.</p>' }),
          slug: first.slug,
          version: first.version,
        },
      }),
    );
    expect(edited).toMatchObject({ status: 'published', unpublishedChanges: true, revision: 1 });

    const preview = await get(`/behind/articles/${created.id}/preview`);
    const live = await get(`/behind/articles/${created.id}/live`);
    expect(preview).toMatchObject({ title: `${title} (2nd)`, body: '<p>Impedance matters more.</p>', revision: 1 });
    expect(live).toMatchObject({ title, body: '<h2>Power</h2><p>Watts matter.</p>', revision: 1 });
    expect(Object.keys(preview).sort()).toEqual(Object.keys(live).sort());

    const second = data(await act(h, team.editor, created.id, 'publish'));
    expect(second).toMatchObject({ revision: 2, unpublishedChanges: false, publishedAt: first.publishedAt });
    expect((await get(`/behind/articles/${created.id}/live`)).title).toBe(`${title} (2nd)`);
    const list = await get(`/behind/articles/${created.id}/revisions`);
    expect(list.map((r: { number: number }) => r.number)).toEqual([2, 1]);
    expect(list[0].publishedByName).toContain('Liu Yang');
  });

  it('restores a revision into the working copy (audited), leaving the live version; stale and unknown are refused', async () => {
    const title = unique('Line array case');
    const created = await createArticle(h, team.editor, title, { tags: ['case'] });
    await act(h, team.editor, created.id, 'publish');
    const row = await articleRow(h, created.id);
    data(
      await h.call('PUT', `/behind/articles/${created.id}`, {
        token: team.editor,
        headers: en,
        json: { ...articleInput(`${title} v2`, { tags: ['case', 'v2'] }), slug: row.slug, version: row.version },
      }),
    );
    await act(h, team.editor, created.id, 'publish');
    const revision = await get(`/behind/articles/${created.id}/revisions/1`);
    expect(revision).toMatchObject({ number: 1, title, tags: ['case'] });

    const before = await articleRow(h, created.id);
    const stale = await h.call('POST', `/behind/articles/${created.id}/revisions/1/restore`, {
      token: team.editor,
      headers: en,
      json: { version: before.version - 1 },
    });
    expect(stale.status).toBe(409);
    const missing = await h.call('POST', `/behind/articles/${created.id}/revisions/9/restore`, {
      token: team.editor,
      headers: en,
      json: { version: before.version },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This revision does not exist');
    expect((await articleRow(h, created.id)).version).toBe(before.version);

    data(
      await h.call('POST', `/behind/articles/${created.id}/revisions/1/restore`, {
        token: team.editor,
        headers: en,
        json: { version: before.version },
      }),
    );
    const after = await articleRow(h, created.id);
    expect(after).toMatchObject({ title, tags: ['case'], unpublishedChanges: true, version: before.version + 1 });
    expect((await get(`/behind/articles/${created.id}/live`)).title).toBe(`${title} v2`);
    const [audited] = await h.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'article'), eq(auditLog.entityId, String(created.id)), eq(auditLog.action, 'restore')),
      );
    expect(audited).toBeDefined();
  });

  it('sends back only with a reason, which the history keeps', async () => {
    const created = await createArticle(h, team.writer, unique('Subwoofer placement'));
    await act(h, team.writer, created.id, 'submit');
    const without = await act(h, team.editor, created.id, 'sendBack', { reason: '' });
    expect(without.status).toBe(422);
    expect((await articleRow(h, created.id)).status).toBe('inReview');
    expect(data(await act(h, team.editor, created.id, 'sendBack', { reason: 'Add the room size' })).status).toBe(
      'draft',
    );
    const rows = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'article'), eq(auditLog.entityId, String(created.id))));
    expect(rows.some((row) => JSON.stringify(row.after).includes('Add the room size'))).toBe(true);
    // The record's History tab shows it as the reason's change.
    const history = await h.call('GET', `/behind/articles/${created.id}/history`, { token: team.writer });
    const entry = history.body.data.find((one: { action: string }) => one.action === 'sendBack.reason');
    expect(entry.changes).toEqual([{ field: 'reason', from: null, to: 'Add the room size' }]);
  });

  it('schedules only in the future, replaces the job by key, and unscheduling cancels it', async () => {
    const created = await createArticle(h, team.editor, unique('Holiday store music'));
    const past = await act(h, team.editor, created.id, 'schedule', {
      publishAt: new Date(h.now().getTime() - HOUR).toISOString(),
    });
    expect(past.status).toBe(422);
    expect(JSON.stringify(past.body)).toContain('Choose a publishing time in the future');
    expect((await articleRow(h, created.id)).status).toBe('draft');

    const at = new Date(h.now().getTime() + 2 * HOUR);
    expect(data(await act(h, team.editor, created.id, 'schedule', { publishAt: at.toISOString() })).status).toBe(
      'scheduled',
    );
    const pending = () =>
      h.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.key, publishJobKey(created.id)), isNull(jobs.doneAt)));
    expect((await pending())[0]?.runAt.toISOString()).toBe(at.toISOString());
    expect(data(await act(h, team.editor, created.id, 'unschedule'))).toMatchObject({
      status: 'draft',
      publishAt: null,
    });
    expect(await pending()).toHaveLength(0);
  });

  it('publishes a scheduled article at the next start when its time passed while the server was down', async () => {
    const created = await createArticle(h, team.writer, unique('Scheduled launch'));
    await act(h, team.writer, created.id, 'submit');
    const at = new Date(h.now().getTime() + HOUR);
    await act(h, team.editor, created.id, 'schedule', { publishAt: at.toISOString() });
    // "Down" for two hours: a runner started later, on a clock past the time, catches up at once.
    const restart = new Date(at.getTime() + HOUR);
    const stop = startJobRunner({ ...h.deps, now: () => restart }, { intervalMs: 10 * 60_000 });
    await stop();
    const row = await articleRow(h, created.id);
    expect(row).toMatchObject({ status: 'published', revision: 1, publishAt: null });
    expect(row.publishedAt?.toISOString()).toBe(restart.toISOString());
    const [revision] = await h.database.db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, created.id));
    // In the name of the editor who scheduled it, not the writer who wrote it.
    const [editor] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'editor'));
    expect(revision?.publishedBy).toBe(editor?.id);
    const [job] = await h.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, publishJobKey(created.id)));
    expect(job?.doneAt?.toISOString()).toBe(restart.toISOString());
  });

  it('freezes a scheduled article for writers; the job publishes the copy the editor scheduled, not a later one', async () => {
    const title = unique('Reviewed launch');
    const created = await createArticle(h, team.writer, title, { body: '<p>Reviewed text.</p>' });
    await act(h, team.writer, created.id, 'submit');
    const at = new Date(h.now().getTime() + HOUR);
    const scheduled = data(await act(h, team.editor, created.id, 'schedule', { publishAt: at.toISOString() }));
    const put = (token: string, changed: string, headers: Record<string, string> = en) =>
      h.call('PUT', `/behind/articles/${created.id}`, {
        token,
        headers,
        json: {
          ...articleInput(changed, { body: `<p>${changed}</p>` }),
          slug: scheduled.slug,
          version: scheduled.version,
        },
      });
    const refused = await put(team.writer, `${title} (unreviewed)`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This article is scheduled to publish; a publisher must unschedule it before it can be edited',
    );
    expect((await put(team.writer, `${title} (unreviewed)`, { 'accept-language': 'zh-CN' })).body.message).toBe(
      '该文章已排期发布，需由发布者取消排期后才能编辑',
    );
    const move = data(
      await h.call('POST', '/behind/articles/bulk-move', {
        token: team.writer,
        headers: en,
        json: { ids: [created.id], categoryId: team.otherCategoryId },
      }),
    );
    expect(move.done).toEqual([]);
    expect(move.refused[0]?.message).toContain('a publisher must unschedule it');
    expect(await articleRow(h, created.id)).toMatchObject({ title, version: scheduled.version, categoryId: null });

    // A publisher may still change the working copy: the change waits, the reviewed copy is what goes live.
    expect((await put(team.editor, `${title} (later)`)).status).toBe(200);
    const stop = startJobRunner({ ...h.deps, now: () => new Date(at.getTime() + HOUR) }, { intervalMs: 10 * 60_000 });
    await stop();
    expect(await articleRow(h, created.id)).toMatchObject({
      status: 'published',
      revision: 1,
      title: `${title} (later)`,
      unpublishedChanges: true,
    });
    const live = await get(`/behind/articles/${created.id}/live`);
    expect(live).toMatchObject({ title, body: '<p>Reviewed text.</p>', revision: 1 });
  });

  it('skips a scheduled job whose article’s time moved later', async () => {
    const created = await createArticle(h, team.editor, unique('Skip me'));
    const at = new Date(h.now().getTime() + HOUR);
    await act(h, team.editor, created.id, 'schedule', { publishAt: at.toISOString() });
    // The article's time moved later than the job's (as a reschedule racing the runner would leave it).
    await h.database.db
      .update(articles)
      .set({ publishAt: new Date(at.getTime() + 5 * HOUR) })
      .where(eq(articles.id, created.id));
    const stop = startJobRunner({ ...h.deps, now: () => new Date(at.getTime() + HOUR) }, { intervalMs: 10 * 60_000 });
    await stop();
    expect(await articleRow(h, created.id)).toMatchObject({ status: 'scheduled', revision: 0 });
  });

  it('publishes in bulk through the same hooks: a revision for each it may publish, a reason for the others', async () => {
    const draft = await createArticle(h, team.editor, unique('Bulk A'));
    const archived = await createArticle(h, team.editor, unique('Bulk B'));
    await act(h, team.editor, archived.id, 'publish');
    await act(h, team.editor, archived.id, 'archive');
    const answer = data(
      await h.call('POST', '/behind/articles/bulk/publish', {
        token: team.editor,
        headers: en,
        json: { ids: [draft.id, archived.id] },
      }),
    );
    expect(answer.done).toEqual([draft.id]);
    expect(answer.refused.map((r: { id: number }) => r.id)).toEqual([archived.id]);
    expect(await articleRow(h, draft.id)).toMatchObject({ status: 'published', revision: 1 });
    const writer = await h.call('POST', '/behind/articles/bulk/publish', {
      token: team.writer,
      headers: en,
      json: { ids: [draft.id] },
    });
    expect(writer.status).toBe(403);
  });

  it('moves many articles at once, naming the ones whose status forbids it; a foreign category moves none', async () => {
    const a = await createArticle(h, team.editor, unique('Move A'));
    const b = await createArticle(h, team.editor, unique('Move B'));
    await act(h, team.editor, b.id, 'publish');
    await act(h, team.editor, b.id, 'archive');
    const move = (json: unknown, token = team.editor) =>
      h.call('POST', '/behind/articles/bulk-move', { token, headers: en, json });
    const answer = data(await move({ ids: [a.id, b.id], categoryId: team.otherCategoryId }));
    expect(answer.done).toEqual([a.id]);
    expect(answer.refused).toEqual([{ id: b.id, message: expect.stringContaining('Archived') }]);
    expect((await articleRow(h, a.id)).categoryId).toBe(team.otherCategoryId);
    expect((await articleRow(h, b.id)).categoryId).toBe(null);

    const foreign = await move({ ids: [a.id], categoryId: 999_999 });
    expect(foreign.status).toBe(422);
    expect((await articleRow(h, a.id)).categoryId).toBe(team.otherCategoryId);
    const viewer = await h.login('viewer', 'Sb-ZhaoMin#2026');
    expect((await move({ ids: [a.id], categoryId: team.categoryId }, viewer)).status).toBe(403);
  });
});
