/**
 * Role administration (Settings → roles): list, create, edit, delete, each role's permissions and the menu entries
 * it sees. A change reaches signed-in users at their next request (every cached session lookup is dropped, here
 * and in other processes), without a new sign-in. System roles cannot be deleted; a role users hold cannot be
 * deleted. Also switch roles: a user with several roles acts as one of them, per session.
 */
import {
  type AdminRole,
  createRoleSchema,
  isPermission,
  ROLE_ADMIN_PATH,
  SESSION_TOKEN_HEADER,
  SWITCH_ROLE_PATH,
  switchRoleSchema,
  updateRoleSchema,
} from '@soundboard/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { changeAuth } from '../auth/session-cache';
import { findSession } from '../auth/sessions';
import { userInfo } from '../auth/user-info';
import type { Db, Tx } from '../db/client';
import { roles, sessions, userRoles } from '../db/schema';
import { fieldError, refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { notFound, versionConflict } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { pgError } from '../resources/db-errors';

export const roleAdminRoutes = new Hono<AppEnv>();
/** The listed role inside a subquery (drizzle leaves the outer table's name off there). */
const OUTER_ROLE_ID = sql.raw('"roles"."id"');
const P = ROLE_ADMIN_PATH;

async function adminRoles(db: Db | Tx, id?: number): Promise<AdminRole[]> {
  const rows = await db
    .select({
      id: roles.id,
      key: roles.key,
      nameZh: roles.nameZh,
      nameEn: roles.nameEn,
      permissions: roles.permissions,
      menuKeys: roles.menuKeys,
      notificationDefaults: roles.notificationDefaults,
      system: roles.system,
      version: roles.version,
      users: sql<number>`(select count(*) from ${userRoles} where ${userRoles.roleId} = ${OUTER_ROLE_ID})`.mapWith(
        Number,
      ),
    })
    .from(roles)
    .where(id === undefined ? undefined : eq(roles.id, id))
    .orderBy(asc(roles.id));
  return rows.map((row) => ({ ...row, permissions: row.permissions.filter(isPermission) }));
}

async function adminRole(db: Db | Tx, id: number): Promise<AdminRole> {
  const [role] = await adminRoles(db, id);
  if (!role) throw notFound();
  return role;
}

roleAdminRoutes.get(P, needs('role:read'), async (c) => ok(c, await adminRoles(c.var.deps.db)));
roleAdminRoutes.get(`${P}/:id`, needs('role:read'), async (c) => ok(c, await adminRole(c.var.deps.db, idParam(c))));

roleAdminRoutes.post(P, needs('role:write'), async (c) => {
  const input = await jsonBody(c, createRoleSchema);
  const { now } = c.var.deps;
  const role = await c.var.deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({
          ...input,
          permissions: [...new Set(input.permissions)],
          createdAt: now(),
          createdBy: c.var.user.userId,
          updatedAt: now(),
          updatedBy: c.var.user.userId,
        })
        .returning({ id: roles.id });
      if (!row) throw new Error('role insert returned nothing');
      const after = await adminRole(tx, row.id);
      await audit(tx, c, { action: 'create', entity: 'role', entityId: row.id, after });
      return after;
    })
    .catch((error: unknown) => {
      if (pgError(error)?.constraint === 'roles_key_unique') throw fieldError(c, 'key', 'role.keyTaken');
      throw error;
    });
  return ok(c, role);
});

roleAdminRoutes.put(`${P}/:id`, needs('role:write'), async (c) => {
  const id = idParam(c);
  const input = await jsonBody(c, updateRoleSchema);
  const { now } = c.var.deps;
  const role = await changeAuth(c, async (tx, changed) => {
    const before = await adminRole(tx, id);
    const { version, ...fields } = input;
    const [row] = await tx
      .update(roles)
      .set({
        ...fields,
        permissions: [...new Set(fields.permissions)],
        updatedAt: now(),
        updatedBy: c.var.user.userId,
        version: version + 1,
      })
      .where(and(eq(roles.id, id), eq(roles.version, version)))
      .returning({ id: roles.id });
    if (!row) throw versionConflict();
    // Every session of its holders reads its permissions again at its next request.
    await changed({ all: true });
    const after = await adminRole(tx, id);
    await audit(tx, c, { action: 'update', entity: 'role', entityId: id, before, after });
    return after;
  });
  return ok(c, role);
});

roleAdminRoutes.delete(`${P}/:id`, needs('role:write'), async (c) => {
  const id = idParam(c);
  await changeAuth(c, async (tx, changed) => {
    const [before] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
    if (!before) throw notFound();
    if (before.system) throw refused('role.system');
    const [held] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(userRoles)
      .where(eq(userRoles.roleId, id));
    if ((held?.count ?? 0) > 0) throw refused('role.inUse', { count: String(held?.count) });
    await tx.delete(roles).where(eq(roles.id, id));
    await changed({ all: true });
    await audit(tx, c, { action: 'delete', entity: 'role', entityId: id, before });
  });
  return ok(c, null);
});

/** Switch roles: act as one held role (null: all of them) for this session; answers the new user_info. */
roleAdminRoutes.post(SWITCH_ROLE_PATH, needs('profile:read'), async (c) => {
  const { role } = await jsonBody(c, switchRoleSchema);
  const user = c.var.user;
  let activeRoleId: number | null = null;
  if (role !== null) {
    const [held] = await c.var.deps.db
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
      .where(and(eq(roles.key, role), eq(userRoles.userId, user.userId)));
    if (!held) throw fieldError(c, 'role', 'role.notHeld');
    activeRoleId = held.id;
  }
  await changeAuth(c, async (tx, changed) => {
    await tx.update(sessions).set({ activeRoleId }).where(eq(sessions.id, user.sessionId));
    await changed({ session: user.sessionId });
    await audit(tx, c, { action: 'switch-role', entity: 'session', entityId: user.sessionId, after: { role } });
  });
  // The session's entry was dropped with the change: this reads the narrowed permissions.
  const again = await findSession(c.var.deps, c.req.header(SESSION_TOKEN_HEADER) ?? '');
  if (!again) throw notFound();
  return ok(c, userInfo(again, c.var.locale));
});
