/** The spec's /user endpoints: login, logout, user info, menu, lookup. */
import { type LoginAnswer, loginSchema, type MenuItem, ResultCode } from '@soundboard/contract';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { audit } from '../audit';
import { isPublic, needs, needsSession } from '../auth/guard';
import { verifyPassword } from '../auth/password';
import { authCache, changeAuth } from '../auth/session-cache';
import { createSession, findSession, revokeSession, sessionPolicy } from '../auth/sessions';
import { isThrottled, recordAttempt } from '../auth/throttle';
import { userInfo } from '../auth/user-info';
import { menus, users } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { ok } from '../http/respond';
import { jsonBody, queryOf } from '../http/validate';
import { avatarUrl } from './avatar';

export const userRoutes = new Hono<AppEnv>();

userRoutes.post('/user/login', isPublic(), async (c) => {
  const input = await jsonBody(c, loginSchema);
  const { db, now } = c.var.deps;
  const username = input.username.toLowerCase();
  const ip = clientAddress(c);
  if (await isThrottled(db, username, ip, now())) throw new ApiError(ResultCode.TooManyRequests);

  const [user] = await db.select().from(users).where(eq(users.username, username));
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid || user.status !== 'active') {
    await recordAttempt(db, username, ip, false, now());
    throw new ApiError(ResultCode.BadCredentials);
  }
  const policy = await sessionPolicy(c.var.deps, input.remember);
  const session = await db.transaction(async (tx) => {
    await recordAttempt(tx, username, ip, true, now());
    const created = await createSession(tx, {
      userId: user.id,
      remember: input.remember,
      policy,
      now: now(),
      ip,
      userAgent: c.req.header('user-agent') ?? '',
    });
    await audit(tx, c, { action: 'login', entity: 'session', entityId: created.sessionId, actorId: user.id });
    return created;
  });
  // The signed-in user comes with the token: the client renders its first frame without a user_info round trip.
  const me = await findSession(c.var.deps, session.token);
  if (!me) throw new Error('the session just created was not found');
  const answer: LoginAnswer = { token: session.token, user: userInfo(me, c.var.locale) };
  return ok(c, answer);
});

userRoutes.post('/user/login_out', needsSession(), async (c) => {
  const { now } = c.var.deps;
  await changeAuth(c, async (tx, changed) => {
    await revokeSession(tx, changed, c.var.user.sessionId, now());
    await audit(tx, c, { action: 'logout', entity: 'session', entityId: c.var.user.sessionId });
  });
  return ok(c, null);
});

userRoutes.post('/user/user_info', needs('profile:read'), (c) => ok(c, userInfo(c.var.user, c.var.locale)));

userRoutes.post('/user/menu', needs('menu:read'), async (c) => {
  const { db } = c.var.deps;
  const granted = c.var.user.permissions as Set<string>;
  const listed = c.var.user.menuKeys;
  // Built once per permission set and menu list from rows read once per process (the menu changes only at start-up).
  const key = `${[...granted].sort().join(',')}|${listed ? [...listed].sort().join(',') : '*'}`;
  const tree = await authCache(c.var.deps).menuTree(
    key,
    () => db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id)),
    (rows) => menuFor(rows, (row) => granted.has(row.permission) && (!listed || listed.has(row.key))),
  );
  return ok(c, tree);
});

/** A page is shown when `shows` it (its permission granted, listed for the role); a group when one of its pages is. */
function menuFor(rows: (typeof menus.$inferSelect)[], shows: (row: typeof menus.$inferSelect) => boolean): MenuItem[] {
  const isGroup = (id: number) => rows.some((row) => row.parentId === id);
  const build = (parentId: number | null): MenuItem[] =>
    rows
      .filter((row) => row.parentId === parentId && !row.hidden)
      .flatMap((row) => {
        const children = build(row.id);
        if (isGroup(row.id) ? children.length === 0 : !shows(row)) return [];
        const item: MenuItem = { key: row.key, path: row.path, name: row.name };
        if (row.icon) item.icon = row.icon;
        if (children.length > 0) item.children = children;
        return [item];
      });
  return build(null);
}

const findQuery = v.strictObject({ id: v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'validation.invalid')) });

userRoutes.get('/user/find', needs('user:lookup'), async (c) => {
  const { id } = queryOf(c, findQuery);
  const userId = Number(id);
  if (userId > 2_147_483_647) throw notFound();
  const [user] = await c.var.deps.db
    .select({ username: users.username, avatarId: users.avatarId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  return ok(c, { id: userId, user_name: user.username, user_avatar: avatarUrl(user.avatarId) });
});
