/**
 * A scheduled publish whose job kept no reviewed copy (scheduled before the copy was kept, issue 37) publishes
 * nothing: the working copy may hold a change nobody reviewed, so the article goes back to review, unscheduled,
 * with its history and a message to its writer and its scheduler in both languages. On both drivers.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { articleRevisions, auditLog, jobs, messages, users } from '../db/schema';
import { startJobRunner } from '../jobs/queue';
import { forEachDriver } from '../test/harness';
import { act, articleRow, contentTeam, createArticle, unique } from './article-fixtures';
import { RETURN_TO_REVIEW } from './article-job';
import { publishJobKey } from './article-publish';

const HOUR = 3_600_000;

forEachDriver('scheduled publish without a reviewed copy', (h) => {
  let team: Awaited<ReturnType<typeof contentTeam>>;
  beforeAll(async () => {
    team = await contentTeam(h);
  });

  /** Schedules the article, then makes its job one scheduled before the reviewed copy was kept (no copy). */
  async function scheduleAsBefore(articleId: number, at: Date) {
    await act(h, team.editor, articleId, 'schedule', { publishAt: at.toISOString() });
    const key = publishJobKey(articleId);
    const [job] = await h.database.db.select().from(jobs).where(eq(jobs.key, key));
    const { copy, ...oldPayload } = (job?.payload ?? {}) as Record<string, unknown>;
    expect(copy).toBeDefined();
    await h.database.db.update(jobs).set({ payload: oldPayload }).where(eq(jobs.key, key));
  }

  it('sends the article back to review instead of publishing its working copy, and tells writer and scheduler', async () => {
    const title = unique('Old schedule');
    const created = await createArticle(h, team.writer, title, { body: '<p>Written before.</p>' });
    await act(h, team.writer, created.id, 'submit');
    const at = new Date(h.now().getTime() + HOUR);
    await scheduleAsBefore(created.id, at);
    const before = await articleRow(h, created.id);

    const ranAt = new Date(at.getTime() + HOUR);
    const stop = startJobRunner({ ...h.deps, now: () => ranAt }, { intervalMs: 10 * 60_000 });
    await stop();

    expect(await articleRow(h, created.id)).toMatchObject({
      status: 'inReview',
      publishAt: null,
      revision: 0,
      publishedAt: null,
      version: before.version + 1,
    });
    const revisions = await h.database.db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, created.id));
    expect(revisions).toEqual([]);
    const [done] = await h.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, publishJobKey(created.id)));
    expect(done?.doneAt?.toISOString()).toBe(ranAt.toISOString());
    const history = await h.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'article'), eq(auditLog.entityId, String(created.id))));
    expect(history).toContainEqual({ action: RETURN_TO_REVIEW, actorId: null });
    expect(history.map((row) => row.action)).not.toContain('publish');

    const [editor] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'editor'));
    const told = await h.database.db
      .select()
      .from(messages)
      .where(eq(messages.kind, 'article.scheduleReturned'))
      .orderBy(messages.userId);
    const mine = told.filter((message) => message.titleEn.includes(title));
    expect(mine.map((message) => message.userId).sort()).toEqual([team.writerId, editor?.id].sort());
    for (const message of mine) {
      expect(message.titleEn).toBe(`Article “${title}” is back in review`);
      expect(message.titleZh).toBe(`文章《${title}》已退回审核`);
      expect(message.contentEn).toContain('so it was not published');
      expect(message.link).toContain(String(created.id));
    }
  });

  it('lets a publisher schedule it again, and that schedule publishes the copy reviewed then', async () => {
    const title = unique('Rescheduled');
    const created = await createArticle(h, team.writer, title, { body: '<p>Reviewed again.</p>' });
    await act(h, team.writer, created.id, 'submit');
    const first = new Date(h.now().getTime() + HOUR);
    await scheduleAsBefore(created.id, first);
    await startJobRunner({ ...h.deps, now: () => new Date(first.getTime() + HOUR) }, { intervalMs: 600_000 })();
    expect((await articleRow(h, created.id)).status).toBe('inReview');

    const second = new Date(h.now().getTime() + 3 * HOUR);
    expect((await act(h, team.editor, created.id, 'schedule', { publishAt: second.toISOString() })).status).toBe(200);
    await startJobRunner({ ...h.deps, now: () => new Date(second.getTime() + HOUR) }, { intervalMs: 600_000 })();
    expect(await articleRow(h, created.id)).toMatchObject({ status: 'published', revision: 1, title });
  });
});
