/**
 * GET /behind/user/find-many: the display names and avatars of many users in one request, for every staff member
 * (user:lookup); at most USER_FIND_MANY_MAX ids; unknown ids are absent.
 */
import { USER_FIND_MANY_MAX } from '@soundboard/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { roles, users } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';

const PATH = '/behind/user/find-many';

forEachDriver('user find-many', (h) => {
  async function demoUsers() {
    return h.database.db
      .select({ id: users.id, username: users.username, nickname: users.nickname })
      .from(users)
      .orderBy(asc(users.id));
  }

  it('names several users in one answer, by nickname else username, for a role without user administration', async () => {
    const all = await demoUsers();
    const [first, second, third] = all;
    if (!first || !second || !third) throw new Error('the demo seeds at least three users');
    await h.database.db.update(users).set({ nickname: '' }).where(eq(users.id, third.id));
    const token = await h.login('viewer', DEMO.viewer);
    const answer = await h.call('GET', `${PATH}?ids=${third.id},${first.id},${second.id},${first.id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: first.id, name: first.nickname || first.username, avatar: '' },
      { id: second.id, name: second.nickname || second.username, avatar: '' },
      { id: third.id, name: third.username, avatar: '' },
    ]);
    // Only display fields travel.
    expect(Object.keys(answer.body.data[0]).sort()).toEqual(['avatar', 'id', 'name']);
  });

  it('leaves unknown ids out, past INT_MAX included, and answers an empty list when none is known', async () => {
    const [admin] = await demoUsers();
    const token = await h.login('sales', DEMO.sales);
    const some = await h.call('GET', `${PATH}?ids=99999,${admin?.id},9999999999`, { token });
    expect(some.status).toBe(200);
    expect(some.body.data.map((user: { id: number }) => user.id)).toEqual([admin?.id]);
    const none = await h.call('GET', `${PATH}?ids=99998,99999`, { token });
    expect(none.body).toMatchObject({ code: 1, data: [] });
  });

  it(`takes ${USER_FIND_MANY_MAX} ids and refuses one more with a translated 422`, async () => {
    const token = await h.login('viewer', DEMO.viewer);
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(',');
    expect((await h.call('GET', `${PATH}?ids=${ids(USER_FIND_MANY_MAX)}`, { token })).status).toBe(200);
    const english = await h.call('GET', `${PATH}?ids=${ids(USER_FIND_MANY_MAX + 1)}`, {
      token,
      headers: { 'arco-locale': 'en-US' },
    });
    expect(english.status).toBe(422);
    expect(english.body.data.issues[0]).toMatchObject({ path: 'ids', message: 'Too many items' });
    const chinese = await h.call('GET', `${PATH}?ids=${ids(USER_FIND_MANY_MAX + 1)}`, {
      token,
      headers: { 'arco-locale': 'zh-CN' },
    });
    expect(chinese.body.data.issues[0]).toMatchObject({ path: 'ids', message: '条目过多' });
  });

  it('refuses a malformed list, no list and unknown parameters', async () => {
    const token = await h.login('viewer', DEMO.viewer);
    for (const query of ['ids=', 'ids=1,,2', 'ids=1,a', 'ids=-1', 'ids=1&x=2', '']) {
      expect((await h.call('GET', `${PATH}?${query}`, { token })).status, query).toBe(422);
    }
  });

  it('needs a session and user:lookup, like the single-id form', async () => {
    expect((await h.call('GET', `${PATH}?ids=1`)).status).toBe(401);
    await h.database.db
      .update(roles)
      .set({ permissions: sql`array_remove(${roles.permissions}, 'user:lookup')` })
      .where(eq(roles.key, 'viewer'));
    h.forgetCachedAuth();
    const token = await h.login('viewer', DEMO.viewer);
    const refused = await h.call('GET', `${PATH}?ids=1`, { token, headers: { 'arco-locale': 'en-US' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 400003, message: 'You do not have permission to do this' });
    expect((await h.call('GET', '/behind/user/find?id=1', { token })).status).toBe(403);
  });

  it('is listed in the OpenAPI document with its permission and its ids parameter', async () => {
    const token = await h.login('admin', DEMO.admin);
    const document = (await h.call('GET', '/behind/openapi.json', { token })).body;
    const operation = document.paths['/behind/user/find-many']?.get;
    expect(operation?.['x-permission']).toBe('user:lookup');
    expect(operation?.parameters).toEqual([
      expect.objectContaining({
        name: 'ids',
        in: 'query',
        required: true,
        schema: expect.objectContaining({ type: 'string' }),
      }),
    ]);
  });
});
