/**
 * Re-authentication before a sensitive act (issue 37, ASVS 7.5: two-factor enrolment, turning it off, new recovery
 * codes, ending one's other sessions, exporting one's data, issuing API tokens). The caller proves it is the owner
 * with the current password or, for a user with two-factor sign-in, a current code; every proof is a guess through
 * the sign-in throttle (password-guess.ts), so a stolen session cannot guess faster than at sign-in. A right proof
 * is written on the session (sessions.re_auth_at) and covers RE_AUTH_MINUTES of sensitive acts, so a user doing
 * several in a row is asked once. Routes call `requireRecentAuth(c)`; its refusal (ResultCode.ReAuthRequired)
 * makes the admin ask for a proof (RE_AUTH_PATH) and repeat the call.
 */
import { RE_AUTH_MINUTES, RE_AUTH_PATH, ResultCode, reAuthSchema } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { sessions, users } from '../db/schema';
import { fieldError } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { ok } from '../http/respond';
import { jsonBody } from '../http/validate';
import { withInput } from '../openapi/route-input';
import { needs } from './guard';
import { verifyPassword } from './password';
import { guessWasRight, startGuess } from './password-guess';
import { acceptCode, enabledSecret } from './two-factor';

const RE_AUTH_MS = RE_AUTH_MINUTES * 60_000;

/**
 * Refuses (ReAuthRequired) unless the session's owner proved it is them within RE_AUTH_MINUTES. A session that
 * must enrol a second factor was opened by a correct password: its sign-in counts as a proof for as long, so the
 * enrolment forced at sign-in goes through without a second prompt (after that the dialog asks, as for anyone).
 */
export async function requireRecentAuth(c: Context<AppEnv>): Promise<void> {
  const { db, now } = c.var.deps;
  const { sessionId, mustEnrolTwoFactor } = c.var.user;
  const [session] = await db
    .select({ createdAt: sessions.createdAt, reAuthAt: sessions.reAuthAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  const proofs = [session?.reAuthAt, mustEnrolTwoFactor ? session?.createdAt : null];
  const since = now().getTime() - RE_AUTH_MS;
  if (!proofs.some((at) => at && at.getTime() > since)) throw new ApiError(ResultCode.ReAuthRequired);
}

/** A right guess: it stops counting as a failure, and the session remembers when its owner proved it. */
async function proofAccepted(c: Context<AppEnv>, guess: Awaited<ReturnType<typeof startGuess>>): Promise<void> {
  const { db, now } = c.var.deps;
  await db.transaction(async (tx) => {
    await guessWasRight(tx, guess);
    await tx.update(sessions).set({ reAuthAt: now() }).where(eq(sessions.id, c.var.user.sessionId));
  });
}

async function proveWithPassword(c: Context<AppEnv>, password: string): Promise<void> {
  const { userId, username } = c.var.user;
  const guess = await startGuess(c, username);
  const [user] = await c.var.deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw fieldError(c, 'password', 'reAuth.wrongPassword');
  }
  await proofAccepted(c, guess);
}

/**
 * A proof by code: a TOTP code (or, where the caller's schema allows one, a recovery code) of a user with
 * two-factor sign-in on. `wrong` is what a wrong code answers (a field error in the dialog; the two-factor
 * routes keep their own answer).
 */
export async function proveWithCode(c: Context<AppEnv>, code: string, wrong: () => Error): Promise<void> {
  const { db, now } = c.var.deps;
  const { userId, username } = c.var.user;
  const factor = await enabledSecret(db, userId);
  if (!factor) throw new ApiError(ResultCode.InvalidTransition, 'twoFactor.notEnabled');
  const guess = await startGuess(c, username);
  if (!(await acceptCode(db, userId, factor.secret, code, now()))) throw wrong();
  await proofAccepted(c, guess);
}

export const reAuthRoutes = new Hono<AppEnv>();

// profile:write: a session that must still set its password or enrol may prove itself too (it is never locked out).
reAuthRoutes.post(
  RE_AUTH_PATH,
  needs('profile:write'),
  withInput({ body: reAuthSchema }, async (c) => {
    const proof = await jsonBody(c, reAuthSchema);
    if ('password' in proof) await proveWithPassword(c, proof.password);
    else await proveWithCode(c, proof.code, () => fieldError(c, 'code', 'twoFactor.wrongCode'));
    return ok(c, null);
  }),
);
