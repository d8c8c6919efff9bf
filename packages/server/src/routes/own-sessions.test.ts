import { expect, it } from 'vitest';
import { reAuthenticated } from '../auth/re-auth-fixtures';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('own sessions (User settings → Security)', (h) => {
  it('lists the caller’s live sessions with the current one marked, and ends another', async () => {
    const laptop = await h.login('viewer', DEMO.viewer, {
      headers: { 'user-agent': 'Laptop browser' },
      ip: '10.31.0.1',
    });
    const phone = await h.login('viewer', DEMO.viewer, { headers: { 'user-agent': 'Phone browser' }, ip: '10.31.0.2' });
    const other = await h.login('sales', DEMO.sales, { ip: '10.31.0.3' });

    const listed = await h.call('GET', '/behind/user/sessions', { token: laptop });
    expect(listed.status).toBe(200);
    const mine = listed.body.data as { id: number; userAgent: string; ip: string; current: boolean }[];
    expect(mine.map((session) => session.userAgent).sort()).toEqual(['Laptop browser', 'Phone browser']);
    expect(mine.find((session) => session.current)).toMatchObject({ userAgent: 'Laptop browser', ip: '10.31.0.1' });
    const phoneSession = mine.find((session) => session.userAgent === 'Phone browser');

    // Ending a session needs a recent re-authentication (auth/re-auth.test.ts).
    await reAuthenticated(h, laptop, DEMO.viewer);
    const ended = await h.call('DELETE', `/behind/user/sessions/${phoneSession?.id}`, { token: laptop });
    expect(ended.body.code).toBe(1);
    expect((await h.call('POST', '/behind/user/user_info', { token: phone })).status).toBe(401);
    const after = await h.call('GET', '/behind/user/sessions', { token: laptop });
    expect(after.body.data.map((session: { userAgent: string }) => session.userAgent)).toEqual(['Laptop browser']);

    // Another user's session is not the caller's to end: answered as ended, and it still works.
    const salesSession = (await h.call('GET', '/behind/user/sessions', { token: other })).body.data[0].id;
    const refused = await h.call('DELETE', `/behind/user/sessions/${salesSession}`, {
      token: laptop,
      headers: { 'accept-language': 'en-US' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues[0].message).toBe('This session has already ended');
    expect((await h.call('POST', '/behind/user/user_info', { token: other })).body.code).toBe(1);
    expect((await h.call('GET', '/behind/user/sessions')).status).toBe(401);
    // This very session ends by signing out, not here.
    const current = after.body.data[0].id;
    const self = await h.call('DELETE', `/behind/user/sessions/${current}`, {
      token: laptop,
      headers: { 'accept-language': 'en-US' },
    });
    expect(self.status).toBe(422);
    expect(self.body.data.issues[0].message).toBe('This is the session you are using: sign out to end it');
    expect((await h.call('POST', '/behind/user/user_info', { token: laptop })).body.code).toBe(1);
  });
});
