/**
 * Two-factor sign-in on both drivers: enrolment (QR, confirmation, recovery codes once), the code step of the
 * login (no session before it, TOTP codes computed here from the stored secret with the app's clock moved a
 * step at a time), replay refused, a recovery code once, wrong codes limited per challenge and counted against the
 * account, the requirement for configured roles, an administrator's audited reset, turning it off.
 */
import { CONFIG_GROUPS, ResultCode, TWO_FACTOR } from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { reAuthenticated } from '../auth/re-auth-fixtures';
import { codeAt } from '../auth/totp';
import { auditLog, configValues, loginAttempts, sessions, twoFactorSecrets } from '../db/schema';
import { configValue, forgetConfig } from '../settings/config-store';
import { DEMO, forEachDriver } from '../test/harness';
import { userWithRole } from '../test/role-user';

const PASSWORD = 'Tf-Quartz#2026';
const STEP_MS = 30_000;
const en = { 'accept-language': 'en-US' };

forEachDriver('two-factor sign-in', (h) => {
  let admin = '';

  /** Roles that require a second factor, as an administrator would set them (the cache dropped as a save does). */
  async function requireFor(roleKeys: string[]) {
    await h.database.db
      .insert(configValues)
      .values({ key: 'security.twoFactorRoles', value: roleKeys })
      .onConflictDoUpdate({ target: configValues.key, set: { value: roleKeys } });
    forgetConfig(h.deps.db);
  }

  const makeUser = (username: string, roleKey: string) => userWithRole(h, username, PASSWORD, roleKey);

  /** Moves the app's clock to the next TOTP step, so a new code exists. */
  const nextStep = () => {
    h.offsetMs += STEP_MS;
  };

  /** Signs in and enrols; answers the session, the secret and the recovery codes. */
  async function enrolled(username: string) {
    const token = await reAuthenticated(h, await h.login(username, PASSWORD), PASSWORD);
    const started = await h.call('POST', '/behind/user/two-factor/start', { token });
    const { secret } = started.body.data;
    const confirmed = await h.call('POST', '/behind/user/two-factor/confirm', {
      token,
      json: { code: codeAt(secret, h.now()) },
    });
    expect(confirmed.body.code).toBe(1);
    nextStep();
    return { token, secret: secret as string, recovery: confirmed.body.data.recoveryCodes as string[] };
  }

  async function passwordStep(username: string, ip = '10.0.4.1') {
    const answer = await h.call('POST', '/behind/user/login', {
      ip,
      headers: en,
      json: { username, password: PASSWORD },
    });
    expect(answer.body.code).toBe(ResultCode.TwoFactorNeeded);
    return answer.body.data.challenge as string;
  }

  const codeStep = (challenge: string, code: string, ip = '10.0.4.1') =>
    h.call('POST', '/behind/user/login/two-factor', { ip, headers: en, json: { challenge, code } });

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
  });

  it('requires it of no role in a demo database, of administrators and finance by default', async () => {
    expect(CONFIG_GROUPS.security.twoFactorRoles.default).toEqual(['admin', 'finance']);
    expect(await configValue(h.deps, 'security.twoFactorRoles')).toEqual([]);
    const info = await h.call('POST', '/behind/user/user_info', { token: admin });
    expect(info.body.data.mustEnrolTwoFactor).toBe(false);
  });

  it('enrols with a QR code and a confirmation code, answering ten recovery codes once', async () => {
    await makeUser('tf-enrol', 'sales');
    // Enrolling needs a recent re-authentication (auth/re-auth.test.ts): the dialog's proof.
    const token = await reAuthenticated(h, await h.login('tf-enrol', PASSWORD), PASSWORD);
    const before = await h.call('GET', '/behind/user/two-factor', { token });
    expect(before.body.data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

    const started = await h.call('POST', '/behind/user/two-factor/start', { token });
    const { secret, uri, qrSvg } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Soundboard:tf-enrol\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const wrong = await h.call('POST', '/behind/user/two-factor/confirm', {
      token,
      headers: en,
      json: { code: codeAt(secret, new Date(h.now().getTime() + 10 * STEP_MS)) },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('The code is wrong or has already been used');
    const malformed = await h.call('POST', '/behind/user/two-factor/confirm', {
      token,
      headers: en,
      json: { code: '12' },
    });
    expect(malformed.status).toBe(422);
    expect((await h.call('GET', '/behind/user/two-factor', { token })).body.data.enabled).toBe(false);

    const confirmed = await h.call('POST', '/behind/user/two-factor/confirm', {
      token,
      json: { code: codeAt(secret, h.now()) },
    });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.data.recoveryCodes;
    expect(codes).toHaveLength(TWO_FACTOR.recoveryCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);

    const after = await h.call('GET', '/behind/user/two-factor', { token });
    expect(after.body.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const again = await h.call('POST', '/behind/user/two-factor/start', { token, headers: en });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Two-factor sign-in is already on');
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'two-factor-enable'));
    expect(entry?.entity).toBe('user');
  });

  it('answers a challenge instead of a session, then signs in with a TOTP code that cannot be used twice', async () => {
    const userId = await makeUser('tf-totp', 'sales');
    const { secret } = await enrolled('tf-totp');
    const count = () => h.database.db.$count(sessions, eq(sessions.userId, userId));
    const sessionsBefore = await count();

    const challenge = await passwordStep('tf-totp');
    expect(await count()).toBe(sessionsBefore);
    const wrongPassword = await h.call('POST', '/behind/user/login', {
      json: { username: 'tf-totp', password: 'Not-the#one1' },
    });
    expect(wrongPassword.body.code).toBe(ResultCode.BadCredentials);

    const code = codeAt(secret, h.now());
    const signedIn = await codeStep(challenge, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.user_name).toBe('tf-totp');
    const me = await h.call('POST', '/behind/user/user_info', { token: signedIn.body.data.token });
    expect(me.body.data.mustEnrolTwoFactor).toBe(false);
    expect(await count()).toBe(sessionsBefore + 1);

    // The challenge is spent, and the same code (the same step) does not open a second one.
    expect((await codeStep(challenge, code)).body.message).toMatch(/expired/);
    const replay = await codeStep(await passwordStep('tf-totp'), code);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('The code is wrong or has already been used');
    // Nor does the code of the step before it, though still inside the clock-drift window.
    const earlier = await codeStep(
      await passwordStep('tf-totp'),
      codeAt(secret, new Date(h.now().getTime() - STEP_MS)),
    );
    expect(earlier.status).toBe(401);
    expect(await count()).toBe(sessionsBefore + 1);
    nextStep();
    expect((await codeStep(await passwordStep('tf-totp'), codeAt(secret, h.now()))).status).toBe(200);
  });

  it('takes each recovery code once, in any case and with or without dashes', async () => {
    await makeUser('tf-recovery', 'sales');
    const { token, recovery } = await enrolled('tf-recovery');
    const [first = '', second = ''] = recovery;
    expect((await codeStep(await passwordStep('tf-recovery'), first.toUpperCase())).status).toBe(200);
    const again = await codeStep(await passwordStep('tf-recovery'), first);
    expect(again.status).toBe(401);
    expect((await codeStep(await passwordStep('tf-recovery'), second.replaceAll('-', ''))).status).toBe(200);
    const status = await h.call('GET', '/behind/user/two-factor', { token });
    expect(status.body.data.recoveryCodesLeft).toBe(TWO_FACTOR.recoveryCodes - 2);
  });

  it('limits wrong codes per challenge, counts them against the account, and lets a challenge expire', async () => {
    await makeUser('tf-guess', 'sales');
    const { secret } = await enrolled('tf-guess');
    const challenge = await passwordStep('tf-guess', '10.0.5.1');
    const wrong = codeAt(secret, new Date(h.now().getTime() + 20 * STEP_MS));
    // Parallel guesses: the tries are counted before any code is checked, so no more than the limit get through.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => codeStep(challenge, wrong, `10.0.5.${index + 2}`)),
    );
    const wrongCodes = answers.filter((answer) => answer.body.message === 'The code is wrong or has already been used');
    expect(wrongCodes.length).toBeLessThanOrEqual(TWO_FACTOR.challengeAttempts);
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
    // Spent: even the right code is refused now; the password must be entered again.
    const right = await codeStep(challenge, codeAt(secret, h.now()), '10.0.5.20');
    expect(right.status).toBe(429);
    const failures = await h.database.db.$count(
      loginAttempts,
      and(eq(loginAttempts.username, 'tf-guess'), eq(loginAttempts.success, false)),
    );
    expect(failures).toBe(wrongCodes.length);

    // The account is now slowed like after wrong passwords; past the throttling window it answers again.
    expect(
      (
        await h.call('POST', '/behind/user/login', {
          ip: '10.0.6.1',
          json: { username: 'tf-guess', password: PASSWORD },
        })
      ).status,
    ).toBe(429);
    h.offsetMs += 16 * 60_000;
    const late = await passwordStep('tf-guess', '10.0.6.1');
    h.offsetMs += (TWO_FACTOR.challengeMinutes + 1) * 60_000;
    const expired = await codeStep(late, codeAt(secret, h.now()), '10.0.6.1');
    expect(expired.status).toBe(429);
    expect(expired.body.message).toBe(
      'This sign-in has expired or had too many wrong codes; enter your password again',
    );
    expect(
      (await codeStep(await passwordStep('tf-guess', '10.0.6.2'), codeAt(secret, h.now()), '10.0.6.2')).status,
    ).toBe(200);
  });

  it('lets a user of a role that requires it in only to enrol, until they have', async () => {
    await makeUser('tf-forced', 'warehouse');
    await requireFor(['warehouse']);
    try {
      const token = await h.login('tf-forced', PASSWORD);
      const info = await h.call('POST', '/behind/user/user_info', { token });
      expect(info.body.data.mustEnrolTwoFactor).toBe(true);
      const refused = await h.call('POST', '/behind/user/menu', { token, headers: en });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(ResultCode.TwoFactorRequired);
      expect(refused.body.message).toMatch(/set it up in User settings → Security/);

      const status = await h.call('GET', '/behind/user/two-factor', { token });
      expect(status.body.data).toMatchObject({ enabled: false, required: true });
      const { secret } = (await h.call('POST', '/behind/user/two-factor/start', { token })).body.data;
      await h.call('POST', '/behind/user/two-factor/confirm', { token, json: { code: codeAt(secret, h.now()) } });
      expect((await h.call('POST', '/behind/user/menu', { token })).status).toBe(200);
      nextStep();
      const off = await h.call('POST', '/behind/user/two-factor/disable', {
        token,
        headers: en,
        json: { code: codeAt(secret, h.now()) },
      });
      expect(off.status).toBe(409);
      expect(off.body.message).toBe('Your role requires two-factor sign-in, so it cannot be turned off');
    } finally {
      await requireFor([]);
    }
  });

  it('lets an administrator reset a user’s second factor, audited; the user signs in with the password alone', async () => {
    const userId = await makeUser('tf-lost', 'sales');
    await enrolled('tf-lost');
    const path = `/behind/settings/users/${userId}/two-factor/reset`;
    const viewer = await h.login('viewer', DEMO.viewer);
    expect((await h.call('POST', path, { token: viewer })).status).toBe(403);
    const reset = await h.call('POST', path, { token: admin });
    expect(reset.status).toBe(200);
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reset-two-factor'), eq(auditLog.entityId, String(userId))));
    expect(entry?.entity).toBe('user');
    expect(await h.database.db.$count(twoFactorSecrets, eq(twoFactorSecrets.userId, userId))).toBe(0);
    expect((await h.call('POST', path, { token: admin })).status).toBe(409);
    await h.login('tf-lost', PASSWORD);
  });

  it('turns off with a current code (itself a re-authentication), wrong codes throttled', async () => {
    await makeUser('tf-off', 'sales');
    const { token, secret } = await enrolled('tf-off');
    const refused = await h.call('POST', '/behind/user/two-factor/disable', {
      token,
      json: { code: codeAt(secret, new Date(h.now().getTime() + 20 * STEP_MS)) },
    });
    expect(refused.status).toBe(401);
    // A stolen session cannot run through the codes: wrong ones are throttled like passwords.
    let refusedAt = 0;
    for (let attempt = 1; attempt <= 8 && refusedAt === 0; attempt++) {
      const guess = await h.call('POST', '/behind/user/two-factor/disable', {
        token,
        ip: '10.0.7.1',
        json: { code: codeAt(secret, new Date(h.now().getTime() + (20 + attempt) * STEP_MS)) },
      });
      if (guess.status === 429) refusedAt = attempt;
      else expect(guess.status).toBe(401);
    }
    expect(refusedAt).toBeGreaterThan(1);
    expect((await h.call('GET', '/behind/user/two-factor', { token })).body.data.enabled).toBe(true);
    h.offsetMs += 16 * 60_000;
    const fresh = await h.call('POST', '/behind/user/two-factor/recovery-codes', {
      token,
      json: { code: codeAt(secret, h.now()) },
    });
    expect(fresh.body.data.recoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodes);
    nextStep();
    const off = await h.call('POST', '/behind/user/two-factor/disable', {
      token,
      json: { code: codeAt(secret, h.now()) },
    });
    expect(off.body.data).toMatchObject({ enabled: false });
    await h.login('tf-off', PASSWORD);
  });
});
