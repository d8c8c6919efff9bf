/**
 * Known devices end with the credentials they were earned with (issue 37, K2): a password change, a reset by an
 * administrator (directly or by approving a forgot-password request), disabling the user and deleting it forget
 * every browser the account knew, so a device cookie taken along with an old password no longer passes the
 * account's lock. The cookie is `__Host-` prefixed over HTTPS and in production (L5), and only the name in force
 * is read. Both drivers.
 */
import { USER_ADMIN_PATH } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { knownDevices, users } from '../db/schema';
import { type CallResult, DEMO, forEachDriver } from '../test/harness';
import { userWithRole } from '../test/role-user';
import { DEVICE_COOKIE, SECURE_DEVICE_COOKIE } from './known-device';
import { THROTTLE } from './throttle';

const USERS = `/behind${USER_ADMIN_PATH}`;
const PASSWORD = 'Kd-Harbour#2026';
const NEW_PASSWORD = 'Kd-Lantern#2027';

/** The `name=value` of the known-device cookie a sign-in set (`name`: the one expected). */
function deviceCookie(answer: CallResult, name = DEVICE_COOKIE): string {
  const header = answer.headers.get('set-cookie') ?? '';
  const pair = header.split(';')[0] ?? '';
  expect(pair.startsWith(`${name}=`), header).toBe(true);
  return pair;
}

/** The request came through our proxy, which terminated HTTPS. */
const HTTPS = { 'x-forwarded-proto': 'https' };

