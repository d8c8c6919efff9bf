/**
 * Sessions: idle and absolute expiry (longer with "remember me"), revoked on logout, password change and when
 * the user is disabled. Validation is one query (session + user + roles), so any process can serve any session.
 */
import { isPermission, type Permission } from '@soundboard/contract';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, sessions, userRoles, users } from '../db/schema';
import type { SessionProfile, SessionUser } from '../http/env';
import { hashToken, newToken } from './tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION_POLICY = {
  normal: { idle: 2 * HOUR, absolute: 12 * HOUR },
  remember: { idle: 7 * DAY, absolute: 30 * DAY },
  /** lastSeen/idle expiry are written at most this often, so reads stay reads. */
  touchEvery: MINUTE,
} as const;

export async function createSession(
  db: Db,
  input: { userId: number; remember: boolean; now: Date; ip: string; userAgent: string },
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const policy = input.remember ? SESSION_POLICY.remember : SESSION_POLICY.normal;
  const at = input.now.getTime();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      remember: input.remember,
      createdAt: input.now,
      lastSeenAt: input.now,
      idleExpiresAt: new Date(at + policy.idle),
      absoluteExpiresAt: new Date(at + policy.absolute),
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 256),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

export async function findSession(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 128) return null;
  const rows = await db
    .select({
      sessionId: sessions.id,
      remember: sessions.remember,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      userId: users.id,
      username: users.username,
      status: users.status,
      nickname: users.nickname,
      email: users.email,
      avatarId: users.avatarId,
      accountId: users.accountId,
      registeredAt: users.registeredAt,
      roleKey: roles.key,
      roleZh: roles.nameZh,
      roleEn: roles.nameEn,
      permissions: roles.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .orderBy(asc(roles.id));
  const first = rows[0];
  if (first?.status !== 'active') return null;
  const at = now.getTime();
  if (at >= first.idleExpiresAt.getTime() || at >= first.absoluteExpiresAt.getTime()) return null;

  if (at - first.lastSeenAt.getTime() >= SESSION_POLICY.touchEvery) {
    const policy = first.remember ? SESSION_POLICY.remember : SESSION_POLICY.normal;
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt: new Date(at + policy.idle) })
      .where(eq(sessions.id, first.sessionId));
  }

  const permissions = new Set<Permission>();
  const roleKeys: string[] = [];
  const roleNames: SessionProfile['roleNames'] = [];
  for (const row of rows) {
    if (row.roleKey) {
      roleKeys.push(row.roleKey);
      roleNames.push({ zh: row.roleZh ?? '', en: row.roleEn ?? '' });
    }
    for (const code of row.permissions ?? []) if (isPermission(code)) permissions.add(code);
  }
  const { nickname, email, avatarId, accountId, registeredAt } = first;
  return {
    sessionId: first.sessionId,
    userId: first.userId,
    username: first.username,
    roles: roleKeys,
    permissions,
    profile: { nickname, email, avatarId, accountId, registeredAt, roleNames },
  };
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Revokes every live session of a user, except `keep` (the caller's own, on a password change). */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keep?: number): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(keep === undefined ? live : and(live, ne(sessions.id, keep)));
}
