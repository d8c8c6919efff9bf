/** The monitor endpoint on both drivers: the administrator reads what the app recorded; nobody else reads it. */
import { MONITOR_WINDOW_SECONDS } from '@soundboard/contract';
import { expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('server monitor', (h) => {
  it('shows the administrator the requests, errors and process figures', async () => {
    await h.call('GET', '/behind/user/user_info'); // 401: a client error
    const token = await h.login('admin', DEMO.admin);
    const { status, body } = await h.call('GET', '/behind/monitor', { token });
    expect(status).toBe(200);
    const snapshot = body.data;
    // The earlier requests of this suite's app (at least the 401 and the sign-in) are counted.
    expect(snapshot.current.requests).toBeGreaterThanOrEqual(2);
    expect(snapshot.current.clientErrorRate).toBeGreaterThan(0);
    expect(snapshot.current.p50).toBeGreaterThan(0);
    expect(snapshot.series.requests).toHaveLength(MONITOR_WINDOW_SECONDS / 5);
    expect(snapshot.database).toEqual({ kind: h.driver, queued: null });
    expect(snapshot.memory.rss).toBeGreaterThan(snapshot.memory.heapUsed);
    expect(snapshot.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('refuses every role but the administrator, and anyone signed out', async () => {
    for (const role of ['viewer', 'sales', 'finance'] as const) {
      const token = await h.login(role, DEMO[role]);
      const answer = await h.call('GET', '/behind/monitor', { token });
      expect(answer.status, role).toBe(403);
      expect(answer.body.code).toBe(400003);
    }
    expect((await h.call('GET', '/behind/monitor')).status).toBe(401);
  });
});
