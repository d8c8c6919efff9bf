// The hot path's statements, counted on the real database: a signed-in request costs one statement for its
// session (user, roles and permissions included) the first time, none while the session is cached, and the
// menu is read once per process. On PostgreSQL the cache is on only while the process listens for changes.
import { expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppDeps } from '../http/env';
import { DEMO, forEachDriver, type Statement } from '../test/harness';
import { type AuthListener, listenForAuthChanges } from './session-listener';

forEachDriver('statements per signed-in request', (h) => {
  it('user_info: one statement for the first request of a session, none after; menu read once', async () => {
    const token = await h.login('viewer', DEMO.viewer);
    const statements: Statement[] = [];
    const deps: AppDeps = { ...h.deps, db: h.countingDb(statements) };
    const app = createApp(deps);
    let listener: AuthListener | null = null;
    if (h.driver === 'postgres') listener = await listenForAuthChanges(h.pgUrl, deps);
    // The configuration (the two-factor rule reads it per request) has its own cache, refreshed every 10 s
    // (settings/config-store.ts): its reads are not the session's and are left out of the counts.
    const counted = () => statements.filter((statement) => !statement.text.includes('"config_values"'));
    try {
      const call = (path: string) => app.request(path, { method: 'POST', headers: { 'admin-token': token } });
      const first = await call('/behind/user/user_info');
      expect(first.status).toBe(200);
      expect(counted().map((statement) => statement.text)).toHaveLength(1);
      expect(counted()[0]?.text).not.toMatch(/password_hash/);

      statements.length = 0;
      for (let i = 0; i < 5; i += 1) expect((await call('/behind/user/user_info')).status).toBe(200);
      expect(counted()).toHaveLength(0);

      for (let i = 0; i < 3; i += 1) expect((await call('/behind/user/menu')).status).toBe(200);
      expect(counted()).toHaveLength(1);

      // Ending the session through this app: the very next request is refused, from the cache's own change.
      expect((await call('/behind/user/login_out')).status).toBe(200);
      expect((await call('/behind/user/user_info')).status).toBe(401);
    } finally {
      await listener?.close();
    }
  });
});
