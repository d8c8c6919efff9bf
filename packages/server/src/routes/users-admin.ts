/** Minimal user administration the account flows need: list users, enable / disable (disabling ends sessions). */
import { userStatusSchema } from '@soundboard/contract';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { changeAuth } from '../auth/session-cache';
import { revokeUserSessions } from '../auth/sessions';
import { users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';

export const userAdminRoutes = new Hono<AppEnv>();

userAdminRoutes.get('/account/users', needs('user:read'), async (c) => {
  const rows = await c.var.deps.db
    .select({
      id: users.id,
      userName: users.username,
      nickname: users.nickname,
      email: users.email,
      status: users.status,
    })
    .from(users)
    .orderBy(asc(users.id))
    .limit(1000);
  return ok(c, rows);
});

userAdminRoutes.put('/account/users/:id/status', needs('user:write'), async (c) => {
  const id = idParam(c);
  const { status } = await jsonBody(c, userStatusSchema);
  const { now } = c.var.deps;
  const result = await changeAuth(c, async (tx, changed) => {
    const [before] = await tx
      .select({ id: users.id, status: users.status, version: users.version })
      .from(users)
      .where(eq(users.id, id));
    if (!before) throw notFound();
    const [after] = await tx
      .update(users)
      .set({ status, updatedAt: now(), updatedBy: c.var.user.userId, version: before.version + 1 })
      .where(eq(users.id, id))
      .returning({ id: users.id, status: users.status, version: users.version });
    if (status === 'disabled') await revokeUserSessions(tx, changed, id, now());
    else await changed({ user: id });
    await audit(tx, c, { action: 'set-status', entity: 'user', entityId: id, before, after });
    return after;
  });
  return ok(c, result);
});