forEachDriver('known devices end with the credentials', (h) => {
  let admin = '';
  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin, { ip: '10.71.0.1' });
  });

  const makeUser = (username: string) => userWithRole(h, username, PASSWORD);

  /** Signs in from a browser at `ip`; its session token and device cookie. */
  async function signIn(username: string, ip: string, password = PASSWORD) {
    const answer = await h.call('POST', '/behind/user/login', { ip, json: { username, password } });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(1);
    return { token: answer.body.data.token as string, cookie: deviceCookie(answer) };
  }

  const devicesOf = (userId: number) => h.database.db.$count(knownDevices, eq(knownDevices.userId, userId));

  /** Locks the account for unknown browsers with wrong guesses from elsewhere. */
  async function lockOut(username: string, prefix: string) {
    for (let i = 0; i < THROTTLE.maxFailures; i += 1) {
      const guess = await h.call('POST', '/behind/user/login', {
        ip: `${prefix}.${i}`,
        json: { username, password: 'not-it' },
      });
      expect(guess.status).toBe(401);
    }
  }

  it('forgets every known device of a user whose password an administrator resets', async () => {
    h.offsetMs = 0;
    const id = await makeUser('kd-reset');
    const { cookie } = await signIn('kd-reset', '10.71.1.1');
    await signIn('kd-reset', '10.71.1.2');
    expect(await devicesOf(id)).toBe(2);
    const reset = await h.call('POST', `${USERS}/${id}/reset-password`, { token: admin });
    expect(reset.body.code, JSON.stringify(reset.body)).toBe(1);
    expect(await devicesOf(id)).toBe(0);
    // The old browser's cookie no longer passes the account's lock, even with the new password.
    await lockOut('kd-reset', '10.71.9');
    const held = await h.call('POST', '/behind/user/login', {
      ip: '10.71.1.3',
      headers: { cookie },
      json: { username: 'kd-reset', password: reset.body.data.password },
    });
    expect(held.status).toBe(429);
  });

  it('forgets them when a forgot-password request is approved', async () => {
    h.offsetMs = 0;
    const id = await makeUser('kd-forgot');
    await signIn('kd-forgot', '10.71.2.1');
    expect(await devicesOf(id)).toBe(1);
    await h.call('POST', '/behind/account/forgot-password', { json: { username: 'kd-forgot' }, ip: '10.71.2.2' });
    const list = await h.call('GET', '/behind/account/requests?kind=reset', { token: admin });
    const request = list.body.data.find((row: { username: string }) => row.username === 'kd-forgot');
    const done = await h.call('POST', `/behind/account/requests/${request.id}/approve`, { token: admin, json: {} });
    expect(done.body.data).toMatchObject({ status: 'approved' });
    expect(await devicesOf(id)).toBe(0);
  });

  it('forgets them when the user changes their own password; the session stays', async () => {
    h.offsetMs = 0;
    const id = await makeUser('kd-change');
    const { token } = await signIn('kd-change', '10.71.3.1');
    await signIn('kd-change', '10.71.3.2');
    const changed = await h.call('PUT', '/behind/account/password', {
      token,
      ip: '10.71.3.1',
      json: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.body.code, JSON.stringify(changed.body)).toBe(1);
    expect(await devicesOf(id)).toBe(0);
    expect((await h.call('POST', '/behind/user/user_info', { token })).body.code).toBe(1);
  });

  it('forgets them when the user is disabled, and when the user is deleted', async () => {
    h.offsetMs = 0;
    const id = await makeUser('kd-disable');
    await signIn('kd-disable', '10.71.4.1');
    const disabled = await h.call('PUT', `${USERS}/${id}/status`, { token: admin, json: { status: 'disabled' } });
    expect(disabled.body.code, JSON.stringify(disabled.body)).toBe(1);
    expect(await devicesOf(id)).toBe(0);

    const gone = await makeUser('kd-delete');
    await signIn('kd-delete', '10.71.4.2');
    expect(await devicesOf(gone)).toBe(1);
    // No route deletes a user; the rows go with it all the same (foreign key, on delete cascade).
    await h.database.db.delete(users).where(eq(users.id, gone));
    expect(await devicesOf(gone)).toBe(0);
  });

  it('keeps the known devices of other users', async () => {
    h.offsetMs = 0;
    const other = await makeUser('kd-bystander');
    await signIn('kd-bystander', '10.71.5.1');
    const id = await makeUser('kd-target');
    await signIn('kd-target', '10.71.5.2');
    await h.call('POST', `${USERS}/${id}/reset-password`, { token: admin });
    expect(await devicesOf(id)).toBe(0);
    expect(await devicesOf(other)).toBe(1);
  });

  it('sets a __Host- cookie over HTTPS (Secure, Path=/, no Domain) and reads only that name there', async () => {
    h.offsetMs = 0;
    await makeUser('kd-https');
    const answer = await h.call('POST', '/behind/user/login', {
      ip: '10.71.6.1',
      headers: HTTPS,
      json: { username: 'kd-https', password: PASSWORD },
    });
    const header = answer.headers.get('set-cookie') ?? '';
    const pair = deviceCookie(answer, SECURE_DEVICE_COOKIE);
    const attributes = header.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['path=/', 'secure', 'httponly', 'samesite=strict', expect.stringMatching(/^max-age=/)]),
    );
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);

    const token = pair.slice(pair.indexOf('=') + 1);
    await lockOut('kd-https', '10.71.7');
    const tryWith = (cookie: string, headers: Record<string, string>) =>
      h.call('POST', '/behind/user/login', {
        ip: '10.71.6.2',
        headers: { ...headers, cookie },
        json: { username: 'kd-https', password: PASSWORD },
      });
    // The same token under the unprefixed name is not read over HTTPS, nor the prefixed one over plain HTTP.
    expect((await tryWith(`${DEVICE_COOKIE}=${token}`, HTTPS)).status).toBe(429);
    expect((await tryWith(`${SECURE_DEVICE_COOKIE}=${token}`, {})).status).toBe(429);
    expect((await tryWith(`${SECURE_DEVICE_COOKIE}=${token}`, HTTPS)).status).toBe(200);
  });

  it('sets the __Host- cookie in production even over plain HTTP; the unprefixed one only in development', async () => {
    h.offsetMs = 0;
    await makeUser('kd-production');
    const development = await h.call('POST', '/behind/user/login', {
      ip: '10.71.8.1',
      json: { username: 'kd-production', password: PASSWORD },
    });
    deviceCookie(development, DEVICE_COOKIE);
    const plain = (development.headers.get('set-cookie') ?? '').toLowerCase();
    expect(plain).toContain('path=/behind');
    expect(plain).not.toContain('secure');

    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const production = await h.call('POST', '/behind/user/login', {
        ip: '10.71.8.2',
        json: { username: 'kd-production', password: PASSWORD },
      });
      deviceCookie(production, SECURE_DEVICE_COOKIE);
      expect((production.headers.get('set-cookie') ?? '').toLowerCase()).toMatch(/; path=\/;.*; secure/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
