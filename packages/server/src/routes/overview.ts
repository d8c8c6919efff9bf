/**
 * The User info screen's data (its overview, project and my-team tabs; docs/modules/app-shell.md) in one read:
 * - profile: the caller's public facts (never the password hash);
 * - roles: the caller's roles, named in the caller's language;
 * - activity: the caller's last 10 audit rows, newest first;
 * - projects: the work areas the caller has touched. The domain has no project entity yet, so a "project" is
 *   documented as the kind of record (audit `entity`) the user has written, with how often and when last;
 * - team: other active users who share at least one role with the caller, by username, at most 50.
 */
import { and, asc, count, desc, eq, inArray, max, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import { auditLog, roles, userRoles, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { avatarUrl } from './avatar';

export const overviewRoutes = new Hono<AppEnv>();

export const ACTIVITY_LIMIT = 10;
export const TEAM_LIMIT = 50;

overviewRoutes.get('/account/overview', needs('profile:read'), async (c) => {
  const { db } = c.var.deps;
  const me = c.var.user.userId;
  const zh = c.var.locale === 'zh-CN';
  const roleName = (role: { nameZh: string; nameEn: string }) => (zh ? role.nameZh : role.nameEn);

  const lastAt = max(auditLog.at);
  const myRoleIds = db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, me));
  const sharingUserIds = db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.roleId, myRoleIds));
  // Independent reads: issued together (a PostgreSQL pool runs them in parallel).
  const [[user], myRoles, activity, projects, colleagues] = await Promise.all([
    db
      .select({
        id: users.id,
        userName: users.username,
        nickname: users.nickname,
        email: users.email,
        avatarId: users.avatarId,
        officeLocation: users.officeLocation,
        introduction: users.introduction,
        registeredAt: users.registeredAt,
      })
      .from(users)
      .where(eq(users.id, me)),
    db
      .select({ key: roles.key, nameZh: roles.nameZh, nameEn: roles.nameEn })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, me))
      .orderBy(asc(roles.id)),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        at: auditLog.at,
      })
      .from(auditLog)
      .where(eq(auditLog.actorId, me))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ entity: auditLog.entity, count: count(), lastAt })
      .from(auditLog)
      .where(eq(auditLog.actorId, me))
      .groupBy(auditLog.entity)
      .orderBy(desc(lastAt), asc(auditLog.entity)),
    db
      .select({ id: users.id, userName: users.username, nickname: users.nickname, avatarId: users.avatarId })
      .from(users)
      .where(and(inArray(users.id, sharingUserIds), eq(users.status, 'active'), ne(users.id, me)))
      .orderBy(asc(users.username))
      .limit(TEAM_LIMIT),
  ]);
  if (!user) throw notFound();

  const colleagueRoles =
    colleagues.length === 0
      ? []
      : await db
          .select({ userId: userRoles.userId, nameZh: roles.nameZh, nameEn: roles.nameEn })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(
            inArray(
              userRoles.userId,
              colleagues.map((colleague) => colleague.id),
            ),
          )
          .orderBy(asc(roles.id));

  return ok(c, {
    profile: {
      id: user.id,
      userName: user.userName,
      nickname: user.nickname,
      email: user.email,
      avatar: avatarUrl(user.avatarId),
      officeLocation: user.officeLocation,
      introduction: user.introduction,
      registrationDate: user.registeredAt.toISOString(),
    },
    roles: myRoles.map((role) => ({ key: role.key, name: roleName(role) })),
    activity: activity.map((row) => ({
      id: row.id,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      at: row.at.toISOString(),
    })),
    projects: projects.map((row) => ({
      entity: row.entity,
      count: row.count,
      lastAt: toIso(row.lastAt),
    })),
    team: colleagues.map((colleague) => ({
      id: colleague.id,
      userName: colleague.userName,
      nickname: colleague.nickname,
      avatar: avatarUrl(colleague.avatarId),
      roles: colleagueRoles.filter((role) => role.userId === colleague.id).map(roleName),
    })),
  });
});

/** max() over a timestamptz column: drizzle maps it with the column, but be safe with a driver string. */
function toIso(value: Date | string | null): string {
  if (value === null) return '';
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
