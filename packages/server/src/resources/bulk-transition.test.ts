/**
 * Bulk state changes (POST <path>/bulk/<action>) on articles served by the generic router: each record checked
 * as a single change is (its state, its existence, the binding's hook) in a savepoint of its own — the allowed
 * ones change and are audited, the refused ones are answered with their reason in the caller's language and
 * unchanged; the action's permission guards the route; an action that takes input cannot be bulk.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { articles, auditLog } from '../db/schema';
import { refused } from '../domains/issues';
import { DEMO, forEachDriver } from '../test/harness';
import { defineBinding } from './binding';
import { mountContentResources, testArticle } from './content-fixtures';
import { servedResources } from './registry';
import { resourceRoutes } from './router';

/** The same articles with a submit hook that refuses some and writes a column for the others. */
const hooked = { ...testArticle, path: '/test-hooked-articles' };
const hookedBinding = defineBinding(hooked, {
  transitions: {
    submit: async (_ctx, before) => {
      if (String(before.title).includes('blocked')) throw refused('resource.inUse');
      // A test definition has no literal field types: the column value is not typed here.
      return { summary: 'checked by the hook' } as never;
    },
  },
});

forEachDriver('bulk state changes', (h) => {
  let admin = '';
  let viewer = '';
  beforeAll(async () => {
    mountContentResources(h);
    for (const served of servedResources([hooked], { article: articles }, [hookedBinding])) {
      h.app.route('/behind', resourceRoutes(served));
    }
    admin = await h.login('admin', DEMO.admin);
    viewer = await h.login('viewer', DEMO.viewer);
  });

  const create = async (title: string) => {
    const created = await h.call('POST', '/behind/test-articles', { token: admin, json: { title } });
    expect(created.body.code, JSON.stringify(created.body)).toBe(1);
    return created.body.data.id as number;
  };
  const statusOf = async (ids: number[]) =>
    Object.fromEntries(
      (await h.database.db.select().from(articles).where(inArray(articles.id, ids))).map((row) => [row.id, row.status]),
    );

  it('changes the records it may and answers the others with their reason, in one request', async () => {
    const [a, b, c] = [await create('Bulk A'), await create('Bulk B'), await create('Bulk C')];
    const submitted = await h.call('POST', `/behind/test-articles/bulk/submit`, { token: admin, json: { ids: [c] } });
    expect(submitted.body.data).toEqual({ done: [c], refused: [] });

    const answer = await h.call('POST', '/behind/test-articles/bulk/submit', {
      token: admin,
      headers: { 'accept-language': 'en-US' },
      json: { ids: [c, 999_999, b, a, a] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.done).toEqual([a, b]);
    expect(answer.body.data.refused).toEqual([
      { id: c, message: '“Submit for review” is not possible while the status is “In review”' },
      { id: 999_999, message: expect.any(String) },
    ]);
    expect(await statusOf([a, b, c])).toEqual({ [a]: 'inReview', [b]: 'inReview', [c]: 'inReview' });
    const audited = await h.database.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'article'), eq(auditLog.action, 'submit')));
    const ids = audited.map((row) => Number(row.entityId));
    expect(ids.filter((id) => id === a)).toHaveLength(1);
    expect(ids.filter((id) => id === b)).toHaveLength(1);
    expect(ids.filter((id) => id === c)).toHaveLength(1);
  });

  it('runs the binding’s hook for each record: a refusal leaves that record, the others get the hook’s writes', async () => {
    const ok = await create('Hooked ok');
    const blocked = await create('Hooked blocked');
    const answer = await h.call('POST', '/behind/test-hooked-articles/bulk/submit', {
      token: admin,
      json: { ids: [ok, blocked] },
    });
    expect(answer.body.data.done).toEqual([ok]);
    expect(answer.body.data.refused).toEqual([{ id: blocked, message: '该记录已被其他记录引用，不能删除' }]);
    const rows = await h.database.db
      .select()
      .from(articles)
      .where(inArray(articles.id, [ok, blocked]));
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[ok]).toMatchObject({ status: 'inReview', summary: 'checked by the hook', version: 2 });
    expect(byId[blocked]).toMatchObject({ status: 'draft', summary: '', version: 1 });
  });

  it('needs the action’s permission, refuses an action that takes input, and knows no other action', async () => {
    const id = await create('Bulk guarded');
    const forbidden = await h.call('POST', '/behind/test-articles/bulk/publish', {
      token: viewer,
      json: { ids: [id] },
    });
    expect(forbidden.status).toBe(403);
    const withInput = await h.call('POST', '/behind/test-articles/bulk/schedule', {
      token: admin,
      json: { ids: [id] },
    });
    expect(withInput.status).toBe(422);
    const unknown = await h.call('POST', '/behind/test-articles/bulk/explode', { token: admin, json: { ids: [id] } });
    expect(unknown.status).toBe(404);
    const empty = await h.call('POST', '/behind/test-articles/bulk/publish', { token: admin, json: { ids: [] } });
    expect(empty.status).toBe(422);
    expect(await statusOf([id])).toEqual({ [id]: 'draft' });
    const published = await h.call('POST', '/behind/test-articles/bulk/publish', { token: admin, json: { ids: [id] } });
    expect(published.body.data).toEqual({ done: [id], refused: [] });
  });
});
