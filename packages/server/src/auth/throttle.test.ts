/**
 * Abuse tests of the password throttle (issue 16 findings 1, 3, 20): parallel guessing gets no more than the
 * allowed guesses, an attacker cannot lock the owner out of a known browser, an unknown one waits a growing delay,
 * and the old-password check of a password change counts the same way.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../db/schema';
import { type CallResult, DEMO, forEachDriver, type Harness } from '../test/harness';
import { DEVICE_COOKIE } from './known-device';
import { type Failure, THROTTLE, waitBeforeGuess } from './throttle';

const login = (h: Harness, username: string, password: string, ip: string, cookie?: string) =>
  h.call('POST', '/behind/user/login', {
    json: { username, password },
    ip,
    headers: { 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) },
  });

/** The `name=value` of the known-device cookie a sign-in set. */
function deviceCookie(answer: CallResult): string {
  const header = answer.headers.get('set-cookie') ?? '';
  const pair = header.split(';')[0] ?? '';
  expect(pair.startsWith(`${DEVICE_COOKIE}=`), header).toBe(true);
  return pair;
}

describe('waitBeforeGuess', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const fail = (ms: number, over: Partial<Failure> = {}): Failure => ({
    username: 'alice',
    ip: '10.0.0.9',
    device: null,
    at: ago(ms),
    ...over,
  });
  const unknown = { username: 'alice', ip: '10.0.0.1', deviceHash: null };
  /** maxFailures failures of alice from unknown browsers at other addresses, the last `lastMs` ago, a second apart. */
  const burst = (lastMs: number, extra = 0) =>
    Array.from({ length: THROTTLE.maxFailures + extra }, (_, i) => fail(lastMs + i * 1000, { ip: `10.9.0.${i}` }));

  it('lets a guess through below maxFailures', () => {
    expect(waitBeforeGuess(burst(0).slice(1), unknown, now)).toBe(0);
  });

  it('makes an unknown browser wait the first delay after maxFailures, doubling with each failure, capped', () => {
    expect(waitBeforeGuess(burst(0), unknown, now)).toBe(THROTTLE.firstDelayMs);
    expect(waitBeforeGuess(burst(10_000), unknown, now)).toBe(THROTTLE.firstDelayMs - 10_000);
    expect(waitBeforeGuess(burst(0, 1), unknown, now)).toBe(THROTTLE.firstDelayMs * 2);
    // 15 failures, 1 s apart: the delay is capped at maxDelayMs, but the window frees a slot 4 s sooner (when the
    // 5th newest leaves it, fewer than maxFailures remain).
    expect(THROTTLE.firstDelayMs * 2 ** 10).toBeGreaterThan(THROTTLE.maxDelayMs);
    expect(waitBeforeGuess(burst(0, 10), unknown, now)).toBe(THROTTLE.windowMs - 4000);
  });

  it('lets a known browser through the account lock, counting only its own failures', () => {
    const known = { ...unknown, deviceHash: 'dev-1' };
    expect(waitBeforeGuess(burst(0), known, now)).toBe(0);
    const own = burst(0).map((row) => ({ ...row, device: 'dev-1' }));
    expect(waitBeforeGuess(own, known, now)).toBe(THROTTLE.windowMs - (THROTTLE.maxFailures - 1) * 1000);
    // Its own failures are not the account's: an unknown browser is not slowed by them.
    expect(waitBeforeGuess(own, unknown, now)).toBe(0);
  });

  it('refuses every guess from an address with maxFailures failures until the oldest leaves the window', () => {
    const fromHere = Array.from({ length: THROTTLE.maxFailures }, (_, i) =>
      fail(60_000 * (i + 1), { username: `user${i}`, ip: '10.0.0.1' }),
    );
    const wait = THROTTLE.windowMs - 60_000 * THROTTLE.maxFailures;
    expect(waitBeforeGuess(fromHere, unknown, now)).toBe(wait);
    expect(waitBeforeGuess(fromHere, { ...unknown, deviceHash: 'dev-1' }, now)).toBe(wait);
    expect(waitBeforeGuess(fromHere, { ...unknown, ip: '10.0.0.2' }, now)).toBe(0);
  });
});

