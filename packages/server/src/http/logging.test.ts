import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Logger } from '../log';
import { DEMO, forEachDriver } from '../test/harness';

interface Line {
  level: string;
  msg: string;
  fields: Record<string, unknown>;
}

forEachDriver('log lines: no parameters of a failed query, security events with who and where', (h) => {
  let lines: Line[] = [];
  const capture: Logger = (level, msg, fields = {}) => {
    lines.push({ level, msg, fields });
  };
  const text = () => JSON.stringify(lines);
  afterEach(() => {
    h.deps.log = () => undefined;
    lines = [];
  });

  it('logs a database failure by SQL state, never the statement parameters or the value PostgreSQL quotes', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ';
    // Its own app with one extra route: the failure must come from a real query with parameters on this driver.
    const app = createApp({ ...h.deps, log: capture });
    app.post('/behind/test/failing-write', async () => {
      await h.deps.db.execute(sql`select ${secret}::int as n`);
      return new Response(null);
    });
    const res = await app.request(
      '/behind/test/failing-write',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      { incoming: { socket: { remoteAddress: '10.8.0.1' } } }, // the Node bindings: the caller's socket
    );
    expect(res.status).toBe(500);
    const error = lines.find((line) => line.msg === 'unhandled error');
    expect(error?.fields).toMatchObject({ sqlState: '22P02', err: 'database error', address: '10.8.0.1' });
    expect(error?.fields.userId).toBeNull();
    expect(text()).not.toContain('c2VjcmV0LXNhbHQ');
    expect(text()).not.toContain('argon2id');
  });

  it('a NUL byte in a register field is refused (422) and logged without any submitted value', async () => {
    h.deps.log = capture;
    const res = await h.call('POST', '/behind/account/register', {
      json: {
        username: 'nul.user',
        password: 'Nul-Byte@2026x',
        email: 'nul.secret@example.com',
        nickname: 'nul\u0000nick',
        reason: 'r\u0000',
      },
      ip: '10.8.0.2',
    });
    expect(res.status).toBe(422);
    expect(text()).not.toContain('nul.secret@example.com');
    expect(text()).not.toContain('Nul-Byte@2026x');
    expect(text()).not.toContain('argon2');
  });

  it('logs sign-in failures, validation failures, 403s, wrong old passwords with user id and address, no secrets', async () => {
    h.deps.log = capture;
    await h.call('POST', '/behind/user/login', {
      json: { username: 'viewer', password: 'Wrong-Guess-1' },
      ip: '10.8.1.1',
    });
    await h.call('POST', '/behind/user/login', { json: { username: 42 }, ip: '10.8.1.2' });
    const viewer = await h.login('viewer', DEMO.viewer, { ip: '10.8.1.3' });
    await h.call('GET', '/behind/settings/users', { token: viewer, ip: '10.8.1.3' });
    await h.call('PUT', '/behind/account/password', {
      token: viewer,
      ip: '10.8.1.4',
      json: { oldPassword: 'Not-My-Old-1', newPassword: 'Brand-New-Pass-9' },
    });
    const events = lines.filter((line) => line.msg === 'security event').map((line) => line.fields);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'result.badCredentials', status: 401, address: '10.8.1.1', userId: null }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ code: 400022, status: 422, address: '10.8.1.2', fields: ['username', 'password'] }),
    );
    const viewerId = events.find((event) => event.address === '10.8.1.3')?.userId;
    expect(viewerId).toEqual(expect.any(Number));
    expect(events).toContainEqual(expect.objectContaining({ status: 403, address: '10.8.1.3', userId: viewerId }));
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'password.wrongOld', address: '10.8.1.4', userId: viewerId }),
    );
    for (const secret of ['Wrong-Guess-1', 'Not-My-Old-1', 'Brand-New-Pass-9', DEMO.viewer, viewer]) {
      expect(text()).not.toContain(secret);
    }
  });
  it('logs a throttled sign-in (429) with the address, never the guessed password', async () => {
    h.deps.log = capture;
    let status = 0;
    for (let guess = 0; guess < 8 && status !== 429; guess += 1) {
      const res = await h.call('POST', '/behind/user/login', {
        json: { username: 'sales', password: `Guess-${guess}-Wrong` },
        ip: '10.8.2.1',
      });
      status = res.status;
    }
    expect(status).toBe(429);
    const events = lines.filter((line) => line.msg === 'security event').map((line) => line.fields);
    expect(events).toContainEqual(expect.objectContaining({ status: 429, code: 400029, address: '10.8.2.1' }));
    expect(text()).not.toContain('-Wrong');
  });
});
