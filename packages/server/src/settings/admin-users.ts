/**
 * Reads and rules of user administration: the users as the screens list them (roles, live sessions, last seen),
 * the roles a write names, and the last-administrator rule.
 */
import { ADMIN_ROLE, type AdminUser } from '@soundboard/contract';
import { and, asc, eq, gt, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db, Tx } from '../db/client';
import { containsPattern } from '../db/like';
import { roles, sessions, userRoles, users } from '../db/schema';
import { fieldError, refused } from '../domains/issues';
import type { AppEnv } from '../http/env';

export interface UserFilter {
  status?: 'active' | 'disabled' | undefined;
  role?: string | undefined;
  keyword?: string | undefined;
}

/**
 * The listed user's id inside a subquery: drizzle writes a column of the outer table without its table name in a
 * select's sql``, where `id` would then mean the subquery's own table.
 */
const OUTER_USER_ID = sql.raw('"users"."id"');

const liveSession = (now: Date) =>
  and(
    sql`${sessions.userId} = ${OUTER_USER_ID}`,
    isNull(sessions.revokedAt),
    gt(sessions.idleExpiresAt, now),
    gt(sessions.absoluteExpiresAt, now),
  );

/** Users with their role keys and live sessions, in one statement. */
export async function adminUsers(
  db: Db | Tx,
  now: Date,
  filter: UserFilter & { id?: number } = {},
): Promise<AdminUser[]> {
  const where: SQL[] = [];
  if (filter.id !== undefined) where.push(eq(users.id, filter.id));
  if (filter.status) where.push(eq(users.status, filter.status));
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    const match = or(ilike(users.username, like), ilike(users.nickname, like), ilike(users.email, like));
    if (match) where.push(match);
  }
  if (filter.role) {
    where.push(
      sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
        where ${userRoles.userId} = ${OUTER_USER_ID} and ${roles.key} = ${filter.role})`,
    );
  }
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      nickname: users.nickname,
      email: users.email,
      phone: users.phone,
      officeLocation: users.officeLocation,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
      registeredAt: users.registeredAt,
      version: users.version,
      roles: sql<string[]>`coalesce((select array_agg(${roles.key} order by ${roles.id}) from ${userRoles}
        join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${OUTER_USER_ID}), '{}')`,
      sessions: sql<number>`(select count(*) from ${sessions} where ${liveSession(now)})`.mapWith(Number),
      lastSeenAt: sql<Date | null>`(select max(${sessions.lastSeenAt}) from ${sessions}
        where ${sessions.userId} = ${OUTER_USER_ID})`.mapWith((value) => (value ? new Date(value) : null)),
    })
    .from(users)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(asc(users.id))
    .limit(1000);
  return rows.map((row) => ({
    ...row,
    registeredAt: row.registeredAt.toISOString(),
    lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
  }));
}

export async function adminUser(db: Db | Tx, now: Date, id: number): Promise<AdminUser | undefined> {
  const [user] = await adminUsers(db, now, { id });
  return user;
}

/** The ids of the named roles; an unknown key is a field error on `roles`. */
export async function roleIds(c: Context<AppEnv>, tx: Tx, keys: readonly string[]): Promise<number[]> {
  const unique = [...new Set(keys)];
  const rows = await tx.select({ id: roles.id, key: roles.key }).from(roles).where(inArray(roles.key, unique));
  if (rows.length !== unique.length) throw fieldError(c, 'roles', 'userAdmin.unknownRole');
  return rows.map((row) => row.id);
}

export async function setUserRoles(tx: Tx, userId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (ids.length > 0) await tx.insert(userRoles).values(ids.map((roleId) => ({ userId, roleId })));
}

/**
 * Refuses a change that would leave no active administrator, or that takes the caller's own administration
 * away. `before` is the user as it was; hold lockAdministrators so two such changes cannot pass together.
 */
export async function keepAnAdministrator(
  tx: Tx,
  change: { before: AdminUser; callerId: number; staysAdmin: boolean; staysActive: boolean },
): Promise<void> {
  const { before } = change;
  const wasAdmin = before.status === 'active' && before.roles.includes(ADMIN_ROLE);
  if (!wasAdmin || (change.staysAdmin && change.staysActive)) return;
  if (before.id === change.callerId) throw refused('userAdmin.notYourself');
  const [others] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(ne(users.id, before.id), eq(roles.key, ADMIN_ROLE), eq(users.status, 'active')));
  if ((others?.count ?? 0) === 0) throw refused('userAdmin.lastAdmin');
}

/** Serialises administrator changes (two admins disabling each other at once would leave none). */
export async function lockAdministrators(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727003)`);
}
