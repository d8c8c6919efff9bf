/**
 * Sessions: idle and absolute expiry (longer with "remember me"), revoked on logout, password change and when
 * the user is disabled. Validation is one statement (session + user + roles), cached per app (auth/session-cache.ts);
 * the sessions live in the database, so any process can serve any session.
 */
import { isPermission, type Permission } from '@soundboard/contract';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { roles, sessions, twoFactorSecrets, userRoles, users } from '../db/schema';
import type { AppDeps, SessionProfile, SessionUser } from '../http/env';
import { configValue } from '../settings/config-store';
import { forgetUserDevices } from './known-device';
import { secondFactorVerdict } from './second-factor-rule';
import { type AuthChanged, authCache, type CachedSession, changeAuthIn } from './session-cache';
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

/**
 * How long a session lives: "remember me" by the fixed policy; a normal one by the security configuration
 * (Settings → configuration), so a change applies to sessions signed in or touched after it, without a restart.
 * Read outside any transaction (configValue may query the database).
 */
export async function sessionPolicy(deps: AppDeps, remember: boolean): Promise<{ idle: number; absolute: number }> {
  if (remember) return SESSION_POLICY.remember;
  const [idle, absolute] = await Promise.all([
    configValue(deps, 'security.sessionIdleMinutes'),
    configValue(deps, 'security.sessionAbsoluteMinutes'),
  ]);
  return { idle: idle * MINUTE, absolute: absolute * MINUTE };
}

export async function createSession(
  db: Db,
  input: {
    userId: number;
    remember: boolean;
    /** Established with a second factor (the login's code step). */
    secondFactor: boolean;
    now: Date;
    ip: string;
    userAgent: string;
    policy: { idle: number; absolute: number };
  },
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const { policy } = input;
  const at = input.now.getTime();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      remember: input.remember,
      secondFactor: input.secondFactor,
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

/** One statement: the session, its user (what user_info shows, never the password hash), roles and permissions. */
function lookupQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      remember: sessions.remember,
      secondFactor: sessions.secondFactor,
      hasTwoFactor: sql<boolean>`${twoFactorSecrets.userId} is not null`,
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
      mustChangePassword: users.mustChangePassword,
      mustEnrolTwoFactor: users.mustEnrolTwoFactor,
      activeRoleId: sessions.activeRoleId,
      roleId: roles.id,
      roleKey: roles.key,
      menuKeys: roles.menuKeys,
      roleZh: roles.nameZh,
      roleEn: roles.nameEn,
      permissions: roles.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactorSecrets, and(eq(twoFactorSecrets.userId, users.id), isNotNull(twoFactorSecrets.enabledAt)))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt)))
    .orderBy(asc(roles.id))
    .prepare('auth_session_lookup');
}

/** Prepared once per database handle (node-postgres then prepares it once per pooled connection). */
const lookups = new WeakMap<Db, ReturnType<typeof lookupQuery>>();

async function lookup(db: Db, tokenHash: string): Promise<CachedSession | null> {
  let query = lookups.get(db);
  if (!query) {
    query = lookupQuery(db);
    lookups.set(db, query);
  }
  const rows = await query.execute({ hash: tokenHash });
  const first = rows[0];
  if (first?.status !== 'active') return null;
  const permissions = new Set<Permission>();
  const roleKeys: string[] = [];
  const roleNames: SessionProfile['roleNames'] = [];
  // A chosen role still held narrows the permissions to its own; one taken away since falls back to all roles.
  const active = rows.find((row) => row.roleId !== null && row.roleId === first.activeRoleId);
  let menuKeys: Set<string> | null = new Set<string>();
  for (const row of rows) {
    if (row.roleKey) {
      roleKeys.push(row.roleKey);
      roleNames.push({ zh: row.roleZh ?? '', en: row.roleEn ?? '' });
    }
    if (active && row !== active) continue;
    for (const code of row.permissions ?? []) if (isPermission(code)) permissions.add(code);
    // A role without a menu list sees every entry its permissions allow, so the union is unrestricted too.
    if (row.roleKey && menuKeys) {
      if (row.menuKeys === null) menuKeys = null;
      else for (const key of row.menuKeys) menuKeys.add(key);
    }
  }
  const { nickname, email, avatarId, accountId, registeredAt } = first;
  return {
    user: {
      sessionId: first.sessionId,
      userId: first.userId,
      username: first.username,
      roles: roleKeys,
      activeRole: active?.roleKey ?? null,
      permissions,
      menuKeys,
      mustChangePassword: first.mustChangePassword,
      mustEnrolTwoFactor: first.mustEnrolTwoFactor,
      profile: { nickname, email, avatarId, accountId, registeredAt, roleNames },
    },
    remember: first.remember,
    secondFactor: first.secondFactor,
    hasTwoFactor: first.hasTwoFactor,
    lastSeenAt: first.lastSeenAt.getTime(),
    idleExpiresAt: first.idleExpiresAt.getTime(),
    absoluteExpiresAt: first.absoluteExpiresAt.getTime(),
  };
}

