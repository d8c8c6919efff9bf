/**
 * Approving or rejecting an account request (Settings → users, Requests tab). The request row is locked (SELECT
 * ... FOR UPDATE) before its status is read, so of two administrators handling it at once exactly one acts and
 * the other is told it is no longer pending.
 *
 * Approving a registration creates the account (viewer role) with the password the person chose. Approving a
 * reset sets a password the server generates, answered once, and makes the user change it at their next sign-in
 * (as Settings → users "reset password" does); their sessions end. Nobody but an administrator can make a reset
 * take effect, and the screen shows when and from which address it was filed.
 */
import { type AccountRequestResult, handleRequestSchema, ResultCode } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { hashPassword } from '../auth/password';
import { type AuthChanged, changeAuth } from '../auth/session-cache';
import { revokeUserSessions } from '../auth/sessions';
import type { Tx } from '../db/client';
import { accountRequests, roles, userRoles, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError, invalidTransition, notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { generatePassword } from '../seed';

export const handleRequestRoutes = new Hono<AppEnv>();

/** Role given to an approved self-registered account. */
export const REGISTERED_ROLE = 'viewer';

type Request = typeof accountRequests.$inferSelect;

async function handle(c: Context<AppEnv>, approve: boolean) {
  const id = idParam(c);
  const input = await jsonBody(c, handleRequestSchema);
  const { now } = c.var.deps;
  const adminId = c.var.user.userId;
  const result = await changeAuth(c, async (tx, changed): Promise<AccountRequestResult> => {
    const [before] = await tx.select().from(accountRequests).where(eq(accountRequests.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status !== 'pending') throw invalidTransition();
    let userId: number | null = null;
    let password: string | undefined;
    if (approve && before.kind === 'register') userId = await createRequestedUser(tx, before, adminId);
    if (approve && before.kind === 'reset') {
      password = generatePassword();
      userId = await resetPassword(c, tx, changed, before, await hashPassword(password));
    }
    const [after] = await tx
      .update(accountRequests)
      .set({
        status: approve ? 'approved' : 'rejected',
        handledBy: adminId,
        handledAt: now(),
        note: input.note,
        updatedAt: now(),
        updatedBy: adminId,
        version: sql`${accountRequests.version} + 1`,
      })
      .where(eq(accountRequests.id, id))
      .returning();
    if (!after) throw notFound();
    await audit(tx, c, {
      action: approve ? 'approve' : 'reject',
      entity: 'account-request',
      entityId: id,
      before,
      after,
    });
    return { id, status: after.status, userId, ...(password ? { password } : {}) };
  });
  return ok(c, result);
}

async function createRequestedUser(tx: Tx, request: Request, adminId: number): Promise<number> {
  const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.username, request.username));
  if (exists) throw new ApiError(ResultCode.AlreadyExists);
  const [user] = await tx
    .insert(users)
    .values({
      username: request.username,
      passwordHash: request.passwordHash ?? '',
      email: request.email,
      nickname: request.nickname,
      createdBy: adminId,
      updatedBy: adminId,
    })
    .returning({ id: users.id });
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, REGISTERED_ROLE));
  if (!user || !role) throw new Error('approved user or role missing');
  await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return user.id;
}

/** Sets the generated one-time password (to be changed at next sign-in) and ends the user's sessions. */
async function resetPassword(
  c: Context<AppEnv>,
  tx: Tx,
  changed: AuthChanged,
  request: Request,
  passwordHash: string,
): Promise<number> {
  const { now } = c.var.deps;
  const [user] = await tx
    .update(users)
    .set({
      passwordHash,
      mustChangePassword: true,
      updatedAt: now(),
      updatedBy: c.var.user.userId,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.username, request.username))
    .returning({ id: users.id });
  if (!user) throw notFound();
  await revokeUserSessions(tx, changed, user.id, now());
  await audit(tx, c, { action: 'reset-password', entity: 'user', entityId: user.id });
  return user.id;
}

handleRequestRoutes.post('/account/requests/:id/approve', needs('account-request:handle'), (c) => handle(c, true));
handleRequestRoutes.post('/account/requests/:id/reject', needs('account-request:handle'), (c) => handle(c, false));
