/**
 * Two-factor sign-in (TOTP, RFC 6238). The code step of the login (public: it holds the challenge the password
 * step answered), and the signed-in user's own enrolment in User settings → Security: start (a new secret, its
 * otpauth:// URI and QR code), confirm with a code (answers the recovery codes, once), new recovery codes, turn
 * off (both need a current code or a recovery code). An administrator's reset is in two-factor-admin.ts.
 */
import {
  ResultCode,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  twoFactorConfirmSchema,
  twoFactorLoginSchema,
  twoFactorProofSchema,
} from '@soundboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { audit } from '../audit';
import { isPublic, needs } from '../auth/guard';
import { signedIn, startGuess } from '../auth/password-guess';
import { proveWithCode, reAuthRoutes, requireRecentAuth } from '../auth/re-auth';
import { issueRecoveryCodes, recoveryCodesLeft } from '../auth/recovery-codes';
import { changeAuth } from '../auth/session-cache';
import { markSecondFactor } from '../auth/sessions';
import { startSession } from '../auth/sign-in';
import { matchingStep, newSecret, otpauthUri, qrSvg } from '../auth/totp';
import { acceptCode, acceptStep, enabledSecret, secondFactorRequired } from '../auth/two-factor';
import { closeChallenge, tryChallenge } from '../auth/two-factor-challenge';
import { recoveryCodes, twoFactorSecrets, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { ok } from '../http/respond';
import { jsonBody } from '../http/validate';
import { openFrom, sealFor } from '../secrets/process-key';

export const twoFactorRoutes = new Hono<AppEnv>();
twoFactorRoutes.route('/', reAuthRoutes);

const wrongCode = () => new ApiError(ResultCode.BadCredentials, 'twoFactor.wrongCode');
const expired = () => new ApiError(ResultCode.TooManyRequests, 'twoFactor.challengeExpired');

twoFactorRoutes.post('/user/login/two-factor', isPublic(), async (c) => {
  const input = await jsonBody(c, twoFactorLoginSchema);
  const { db, now } = c.var.deps;
  const challenge = await tryChallenge(db, input.challenge, now());
  if (!challenge) throw expired();
  const [user] = await db
    .select({ username: users.username, status: users.status })
    .from(users)
    .where(eq(users.id, challenge.userId));
  const factor = await enabledSecret(db, challenge.userId);
  if (user?.status !== 'active' || !factor) {
    await closeChallenge(db, challenge.id);
    throw expired();
  }
  // A code is a guess like a password: throttled the same way, and a wrong one counts against the account.
  const guess = await startGuess(c, user.username);
  if (!(await acceptCode(db, challenge.userId, factor.secret, input.code, now()))) throw wrongCode();
  const signer = { id: challenge.userId, remember: challenge.remember, secondFactor: true };
  const answer = await startSession(c, signer, async (tx) => {
    await closeChallenge(tx, challenge.id);
    await signedIn(c, tx, guess, challenge.userId);
  });
  return ok(c, answer);
});

async function statusOf(c: Context<AppEnv>): Promise<TwoFactorStatus> {
  const { db } = c.var.deps;
  const userId = c.var.user.userId;
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? await recoveryCodesLeft(db, userId) : 0,
    required: await secondFactorRequired(c.var.deps, userId),
  };
}

twoFactorRoutes.get('/user/two-factor', needs('profile:read'), async (c) => ok(c, await statusOf(c)));

twoFactorRoutes.post('/user/two-factor/start', needs('profile:write'), async (c) => {
  const { db, now } = c.var.deps;
  const { userId, username } = c.var.user;
  if (await enabledSecret(db, userId)) throw new ApiError(ResultCode.InvalidTransition, 'twoFactor.alreadyEnabled');
  // A borrowed session must not attach its own authenticator and lock the owner out.
  await requireRecentAuth(c);
  const secret = newSecret();
  const sealed = sealFor(db, secret);
  // A new start replaces a pending secret nobody confirmed.
  await db
    .insert(twoFactorSecrets)
    .values({ userId, secret: sealed, createdAt: now() })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { secret: sealed, createdAt: now(), lastStep: 0 } });
  const uri = otpauthUri(secret, username);
  const answer: TwoFactorEnrolment = { secret, uri, qrSvg: qrSvg(uri) };
  return ok(c, answer);
});

twoFactorRoutes.post('/user/two-factor/confirm', needs('profile:write'), async (c) => {
  const { code } = await jsonBody(c, twoFactorConfirmSchema);
  const { db, now } = c.var.deps;
  const userId = c.var.user.userId;
  const [pending] = await db
    .select()
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)));
  if (!pending) throw new ApiError(ResultCode.InvalidTransition, 'twoFactor.notStarted');
  await requireRecentAuth(c);
  const step = matchingStep(openFrom(db, pending.secret), code, now());
  if (step === null) throw wrongCode();
  const recovery = await changeAuth(c, async (tx, changed) => {
    if (!(await acceptStep(tx, userId, step))) throw wrongCode();
    await tx.update(twoFactorSecrets).set({ enabledAt: now() }).where(eq(twoFactorSecrets.userId, userId));
    // Enrolled: whatever the roles require is met, the session may do everything again.
    await tx.update(users).set({ mustEnrolTwoFactor: false }).where(eq(users.id, userId));
    await changed({ user: userId });
    // The code just checked is a second factor: this session meets the roles' rule (auth/second-factor-rule.ts).
    await markSecondFactor(tx, changed, c.var.user.sessionId);
    await audit(tx, c, { action: 'two-factor-enable', entity: 'user', entityId: userId });
    return issueRecoveryCodes(tx, userId);
  });
  return ok(c, { recoveryCodes: recovery });
});

/**
 * Turning off and new recovery codes take a re-authentication (auth/re-auth.ts), so a borrowed session is not
 * enough: a recent one, or a current code (TOTP or recovery) sent along, which is such a proof itself (a guess
 * throttled like a password: a stolen session cannot run through the codes).
 */
async function proven(c: Context<AppEnv>): Promise<void> {
  const { code } = await jsonBody(c, twoFactorProofSchema);
  if (!(await enabledSecret(c.var.deps.db, c.var.user.userId)))
    throw new ApiError(ResultCode.InvalidTransition, 'twoFactor.notEnabled');
  if (code === undefined) await requireRecentAuth(c);
  else await proveWithCode(c, code, wrongCode);
}

twoFactorRoutes.post('/user/two-factor/recovery-codes', needs('profile:write'), async (c) => {
  await proven(c);
  const userId = c.var.user.userId;
  const recovery = await c.var.deps.db.transaction(async (tx) => {
    await audit(tx, c, { action: 'two-factor-recovery-codes', entity: 'user', entityId: userId });
    return issueRecoveryCodes(tx, userId);
  });
  return ok(c, { recoveryCodes: recovery });
});

twoFactorRoutes.post('/user/two-factor/disable', needs('profile:write'), async (c) => {
  const userId = c.var.user.userId;
  if (await secondFactorRequired(c.var.deps, userId))
    throw new ApiError(ResultCode.InvalidTransition, 'twoFactor.requiredForRole');
  await proven(c);
  await c.var.deps.db.transaction(async (tx) => {
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await audit(tx, c, { action: 'two-factor-disable', entity: 'user', entityId: userId });
  });
  return ok(c, await statusOf(c));
});
