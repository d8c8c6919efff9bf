/** GET /behind/user/search: any staff member finds active colleagues by username or nickname (user:lookup). */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('user search', (h) => {
  it('finds active colleagues by username or nickname, for a role without user administration', async () => {
    const token = await h.login('editor', DEMO.editor);
    const byName = await h.call('GET', '/behind/user/search?q=sales', { token });
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((user: { username: string }) => user.username)).toEqual(['sales', 'sales2']);
    const byNickname = await h.call('GET', `/behind/user/search?q=${encodeURIComponent('李娜')}`, { token });
    expect(byNickname.body.data).toEqual([{ id: expect.any(Number), username: 'sales', nickname: '李娜 Li Na' }]);
    // A wildcard is a character, not "everything".
    expect((await h.call('GET', '/behind/user/search?q=%25', { token })).body.data).toEqual([]);
  });

  it('leaves disabled users out and refuses a query that is too long', async () => {
    const token = await h.login('admin', DEMO.admin);
    await h.database.db.execute(sql`UPDATE users SET status = 'disabled' WHERE username = 'sales2'`);
    const found = await h.call('GET', '/behind/user/search?q=sales', { token });
    expect(found.body.data.map((user: { username: string }) => user.username)).toEqual(['sales']);
    const tooLong = await h.call('GET', `/behind/user/search?q=${'a'.repeat(41)}`, { token });
    expect(tooLong.status).toBe(422);
  });
});
