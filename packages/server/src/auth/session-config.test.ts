/**
 * The security configuration reaches sessions without a restart: a normal session signed in after the idle limit
 * was shortened expires by the new limit; "remember me" keeps its own policy.
 */
import { expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('session limits from the configuration', (h) => {
  it('expires a normal session by the configured idle minutes', async () => {
    const admin = await h.login('admin', DEMO.admin);
    const group = (await h.call('GET', '/behind/config/security', { token: admin })).body.data;
    const saved = await h.call('PUT', '/behind/config/security', {
      token: admin,
      json: { sessionIdleMinutes: 30, sessionAbsoluteMinutes: 600, passwordMinLength: 8, version: group.version },
    });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(1);

    const normal = await h.login('sales', DEMO.sales, { ip: '10.11.0.1' });
    const remembered = await h.login('sales', DEMO.sales, { ip: '10.11.0.2', remember: true });
    const at = h.offsetMs;
    try {
      h.offsetMs = at + 29 * 60_000;
      expect((await h.call('POST', '/behind/user/user_info', { token: normal })).body.code).toBe(1);
      // 29 minutes later the touch extended it by 30 minutes from then; 31 more without a request ends it.
      h.offsetMs = at + 60 * 60_000;
      expect((await h.call('POST', '/behind/user/user_info', { token: normal })).body.code).toBe(400005);
      expect((await h.call('POST', '/behind/user/user_info', { token: remembered })).body.code).toBe(1);
    } finally {
      h.offsetMs = at;
    }
  });
});
