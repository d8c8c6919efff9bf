/**
 * Settings → users: an administrator turns off a user's second factor (a lost phone and no recovery codes left).
 * Their sign-in challenges go too; if a role of theirs requires a second factor they enrol again at their next
 * sign-in. Audited.
 */
import { ResultCode, USER_ADMIN_PATH } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { recoveryCodes, twoFactorChallenges, twoFactorSecrets, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam } from '../http/validate';

export const twoFactorAdminRoutes = new Hono<AppEnv>();

twoFactorAdminRoutes.post(`${USER_ADMIN_PATH}/:id/two-factor/reset`, needs('user:write'), async (c) => {
  const id = idParam(c);
  await c.var.deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) throw notFound();
    const removed = await tx
      .delete(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, id))
      .returning({ enabledAt: twoFactorSecrets.enabledAt });
    if (!removed[0]?.enabledAt) throw new ApiError(ResultCode.InvalidTransition, 'twoFactor.notEnabled');
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, id));
    await audit(tx, c, { action: 'reset-two-factor', entity: 'user', entityId: id });
  });
  return ok(c, null);
});
