/**
 * The login's hook after a correct password (routes/user.ts): an enrolled user gets no session but a challenge,
 * answered with code TwoFactorNeeded (the code step is routes/two-factor.ts); anyone else goes on to a session,
 * after noting whether a role of theirs requires a second factor they must set up first.
 */
import { ResultCode } from '@soundboard/contract';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { fail } from '../http/respond';
import { enabledSecret, noteEnrolmentDue } from './two-factor';
import { openChallenge } from './two-factor-challenge';

/** `passwordRight` runs in the challenge's transaction (the throttle's record of a right password). */
export async function secondStep(
  c: Context<AppEnv>,
  user: { id: number; remember: boolean },
  passwordRight: (tx: Tx) => Promise<unknown>,
): Promise<Response | null> {
  const { db, now } = c.var.deps;
  if (!(await enabledSecret(db, user.id))) {
    await noteEnrolmentDue(c.var.deps, user.id);
    return null;
  }
  const challenge = await db.transaction(async (tx) => {
    await passwordRight(tx);
    return openChallenge(tx, user.id, user.remember, now());
  });
  return fail(c, new ApiError(ResultCode.TwoFactorNeeded, undefined, challenge));
}
