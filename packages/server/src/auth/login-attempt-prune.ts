/**
 * `login_attempts` rows matter only while the throttle reads them (its window, throttle.ts); older ones are only
 * a record of who tried which account from where, kept no longer than needed (issue 37, K3). Every process prunes
 * at start and then every PRUNE_INTERVAL_MS (jobs/repeat.ts), in bounded batches so no statement holds many locks
 * or runs long; rows another process is deleting are skipped, not waited for.
 */
import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { errorLogFields } from '../http/error-log';
import { startRepeating } from '../jobs/repeat';
import type { Logger } from '../log';
import { THROTTLE } from './throttle';

/** Older than this no throttle decision reads a row (the delay of an unknown browser also ends with the window). */
export const LOGIN_ATTEMPT_KEEP_MS = Math.max(THROTTLE.windowMs, THROTTLE.maxDelayMs);
export const PRUNE_BATCH = 1000;
export const PRUNE_INTERVAL_MS = 10 * 60_000;

/** Deletes the attempts older than LOGIN_ATTEMPT_KEEP_MS at `now`, a batch per statement; how many went. */
export async function pruneLoginAttempts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - LOGIN_ATTEMPT_KEEP_MS);
  let pruned = 0;
  for (;;) {
    const batch = db
      .select({ id: loginAttempts.id })
      .from(loginAttempts)
      .where(lt(loginAttempts.at, before))
      .limit(PRUNE_BATCH)
      .for('update', { skipLocked: true });
    const gone = await db
      .delete(loginAttempts)
      .where(inArray(loginAttempts.id, batch))
      .returning({ id: loginAttempts.id });
    pruned += gone.length;
    if (gone.length < PRUNE_BATCH) return pruned;
  }
}

/** Prunes now and every PRUNE_INTERVAL_MS until stopped (serve.ts stops it at shutdown); failures are logged. */
export function startLoginAttemptPrune(deps: { db: Db; now(): Date; log: Logger }): { stop(): Promise<void> } {
  return startRepeating(
    async () => {
      const pruned = await pruneLoginAttempts(deps.db, deps.now());
      if (pruned > 0) deps.log('info', 'old login attempts pruned', { pruned });
    },
    PRUNE_INTERVAL_MS,
    (error) => deps.log('error', 'pruning login attempts failed', errorLogFields(error)),
  );
}
