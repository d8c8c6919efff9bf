/**
 * Password-guess throttling (login and the old-password check), kept in the database so every server process
 * shares it. Design (issue 16 findings 1 and 3; README "Security"):
 *
 * - Atomic: a guess is first RESERVED, inside a transaction that holds advisory locks on the account and on the
 *   address, by inserting it as a failure; the ~80 ms argon2 check runs after, and only a right password turns
 *   the row into a success. N parallel guesses therefore queue on the lock and each sees the ones before it:
 *   at most `maxFailures` get to the hash.
 * - Per address: `maxFailures` failures within `windowMs` refuse every guess from that address.
 * - Per account, unknown devices: after `maxFailures` failures within the window an unknown browser is not locked
 *   out for good but slowed: one more guess once `firstDelayMs` has passed since the last failure, doubling with
 *   each further failure up to `maxDelayMs`.
 * - Per account, known devices: a browser the account has signed in from (known-device.ts) is not held back by
 *   the failures of others, only by its own (`maxFailures` within the window) and by its address. An attacker
 *   who guesses from elsewhere cannot lock the owner out.
 */
import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { loginAttempts } from '../db/schema';
import { knownDevice } from './known-device';

export const THROTTLE = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
} as const;

/** Who is guessing: the account, the client address, and the browser's known-device token hash (if any). */
export interface GuessKey {
  username: string;
  ip: string;
  deviceHash: string | null;
}

/** A failure inside the window, as the decision reads it. */
export interface Failure {
  username: string;
  ip: string;
  /** The known device it came from; null: an unknown one. */
  device: string | null;
  at: Date;
}

/** Milliseconds until `key` may guess again; 0 when it may now. Pure: the rules above, on the window's failures. */
export function waitBeforeGuess(failures: Failure[], key: GuessKey, now: Date): number {
  const { maxFailures, windowMs, firstDelayMs, maxDelayMs } = THROTTLE;
  const nowMs = now.getTime();
  /** When enough of these failures leave the window that fewer than maxFailures remain. */
  const windowFrees = (times: number[]) =>
    times.length < maxFailures ? nowMs : (times[times.length - maxFailures] ?? nowMs) + windowMs;
  const sorted = (rows: Failure[]) => rows.map((row) => row.at.getTime()).sort((a, b) => a - b);

  let until = windowFrees(sorted(failures.filter((row) => row.ip === key.ip)));
  const mine = failures.filter((row) => row.username === key.username);
  if (key.deviceHash !== null) {
    until = Math.max(until, windowFrees(sorted(mine.filter((row) => row.device === key.deviceHash))));
  } else {
    const unknown = sorted(mine.filter((row) => row.device === null));
    if (unknown.length >= maxFailures) {
      const delay = Math.min(firstDelayMs * 2 ** (unknown.length - maxFailures), maxDelayMs);
      const last = unknown[unknown.length - 1] ?? nowMs;
      until = Math.max(until, Math.min(last + delay, windowFrees(unknown)));
    }
  }
  return Math.max(0, until - nowMs);
}

/** Advisory-lock key of an account or an address (64-bit hash: a collision only makes two keys queue together). */
const lockKey = (kind: 'account' | 'address', value: string) =>
  sql`pg_advisory_xact_lock(hashtextextended(${`login-throttle:${kind}:${value}`}, 0))`;

export type Reservation = { attemptId: number; retryAfterMs?: never } | { attemptId?: never; retryAfterMs: number };

/**
 * Checks and reserves one guess atomically: either the guess is recorded as a failure (turn it into a success
 * with `guessSucceeded`) and its id returned, or nothing is written and the wait before the next one returned.
 * `deviceTokenHash`: the hash of the browser's device cookie, known to the account or not (checked here).
 */
export async function reserveGuess(
  db: Db,
  guess: { username: string; ip: string; deviceTokenHash: string | null },
  now: Date,
): Promise<Reservation> {
  const username = guess.username.slice(0, 64);
  return db.transaction(async (tx) => {
    // Account before address, always: two guesses never hold each other's second lock.
    await tx.execute(sql`select ${lockKey('account', username)}, ${lockKey('address', guess.ip)}`);
    const deviceHash = await knownDevice(tx, username, guess.deviceTokenHash, now);
    const failures = await tx
      .select({
        username: loginAttempts.username,
        ip: loginAttempts.ip,
        device: loginAttempts.device,
        at: loginAttempts.at,
      })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.success, false),
          gte(loginAttempts.at, new Date(now.getTime() - THROTTLE.windowMs)),
          or(eq(loginAttempts.username, username), eq(loginAttempts.ip, guess.ip)),
        ),
      );
    const retryAfterMs = waitBeforeGuess(failures, { username, ip: guess.ip, deviceHash }, now);
    if (retryAfterMs > 0) return { retryAfterMs };
    const [row] = await tx
      .insert(loginAttempts)
      .values({ username, ip: guess.ip, success: false, at: now, device: deviceHash })
      .returning({ id: loginAttempts.id });
    if (!row) throw new Error('login attempt not recorded');
    return { attemptId: row.id };
  });
}

/** The reserved guess was right: it no longer counts as a failure. */
export async function guessSucceeded(db: Db | Tx, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}
