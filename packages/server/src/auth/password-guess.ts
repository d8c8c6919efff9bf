/**
 * A route's password check through the throttle (throttle.ts): `startGuess` before argon2 (refuses with 429, the
 * wait in Retry-After and in the message, or reserves the guess as a failure), then `guessWasRight` /
 * `signedIn` in the transaction that acts on a right password. A wrong password needs nothing more.
 */
import { ResultCode } from '@soundboard/contract';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { deviceTokenHash, rememberDevice } from './known-device';
import { guessSucceeded, reserveGuess } from './throttle';

export interface Guess {
  attemptId: number;
}

export async function startGuess(c: Context<AppEnv>, username: string): Promise<Guess> {
  const { db, now } = c.var.deps;
  const guess = { username, ip: clientAddress(c), deviceTokenHash: deviceTokenHash(c) };
  const reservation = await reserveGuess(db, guess, now());
  if (reservation.attemptId !== undefined) return { attemptId: reservation.attemptId };
  const seconds = Math.ceil(reservation.retryAfterMs / 1000);
  c.header('Retry-After', String(seconds));
  throw new ApiError(
    ResultCode.TooManyRequests,
    'result.tooManyRequestsRetry',
    { retryAfter: seconds },
    { minutes: String(Math.ceil(seconds / 60)) },
  );
}

/** The password was right: the reserved guess stops counting as a failure. */
export function guessWasRight(tx: Tx, guess: Guess): Promise<void> {
  return guessSucceeded(tx, guess.attemptId);
}

/** A sign-in succeeded: the guess was right, and this browser becomes a known device of the user. */
export async function signedIn(c: Context<AppEnv>, tx: Tx, guess: Guess, userId: number): Promise<void> {
  await guessSucceeded(tx, guess.attemptId);
  await rememberDevice(c, tx, userId);
}
