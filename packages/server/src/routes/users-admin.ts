/**
 * User administration (Settings → users): list with filters, create and reset with a generated one-time password
 * (shown once; the user must replace it at sign-in), edit, enable / disable (disabling ends the user's sessions),
 * the user's live sessions with "end session". The last active administrator cannot be disabled or demoted, nor can
 * an administrator do either to themselves. Every change is audited.
 */
import {
  ADMIN_ROLE,
  createUserSchema,
  USER_ADMIN_PATH,
  updateUserSchema,
  userListQuery,
  userStatusSchema,
} from '@soundboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { liveSessions } from '../auth/live-sessions';
import { hashPassword } from '../auth/password';
import { changeAuth } from '../auth/session-cache';
import { revokeSession, revokeUserSessions } from '../auth/sessions';
import type { Tx } from '../db/client';
import { sessions, users } from '../db/schema';
import { fieldError } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { notFound, versionConflict } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody, queryOf } from '../http/validate';
import { pgError } from '../resources/db-errors';
import { generatePassword } from '../seed';
import {
  adminUser,
  adminUsers,
  keepAnAdministrator,
  lockAdministrators,
  roleIds,
  setUserRoles,
} from '../settings/admin-users';

export const userAdminRoutes = new Hono<AppEnv>();
const P = USER_ADMIN_PATH;

userAdminRoutes.get(P, needs('user:read'), async (c) =>
  ok(c, await adminUsers(c.var.deps.db, c.var.deps.now(), queryOf(c, userListQuery))),
);

userAdminRoutes.get(`${P}/:id`, needs('user:read'), async (c) => {
  const user = await adminUser(c.var.deps.db, c.var.deps.now(), idParam(c));
  if (!user) throw notFound();
  return ok(c, user);
});

userAdminRoutes.post(P, needs('user:write'), async (c) => {
  const input = await jsonBody(c, createUserSchema);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const { db, now } = c.var.deps;
  const user = await db
    .transaction(async (tx) => {
      const ids = await roleIds(c, tx, input.roles);
      const { roles: _roles, ...fields } = input;
      const [row] = await tx
        .insert(users)
        .values({
          ...fields,
          passwordHash,
          mustChangePassword: true,
          registeredAt: now(),
          createdAt: now(),
          createdBy: c.var.user.userId,
          updatedAt: now(),
          updatedBy: c.var.user.userId,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      await setUserRoles(tx, row.id, ids);
      const after = await adminUser(tx, now(), row.id);
      await audit(tx, c, { action: 'create', entity: 'user', entityId: row.id, after });
      return after;
    })
    .catch((error: unknown) => {
      if (pgError(error)?.constraint === 'users_username_unique')
        throw fieldError(c, 'username', 'userAdmin.usernameTaken');
      throw error;
    });
  return ok(c, { user, password });
});

/** Runs a change of one user at its version, with the administrator rule, audited; caches follow. */
async function changeUser(
  c: Context<AppEnv>,
  action: string,
  write: (
    tx: Tx,
    before: NonNullable<Awaited<ReturnType<typeof adminUser>>>,
  ) => Promise<{ status?: 'active' | 'disabled'; roles?: string[] }>,
) {
  const id = idParam(c);
  const { now } = c.var.deps;
  return changeAuth(c, async (tx, changed) => {
    await lockAdministrators(tx);
    const before = await adminUser(tx, now(), id);
    if (!before) throw notFound();
    const next = await write(tx, before);
    await keepAnAdministrator(tx, {
      before,
      callerId: c.var.user.userId,
      staysActive: (next.status ?? before.status) === 'active',
      staysAdmin: (next.roles ?? before.roles).includes(ADMIN_ROLE),
    });
    if (next.status === 'disabled') await revokeUserSessions(tx, changed, id, now());
    else await changed({ user: id });
    const after = await adminUser(tx, now(), id);
    await audit(tx, c, { action, entity: 'user', entityId: id, before, after });
    return after;
  });
}

/** Bumps the version if it is still `version` (optimistic locking). */
async function bump(
  tx: Tx,
  c: Context<AppEnv>,
  id: number,
  version: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: c.var.deps.now(), updatedBy: c.var.user.userId, version: version + 1 })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  if (!row) throw versionConflict();
}

userAdminRoutes.put(`${P}/:id`, needs('user:write'), async (c) => {
  const input = await jsonBody(c, updateUserSchema);
  const after = await changeUser(c, 'update', async (tx, before) => {
    const ids = await roleIds(c, tx, input.roles);
    const { roles: _roles, version, ...fields } = input;
    await bump(tx, c, before.id, version, fields);
    await setUserRoles(tx, before.id, ids);
    return { roles: input.roles };
  });
  return ok(c, after);
});

userAdminRoutes.put(`${P}/:id/status`, needs('user:write'), async (c) => {
  const { status } = await jsonBody(c, userStatusSchema);
  const after = await changeUser(c, 'set-status', async (tx, before) => {
    await bump(tx, c, before.id, before.version, { status });
    return { status };
  });
  return ok(c, after);
});

userAdminRoutes.post(`${P}/:id/reset-password`, needs('user:write'), async (c) => {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const id = idParam(c);
  const { now } = c.var.deps;
  const user = await changeAuth(c, async (tx, changed) => {
    const before = await adminUser(tx, now(), id);
    if (!before) throw notFound();
    await bump(tx, c, id, before.version, { passwordHash, mustChangePassword: true });
    // Whoever knew the old password is signed out everywhere.
    await revokeUserSessions(tx, changed, id, now());
    await audit(tx, c, { action: 'reset-password', entity: 'user', entityId: id });
    return adminUser(tx, now(), id);
  });
  return ok(c, { user, password });
});

userAdminRoutes.get(`${P}/:id/sessions`, needs('user:read'), async (c) =>
  ok(c, await liveSessions(c.var.deps.db, idParam(c), c.var.deps.now(), c.var.user.sessionId)),
);

userAdminRoutes.delete(`${P}/:id/sessions/:sessionId`, needs('user:write'), async (c) => {
  const id = idParam(c);
  const sessionId = idParam(c, 'sessionId');
  const { now } = c.var.deps;
  await changeAuth(c, async (tx, changed) => {
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, id), isNull(sessions.revokedAt)));
    if (!session) throw fieldError(c, 'sessionId', 'userAdmin.sessionNotFound');
    await revokeSession(tx, changed, sessionId, now());
    await audit(tx, c, { action: 'end-session', entity: 'user', entityId: id, after: { sessionId } });
  });
  return ok(c, null);
});
