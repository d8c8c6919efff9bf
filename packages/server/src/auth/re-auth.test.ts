/**
 * Re-authentication before sensitive acts (issue 37, M4 and K4) on both drivers: two-factor enrolment, turning it
 * off, ending one's other sessions, exporting one's data and issuing API tokens are refused (403, ReAuthRequired,
 * translated) without a recent proof and allowed after one; one proof covers five minutes; wrong proofs go
 * through the sign-in throttle; a session that must enrol at sign-in is not locked out of its enrolment.
 */
import { RE_AUTH_MINUTES, ResultCode } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { configValues, storePlayers } from '../db/schema';
import { issueToken } from '../player/device-fixtures';
import { forgetConfig } from '../settings/config-store';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { userWithRole } from '../test/role-user';
import { RE_AUTH_URL, reAuthenticated } from './re-auth-fixtures';
import { THROTTLE } from './throttle';
import { codeAt } from './totp';

const PASSWORD = 'Ra-Granite#2026';
const en = { 'accept-language': 'en-US' };
const FIVE_MINUTES = RE_AUTH_MINUTES * 60_000;

forEachDriver('re-authentication', (h: Harness) => {
  let serial = 0;
  /** A user of `roleKey` with PASSWORD, signed in from an address of its own (the throttle counts per address). */
  async function signedIn(roleKey: string) {
    const username = `ra-${roleKey}-${++serial}`;
    const userId = await userWithRole(h, username, PASSWORD, roleKey);
    const ip = `10.37.0.${serial}`;
    const token = await h.login(username, PASSWORD, { ip });
    const call = (method: string, path: string, json?: unknown) =>
      h.call(method, path, { token, ip, headers: en, ...(json !== undefined ? { json } : {}) });
    return { username, token, ip, call, userId };
  }

  function refused(answer: { status: number; body: { code: number; message: string } }) {
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(ResultCode.ReAuthRequired);
    expect(answer.body.message).toBe('Confirm it is you: enter your password again');
  }

  it('refuses two-factor enrolment without a recent proof, allows it after one, for five minutes', async () => {
    const user = await signedIn('sales');
    refused(await user.call('POST', '/behind/user/two-factor/start'));
    const wrong = await user.call('POST', RE_AUTH_URL, { password: 'not-it' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.issues).toEqual([{ path: 'password', message: 'The password is wrong' }]);
    refused(await user.call('POST', '/behind/user/two-factor/start'));

    expect((await user.call('POST', RE_AUTH_URL, { password: PASSWORD })).body.code).toBe(1);
    const started = await user.call('POST', '/behind/user/two-factor/start');
    expect(started.body.code).toBe(1);
    // Confirming is a sensitive act too: past the five minutes, it asks again.
    h.offsetMs += FIVE_MINUTES;
    const code = () => ({ code: codeAt(started.body.data.secret, h.now()) });
    refused(await user.call('POST', '/behind/user/two-factor/confirm', code()));
    await reAuthenticated(h, user.token, PASSWORD);
    expect((await user.call('POST', '/behind/user/two-factor/confirm', code())).body.code).toBe(1);
  });

  it('takes a current code as the proof of a user with two-factor, and then turns it off without another', async () => {
    const user = await signedIn('sales');
    await reAuthenticated(h, user.token, PASSWORD);
    const { secret } = (await user.call('POST', '/behind/user/two-factor/start')).body.data;
    await user.call('POST', '/behind/user/two-factor/confirm', { code: codeAt(secret, h.now()) });
    h.offsetMs += FIVE_MINUTES;

    refused(await user.call('POST', '/behind/user/two-factor/disable', {}));
    refused(await user.call('POST', '/behind/user/two-factor/recovery-codes', {}));
    const wrongCode = await user.call('POST', RE_AUTH_URL, { code: codeAt(secret, new Date(h.now().getTime() + 6e5)) });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.data.issues[0]).toEqual({
      path: 'code',
      message: 'The code is wrong or has already been used',
    });
    const neither = await user.call('POST', RE_AUTH_URL, { password: PASSWORD, code: '123456' });
    expect(neither.status).toBe(422);
    expect(neither.body.message).toBe('Enter either your password or a 6-digit code');

    expect((await user.call('POST', RE_AUTH_URL, { code: codeAt(secret, h.now()) })).body.code).toBe(1);
    expect((await user.call('POST', '/behind/user/two-factor/recovery-codes', {})).body.code).toBe(1);
    const off = await user.call('POST', '/behind/user/two-factor/disable', {});
    expect(off.body.data).toMatchObject({ enabled: false });
    // Without two-factor, a code is no proof.
    const noFactor = await user.call('POST', RE_AUTH_URL, { code: '123456' });
    expect(noFactor.status).toBe(409);
  });

  it('refuses ending one’s other sessions without a recent proof (K4)', async () => {
    const user = await signedIn('viewer');
    const other = await h.login(user.username, PASSWORD, { ip: user.ip });
    const sessions = (await user.call('GET', '/behind/user/sessions')).body.data as { id: number; current: boolean }[];
    const otherId = sessions.find((session) => !session.current)?.id;
    refused(await user.call('DELETE', `/behind/user/sessions/${otherId}`));
    expect((await h.call('POST', '/behind/user/user_info', { token: other })).body.code).toBe(1);
    await reAuthenticated(h, user.token, PASSWORD);
    expect((await user.call('DELETE', `/behind/user/sessions/${otherId}`)).body.code).toBe(1);
    expect((await h.call('POST', '/behind/user/user_info', { token: other })).status).toBe(401);
  });

  it('refuses exporting one’s data without a recent proof', async () => {
    const user = await signedIn('viewer');
    refused(await user.call('POST', '/behind/user/data-export', {}));
    expect((await user.call('GET', '/behind/user/data-export')).body.data).toBeNull();
    await reAuthenticated(h, user.token, PASSWORD);
    expect((await user.call('POST', '/behind/user/data-export', {})).body.data).toMatchObject({ state: 'running' });
  });

  describe('issuing API tokens', () => {
    let admin = '';
    let storeId = 0;
    let playerId = 0;
    let partnerId = 0;
    const asAdmin = (method: string, path: string, json?: unknown) =>
      h.call(method, path, { token: admin, headers: en, ...(json !== undefined ? { json } : {}) });

    beforeAll(async () => {
      admin = await h.login('admin', DEMO.admin);
      const [player] = await h.database.db
        .select({ id: storePlayers.id, storeId: storePlayers.storeId })
        .from(storePlayers)
        .limit(1);
      if (!player) throw new Error('no demo player');
      storeId = player.storeId;
      playerId = player.id;
      await reAuthenticated(h, admin, DEMO.admin);
      const partner = await asAdmin('POST', '/behind/partners', {
        code: 'REAUTH',
        name: 'Re-auth partner',
        kind: 'company',
        status: 'active',
        commissionRateBp: 500,
      });
      partnerId = partner.body.data.id;
      h.offsetMs += FIVE_MINUTES;
    });

    it('refuses partner, player and site tokens without a recent proof, and issues them after one', async () => {
      refused(await asAdmin('POST', `/behind/partners/${partnerId}/token`));
      refused(await asAdmin('POST', `/behind/stores/${storeId}/players/${playerId}/token`));
      refused(await asAdmin('POST', '/behind/site-tokens', { name: 'Re-auth site' }));
      await reAuthenticated(h, admin, DEMO.admin);
      expect((await asAdmin('POST', `/behind/partners/${partnerId}/token`)).body.data.token).toMatch(/^sbk_/);
      expect(await issueToken(h, admin, storeId, playerId)).toMatch(/^sbp_/);
      expect((await asAdmin('POST', '/behind/site-tokens', { name: 'Re-auth site' })).body.code).toBe(1);
    });
  });

  it('throttles wrong proofs like sign-in: 429 after the limit, even for the right password', async () => {
    const user = await signedIn('viewer');
    for (let i = 0; i < THROTTLE.maxFailures; i++) {
      expect((await user.call('POST', RE_AUTH_URL, { password: `wrong-${i}` })).status).toBe(422);
    }
    const blocked = await user.call('POST', RE_AUTH_URL, { password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same count as the sign-in: a wrong proof from a stolen session is a guess against the account.
    const signIn = await h.call('POST', '/behind/user/login', {
      ip: user.ip,
      json: { username: user.username, password: PASSWORD },
    });
    expect(signIn.status).toBe(429);
  });

  it('lets a session that must enrol at sign-in enrol at once, and asks for the password after five minutes', async () => {
    await h.database.db
      .insert(configValues)
      .values({ key: 'security.twoFactorRoles', value: ['finance'] })
      .onConflictDoUpdate({ target: configValues.key, set: { value: ['finance'] } });
    forgetConfig(h.deps.db);
    try {
      const quick = await signedIn('finance');
      expect((await quick.call('POST', '/behind/user/user_info')).body.data.mustEnrolTwoFactor).toBe(true);
      const { secret } = (await quick.call('POST', '/behind/user/two-factor/start')).body.data;
      expect(
        (await quick.call('POST', '/behind/user/two-factor/confirm', { code: codeAt(secret, h.now()) })).body.code,
      ).toBe(1);

      const slow = await signedIn('finance');
      h.offsetMs += FIVE_MINUTES;
      refused(await slow.call('POST', '/behind/user/two-factor/start'));
      // Not locked out: the proof route is open to a session that may do nothing but enrol.
      await reAuthenticated(h, slow.token, PASSWORD);
      expect((await slow.call('POST', '/behind/user/two-factor/start')).body.code).toBe(1);
    } finally {
      await h.database.db.delete(configValues).where(eq(configValues.key, 'security.twoFactorRoles'));
      forgetConfig(h.deps.db);
    }
  });
});
