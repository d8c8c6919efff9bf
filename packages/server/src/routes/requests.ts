/**
 * Register and forgot-password create requests an administrator handles (no email is sent). Forgot-password
 * answers the same whether the account exists or not, so it cannot be used to probe usernames.
 */
import { forgotPasswordSchema, handleRequestSchema, ResultCode, registerSchema } from '@soundboard/contract';
import { and, desc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { audit } from '../audit';
import { isPublic, needs } from '../auth/guard';
import { hashPassword } from '../auth/password';
import { changeAuth } from '../auth/session-cache';
import { revokeUserSessions } from '../auth/sessions';
import type { Tx } from '../db/client';
import { accountRequests, roles, userRoles, users } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { ApiError, invalidTransition, notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody, queryOf } from '../http/validate';

export const requestRoutes = new Hono<AppEnv>();

/** Role given to an approved self-registered account. */
export const REGISTERED_ROLE = 'viewer';

requestRoutes.post('/account/register', isPublic(), async (c) => {
  const input = await jsonBody(c, registerSchema);
  const username = input.username.toLowerCase();
  const { db } = c.var.deps;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [pending] = await db
    .select({ id: accountRequests.id })
    .from(accountRequests)
    .where(
      and(
        eq(accountRequests.username, username),
        eq(accountRequests.kind, 'register'),
        eq(accountRequests.status, 'pending'),
      ),
    );
  if (taken || pending) throw new ApiError(ResultCode.AlreadyExists);
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountRequests)
      .values({
        kind: 'register',
        username,
        email: input.email,
        nickname: input.nickname,
        reason: input.reason,
        passwordHash,
        ip: clientAddress(c),
      })
      .returning();
    if (!row) throw new Error('request insert returned nothing');
    await audit(tx, c, { action: 'create', entity: 'account-request', entityId: row.id, after: row, actorId: null });
    return row.id;
  });
  return ok(c, { id, status: 'pending' });
});

requestRoutes.post('/account/forgot-password', isPublic(), async (c) => {
  const input = await jsonBody(c, forgotPasswordSchema);
  const username = input.username.toLowerCase();
  await c.var.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountRequests)
      .values({ kind: 'reset', username, reason: input.note, ip: clientAddress(c) })
      .returning();
    await audit(tx, c, { action: 'create', entity: 'account-request', entityId: row?.id, after: row, actorId: null });
  });
  return ok(c, { status: 'pending' });
});

const listQuery = v.strictObject({
  kind: v.optional(v.picklist(['register', 'reset'], 'validation.invalid')),
  status: v.optional(v.picklist(['pending', 'approved', 'rejected'], 'validation.invalid')),
});

requestRoutes.get('/account/requests', needs('account-request:read'), async (c) => {
  const { kind, status } = queryOf(c, listQuery);
  const where = and(
    kind ? eq(accountRequests.kind, kind) : undefined,
    status ? eq(accountRequests.status, status) : undefined,
  );
  const rows = await c.var.deps.db
    .select()
    .from(accountRequests)
    .where(where)
    .orderBy(desc(accountRequests.createdAt), desc(accountRequests.id))
    .limit(500);
  return ok(
    c,
    rows.map(({ passwordHash: _secret, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
});

async function handle(c: Context<AppEnv>, approve: boolean) {
  const id = idParam(c);
  const input = await jsonBody(c, handleRequestSchema);
  const { now } = c.var.deps;
  const adminId = c.var.user.userId;
  const temporaryHash = input.temporaryPassword ? await hashPassword(input.temporaryPassword) : null;
  const result = await changeAuth(c, async (tx, changed) => {
    const [before] = await tx.select().from(accountRequests).where(eq(accountRequests.id, id));
    if (!before) throw notFound();
    if (before.status !== 'pending') throw invalidTransition();
    let userId: number | null = null;
    if (approve && before.kind === 'register') userId = await createRequestedUser(tx, before, adminId);
    if (approve && before.kind === 'reset') {
      if (!temporaryHash) {
        throw new ApiError(ResultCode.ValidationFailed, 'validation.required', {
          issues: [{ path: 'temporaryPassword', message: 'validation.required' }],
        });
      }
      const [user] = await tx
        .update(users)
        .set({ passwordHash: temporaryHash, updatedAt: now(), updatedBy: adminId })
        .where(eq(users.username, before.username))
        .returning({ id: users.id });
      if (!user) throw notFound();
      userId = user.id;
      await revokeUserSessions(tx, changed, user.id, now());
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
        version: before.version + 1,
      })
      .where(eq(accountRequests.id, id))
      .returning();
    await audit(tx, c, {
      action: approve ? 'approve' : 'reject',
      entity: 'account-request',
      entityId: id,
      before,
      after,
    });
    return { id, status: after?.status, userId };
  });
  return ok(c, result);
}

async function createRequestedUser(
  tx: Tx,
  request: typeof accountRequests.$inferSelect,
  adminId: number,
): Promise<number> {
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

requestRoutes.post('/account/requests/:id/approve', needs('account-request:handle'), (c) => handle(c, true));
requestRoutes.post('/account/requests/:id/reject', needs('account-request:handle'), (c) => handle(c, false));