const expired = (entry: CachedSession, at: number) => at >= entry.idleExpiresAt || at >= entry.absoluteExpiresAt;

/**
 * The session's user, from the cache when it holds the token (no statement) and otherwise from one statement.
 * Expiry is checked against the entry's timestamps on every call; once `touchEvery` has passed since lastSeen the
 * entry is read again and lastSeen / idle expiry written, so the cache never postpones either.
 */
export async function findSession(deps: AppDeps, token: string): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 128) return null;
  const at = deps.now().getTime();
  const tokenHash = hashToken(token);
  const cache = authCache(deps);
  const cached = cache.get(tokenHash);
  if (cached && expired(cached, at)) {
    cache.forget(tokenHash);
    return null;
  }
  if (cached && at - cached.lastSeenAt < SESSION_POLICY.touchEvery) return underSecondFactorRule(deps, cached);

  const generation = cache.generation;
  const entry = await lookup(deps.db, tokenHash);
  if (!entry || expired(entry, at)) {
    cache.forget(tokenHash);
    return null;
  }
  if (at - entry.lastSeenAt >= SESSION_POLICY.touchEvery) {
    const policy = await sessionPolicy(deps, entry.remember);
    entry.lastSeenAt = at;
    entry.idleExpiresAt = at + policy.idle;
    await deps.db
      .update(sessions)
      .set({ lastSeenAt: new Date(at), idleExpiresAt: new Date(entry.idleExpiresAt) })
      .where(eq(sessions.id, entry.user.sessionId));
  }
  cache.set(tokenHash, entry, generation);
  return underSecondFactorRule(deps, entry);
}

/**
 * The session's user as the two-factor rule lets it act now (second-factor-rule.ts): as it is, limited to
 * enrolment, or null once the rule has ended the session (revoked: it stays ended whatever changes next).
 */
async function underSecondFactorRule(deps: AppDeps, entry: CachedSession): Promise<SessionUser | null> {
  const verdict = await secondFactorVerdict(deps, entry);
  if (verdict === 'ok') return entry.user;
  if (verdict === 'enrol') return { ...entry.user, mustEnrolTwoFactor: true };
  await changeAuthIn(deps, (tx, changed) => revokeSession(tx, changed, entry.user.sessionId, deps.now()));
  return null;
}

/**
 * Whether the token's session is still signed in, without counting as activity (a live message stream asks this
 * while the tab sits idle: it must not keep the session from its idle expiry).
 */
export async function sessionIsLive(deps: AppDeps, token: string): Promise<boolean> {
  const at = deps.now().getTime();
  const tokenHash = hashToken(token);
  const entry = authCache(deps).get(tokenHash) ?? (await lookup(deps.db, tokenHash));
  return entry !== null && !expired(entry, at) && (await secondFactorVerdict(deps, entry)) !== 'end';
}

/** Inside a changeAuth transaction: `changed` tells the caches (this process after commit, others by NOTIFY). */
export async function revokeSession(tx: Tx, changed: AuthChanged, sessionId: number, now: Date): Promise<void> {
  await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
  await changed({ session: sessionId });
}

/**
 * Revokes every live session of a user, except `keep` (the caller's own, on a password change), and forgets the
 * user's known devices (every caller is a password change or reset, or the user disabled).
 */
export async function revokeUserSessions(
  tx: Tx,
  changed: AuthChanged,
  userId: number,
  now: Date,
  keep?: number,
): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(keep === undefined ? live : and(live, ne(sessions.id, keep)));
  await forgetUserDevices(tx, userId);
  await changed({ user: userId });
}

/** The session has just passed a second factor (enrolment confirmed with a code): the two-factor rule is met. */
export async function markSecondFactor(tx: Tx, changed: AuthChanged, sessionId: number): Promise<void> {
  await tx.update(sessions).set({ secondFactor: true }).where(eq(sessions.id, sessionId));
  await changed({ session: sessionId });
}