forEachDriver('password throttling under abuse', (h) => {
  it('lets 50 parallel wrong passwords for one account reach the hash at most maxFailures times', async () => {
    h.offsetMs = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(h, 'warehouse', `wrong-${i}`, `10.20.${i}.1`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(THROTTLE.maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - THROTTLE.maxFailures);
    const failed = await h.deps.db.$count(
      loginAttempts,
      and(eq(loginAttempts.username, 'warehouse'), eq(loginAttempts.success, false)),
    );
    expect(failed).toBe(THROTTLE.maxFailures);
  });

  it('lets 50 parallel wrong passwords from one address reach the hash at most maxFailures times', async () => {
    h.offsetMs = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(h, `nobody-${i}`, 'wrong', '10.21.0.1')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(THROTTLE.maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - THROTTLE.maxFailures);
  });

  it('lets the owner in from a known browser while an attacker has locked the account; an unknown one waits', async () => {
    h.offsetMs = 0;
    const first = await login(h, 'editor', DEMO.editor, '10.22.0.1');
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);
    const flags = first.headers.get('set-cookie') ?? '';
    expect(flags).toMatch(/HttpOnly/);
    expect(flags).toMatch(/SameSite=Strict/);
    expect(flags).toMatch(/Path=\/behind/);
    expect(flags).not.toMatch(/Secure/); // plain HTTP here

    let lockedAt = 0;
    for (let i = 0; i < THROTTLE.maxFailures; i += 1) {
      lockedAt = Date.now();
      expect((await login(h, 'editor', 'guess', `10.23.0.${i}`)).status).toBe(401);
    }
    const unknown = await login(h, 'editor', DEMO.editor, '10.22.0.2');
    expect(unknown.status).toBe(429);
    // The first delay counted from the last failure (on a busy machine a second or more may pass before this asks).
    const firstDelay = THROTTLE.firstDelayMs / 1000;
    const retryAfter = Number(unknown.headers.get('retry-after'));
    expect(retryAfter).toBeLessThanOrEqual(firstDelay);
    expect(retryAfter).toBeGreaterThanOrEqual(firstDelay - Math.ceil((Date.now() - lockedAt) / 1000));
    expect(unknown.body).toMatchObject({ code: 400029, message: 'Too many attempts, please try again in 1\u00a0min' });
    // A made-up token and a token this account never signed in with are unknown devices too.
    expect((await login(h, 'editor', DEMO.editor, '10.22.0.2', `${DEVICE_COOKIE}=${'A'.repeat(43)}`)).status).toBe(429);
    const other = deviceCookie(await login(h, 'viewer', DEMO.viewer, '10.22.0.3'));
    expect((await login(h, 'editor', DEMO.editor, '10.22.0.3', other)).status).toBe(429);

    const owner = await login(h, 'editor', DEMO.editor, '10.22.0.4', cookie);
    expect(owner.status).toBe(200);
    expect(deviceCookie(owner)).toBe(cookie); // the same browser keeps its token
  });

  it('slows an unknown browser down progressively instead of locking the owner out for the window', async () => {
    h.offsetMs = 0;
    for (let i = 0; i < THROTTLE.maxFailures; i += 1) await login(h, 'sales', 'guess', `10.24.0.${i}`);
    expect((await login(h, 'sales', DEMO.sales, '10.24.1.1')).status).toBe(429);
    h.offsetMs = THROTTLE.firstDelayMs + 1000;
    // The delay has passed: one more guess; a wrong one doubles the next delay.
    expect((await login(h, 'sales', 'guess', '10.24.0.9')).status).toBe(401);
    h.offsetMs += THROTTLE.firstDelayMs + 1000;
    const doubled = await login(h, 'sales', DEMO.sales, '10.24.1.1');
    expect(doubled.status).toBe(429);
    expect(Number(doubled.headers.get('retry-after'))).toBeGreaterThan(0);
    h.offsetMs += THROTTLE.firstDelayMs;
    expect((await login(h, 'sales', DEMO.sales, '10.24.1.1')).status).toBe(200);
    h.offsetMs = 0;
  });

  it('still throttles a known browser by its own failures', async () => {
    h.offsetMs = 0;
    const cookie = deviceCookie(await login(h, 'finance', DEMO.finance, '10.25.0.1'));
    for (let i = 0; i < THROTTLE.maxFailures; i += 1) {
      expect((await login(h, 'finance', 'guess', `10.25.1.${i}`, cookie)).status).toBe(401);
    }
    expect((await login(h, 'finance', DEMO.finance, '10.25.2.1', cookie)).status).toBe(429);
    // Those were the device's failures, not the account's: another browser of the owner is not slowed by them.
    expect((await login(h, 'finance', DEMO.finance, '10.25.2.2')).status).toBe(200);
  });

  it('throttles the old-password check of a password change like a sign-in', async () => {
    h.offsetMs = 0;
    const token = await h.login('admin', DEMO.admin, { ip: '10.26.0.1' });
    const change = (oldPassword: string, ip: string) =>
      h.call('PUT', '/behind/account/password', {
        token,
        ip,
        json: { oldPassword, newPassword: 'Tq8#kWz2-Rv5' },
        headers: { 'accept-language': 'en-US' },
      });
    for (let i = 0; i < THROTTLE.maxFailures; i += 1) {
      const wrong = await change('not-my-password', `10.26.1.${i}`);
      expect(wrong.body.data.issues).toEqual([{ path: 'oldPassword', message: expect.any(String) }]);
    }
    const refused = await change(DEMO.admin, '10.26.2.1');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(400029);
    // The same failures count for the account's sign-in from an unknown browser.
    expect((await login(h, 'admin', DEMO.admin, '10.26.2.2')).status).toBe(429);
    h.offsetMs = THROTTLE.windowMs + 1000;
    expect((await login(h, 'admin', DEMO.admin, '10.26.2.2')).status).toBe(200);
    h.offsetMs = 0;
  });
});
