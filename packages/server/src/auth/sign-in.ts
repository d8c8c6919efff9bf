/**
 * Creating the session once the user is known: after the password alone (routes/user.ts) or after the password
 * and the second factor (routes/two-factor.ts). One place, so both answer the same LoginAnswer.
 */
import type { LoginAnswer } from '@soundboard/contract';
import type { Context } from 'hono';
import { audit } from '../audit';
import type { Tx } from '../db/client';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { createSession, findSession, sessionPolicy } from './sessions';
import { userInfo } from './user-info';

/**
 * `alsoInTx` runs in the session's transaction (the login's success record, a spent challenge); `secondFactor`:
 * the user passed the code step too (the two-factor rule, second-factor-rule.ts).
 */
export async function startSession(
  c: Context<AppEnv>,
  user: { id: number; remember: boolean; secondFactor?: boolean },
  alsoInTx: (tx: Tx) => Promise<unknown>,
): Promise<LoginAnswer> {
  const { db, now } = c.var.deps;
  const policy = await sessionPolicy(c.var.deps, user.remember);
  const session = await db.transaction(async (tx) => {
    await alsoInTx(tx);
    const created = await createSession(tx, {
      userId: user.id,
      remember: user.remember,
      secondFactor: user.secondFactor ?? false,
      policy,
      now: now(),
      ip: clientAddress(c),
      userAgent: c.req.header('user-agent') ?? '',
    });
    await audit(tx, c, { action: 'login', entity: 'session', entityId: created.sessionId, actorId: user.id });
    return created;
  });
  // The signed-in user comes with the token: the client renders its first frame without a user_info round trip.
  const me = await findSession(c.var.deps, session.token);
  if (!me) throw new Error('the session just created was not found');
  return { token: session.token, user: userInfo(me, c.var.locale) };
}
