/**
 * The step between a correct password and the code: a random token (only its SHA-256 stored, like sessions) that
 * expires after a few minutes and takes a few wrong codes. Each try is counted before the code is checked, in one
 * conditional update, so parallel guesses cannot exceed the limit.
 */
import { TWO_FACTOR, type TwoFactorChallenge } from '@soundboard/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { twoFactorChallenges } from '../db/schema';
import { hashToken, newToken } from './tokens';

export async function openChallenge(db: Db, userId: number, remember: boolean, now: Date): Promise<TwoFactorChallenge> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TWO_FACTOR.challengeMinutes * 60_000);
  // Expired challenges are of no use to anyone: cleared as new ones open.
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
  await db.insert(twoFactorChallenges).values({ userId, tokenHash: hashToken(token), remember, expiresAt });
  return { challenge: token, expiresAt: expiresAt.toISOString() };
}

/** Counts one try against a live challenge with tries left: its user and remember flag, or null. */
export async function tryChallenge(db: Db, token: string, now: Date) {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(token)),
        gt(twoFactorChallenges.expiresAt, now),
        lt(twoFactorChallenges.attempts, TWO_FACTOR.challengeAttempts),
      ),
    )
    .returning({
      id: twoFactorChallenges.id,
      userId: twoFactorChallenges.userId,
      remember: twoFactorChallenges.remember,
    });
  return row ?? null;
}

export async function closeChallenge(db: Db, id: number): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
}
