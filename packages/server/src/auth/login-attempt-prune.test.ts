/**
 * Old login attempts are pruned (issue 37, K3): rows older than the throttle's longest window go, in batches,
 * recent ones stay and still count; the repeating job prunes at its start. Both drivers.
 */
import { eq, gte, lt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loginAttempts } from '../db/schema';
import { silentLogger } from '../log';
import { forEachDriver } from '../test/harness';
import { LOGIN_ATTEMPT_KEEP_MS, PRUNE_BATCH, pruneLoginAttempts, startLoginAttemptPrune } from './login-attempt-prune';
import { THROTTLE } from './throttle';

forEachDriver('pruning old login attempts', (h) => {
  /** `count` attempts by `username`, each `ageMs` before now. */
  async function attempts(username: string, count: number, ageMs: number) {
    const at = new Date(h.now().getTime() - ageMs);
    const rows = Array.from({ length: count }, (_, i) => ({ username, ip: `10.73.${i % 250}.1`, success: false, at }));
    await h.database.db.insert(loginAttempts).values(rows);
  }
  const countOf = (username: string) => h.database.db.$count(loginAttempts, eq(loginAttempts.username, username));

  it('keeps nothing the throttle could still read', () => {
    expect(LOGIN_ATTEMPT_KEEP_MS).toBeGreaterThanOrEqual(THROTTLE.windowMs);
    expect(LOGIN_ATTEMPT_KEEP_MS).toBeGreaterThanOrEqual(THROTTLE.maxDelayMs);
  });

  it('deletes attempts older than the window in batches and keeps the recent ones', async () => {
    // More than two batches of old rows, some just past the limit; recent ones, some just inside it.
    await attempts('prune-old', PRUNE_BATCH * 2 + 7, LOGIN_ATTEMPT_KEEP_MS + 86_400_000);
    await attempts('prune-edge-old', 3, LOGIN_ATTEMPT_KEEP_MS + 60_000);
    await attempts('prune-recent', 4, 60_000);
    await attempts('prune-edge-recent', 2, LOGIN_ATTEMPT_KEEP_MS - 60_000);

    const pruned = await pruneLoginAttempts(h.deps.db, h.now());
    expect(pruned).toBeGreaterThanOrEqual(PRUNE_BATCH * 2 + 10);
    expect(await countOf('prune-old')).toBe(0);
    expect(await countOf('prune-edge-old')).toBe(0);
    expect(await countOf('prune-recent')).toBe(4);
    expect(await countOf('prune-edge-recent')).toBe(2);
    const limit = new Date(h.now().getTime() - LOGIN_ATTEMPT_KEEP_MS);
    expect(await h.database.db.$count(loginAttempts, lt(loginAttempts.at, limit))).toBe(0);
    expect(await h.database.db.$count(loginAttempts, gte(loginAttempts.at, limit))).toBeGreaterThanOrEqual(6);
  });

  it('prunes when the repeating job starts; stop waits for the run', async () => {
    await attempts('prune-job-old', 5, LOGIN_ATTEMPT_KEEP_MS + 3_600_000);
    await attempts('prune-job-recent', 1, 0);
    const job = startLoginAttemptPrune({ db: h.deps.db, now: h.now, log: silentLogger });
    await job.stop();
    expect(await countOf('prune-job-old')).toBe(0);
    expect(await countOf('prune-job-recent')).toBe(1);
  });
});
