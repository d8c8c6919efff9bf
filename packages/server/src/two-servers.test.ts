/**
 * Two server instances (separate app, separate connection pool) on one PostgreSQL database, as when scaling out:
 * sessions, logout and login throttling live in the database, so each instance sees the other's.
 */
import { expect, it } from 'vitest';
import { createApp } from './app';
import { openPostgres } from './db/client';
import { silentLogger } from './log';
import { DEMO, forEachDriver } from './test/harness';

forEachDriver(
  'two server processes',
  (h) => {
    it('share sessions, logout and throttling through PostgreSQL', async () => {
      const url = h.pgUrl;
      const second = await openPostgres(url, 3);
      const other = createApp({
        db: second.db,
        dbKind: 'postgres',
        ping: second.ping,
        now: h.now,
        log: silentLogger,
        trustProxy: true,
      });
      const call = async (
        app: typeof other,
        method: string,
        path: string,
        init: { token?: string; json?: unknown; ip?: string } = {},
      ) => {
        const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? '10.7.0.1' };
        if (init.token) headers['admin-token'] = init.token;
        if (init.json) headers['content-type'] = 'application/json';
        const res = await app.request(path, {
          method,
          headers,
          ...(init.json ? { body: JSON.stringify(init.json) } : {}),
        });
        return (await res.json()) as { code: number; data: { token?: string } };
      };
      try {
        const login = await call(h.app, 'POST', '/behind/user/login', {
          json: { username: 'sales', password: DEMO.sales },
        });
        const token = login.data.token ?? '';
        expect((await call(other, 'POST', '/behind/user/user_info', { token })).code).toBe(1);
        expect((await call(other, 'POST', '/behind/user/login_out', { token })).code).toBe(1);
        // The first instance caches sessions: it hears of the other's logout by NOTIFY, which settled() awaits.
        await h.listener?.settled();
        expect((await call(h.app, 'POST', '/behind/user/user_info', { token })).code).toBe(400005);

        for (let i = 0; i < 3; i += 1)
          await call(h.app, 'POST', '/behind/user/login', {
            json: { username: 'finance', password: 'x' },
            ip: `10.8.0.${i}`,
          });
        for (let i = 3; i < 5; i += 1)
          await call(other, 'POST', '/behind/user/login', {
            json: { username: 'finance', password: 'x' },
            ip: `10.8.0.${i}`,
          });
        const blocked = await call(h.app, 'POST', '/behind/user/login', {
          json: { username: 'finance', password: DEMO.finance },
          ip: '10.8.1.1',
        });
        expect(blocked.code).toBe(400029);
        expect(
          (
            await call(other, 'POST', '/behind/user/login', {
              json: { username: 'finance', password: DEMO.finance },
              ip: '10.8.1.2',
            })
          ).code,
        ).toBe(400029);
      } finally {
        await second.close();
      }
    });
  },
  ['postgres'],
);
