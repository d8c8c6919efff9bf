/** The /user endpoints: login, logout, user info, menu, lookup. */
import {
  type FoundColleague,
  loginSchema,
  ResultCode,
  USER_FIND_MANY_PATH,
  USER_SEARCH_LIMIT,
  type UserDisplay,
  userFindManyQuery,
  userFindQuery,
  userSearchQuery,
} from '@soundboard/contract';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { isPublic, needs, needsSession } from '../auth/guard';
import { verifyPassword } from '../auth/password';
import { guessWasRight, signedIn, startGuess } from '../auth/password-guess';
import { secondStep } from '../auth/second-step';
import { authCache, changeAuth } from '../auth/session-cache';
import { revokeSession } from '../auth/sessions';
import { startSession } from '../auth/sign-in';
import { userInfo } from '../auth/user-info';
import { containsPattern } from '../db/like';
import { menus, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { ok } from '../http/respond';
import { jsonBody, queryOf } from '../http/validate';
import { labelSource } from '../resources/refs';
import { audienceKey, menuFor } from '../settings/menu-tree';
import { avatarUrl } from './avatar';

export const userRoutes = new Hono<AppEnv>();

userRoutes.post('/user/login', isPublic(), async (c) => {
  const input = await jsonBody(c, loginSchema);
  const { db } = c.var.deps;
  const username = input.username.toLowerCase();
  const guess = await startGuess(c, username);

  const [user] = await db.select().from(users).where(eq(users.username, username));
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid || user.status !== 'active') {
    throw new ApiError(ResultCode.BadCredentials);
  }
  // An enrolled user answers a code first (auth/second-step.ts): the password counts as right, no session yet.
  const challenge = await secondStep(c, { id: user.id, remember: input.remember }, (tx) => guessWasRight(tx, guess));
  if (challenge) return challenge;
  const answer = await startSession(c, { id: user.id, remember: input.remember }, (tx) =>
    signedIn(c, tx, guess, user.id),
  );
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
  const audience = c.var.user;
  // Built once per audience from rows read once per process (the editor's writes drop them through changeAuth).
  const tree = await authCache(c.var.deps).menuTree(
    audienceKey(audience),
    () => db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id)),
    (rows) => menuFor(rows, audience),
  );
  return ok(c, tree);
});

const MAX_ID = 2_147_483_647;

userRoutes.get('/user/find', needs('user:lookup'), async (c) => {
  const { id } = queryOf(c, userFindQuery);
  const userId = Number(id);
  if (userId > MAX_ID) throw notFound();
  const [user] = await c.var.deps.db
    .select({ username: users.username, avatarId: users.avatarId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  return ok(c, { id: userId, user_name: user.username, user_avatar: avatarUrl(user.avatarId) });
});

/** The admin's user chips of one screen in one request: names as references name users (resources/refs.ts). */
userRoutes.get(USER_FIND_MANY_PATH, needs('user:lookup'), async (c) => {
  const { ids } = queryOf(c, userFindManyQuery);
  // Ids past INT_MAX name nobody (and would not fit the column): absent like any unknown id.
  const wanted = [...new Set(ids)].filter((id) => id <= MAX_ID);
  if (wanted.length === 0) return ok(c, []);
  const user = labelSource('user');
  if (!user) throw new Error('references name no users');
  const rows = await c.var.deps.db
    .select({ id: users.id, name: user.label, avatarId: users.avatarId })
    .from(users)
    .where(inArray(users.id, wanted))
    .orderBy(asc(users.id));
  const found: UserDisplay[] = rows.map((row) => ({ id: row.id, name: row.name, avatar: avatarUrl(row.avatarId) }));
  return ok(c, found);
});

userRoutes.get('/user/search', needs('user:lookup'), async (c) => {
  const { q } = queryOf(c, userSearchQuery);
  const pattern = q ? containsPattern(q) : null;
  const found: FoundColleague[] = await c.var.deps.db
    .select({ id: users.id, username: users.username, nickname: users.nickname })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        pattern ? or(ilike(users.username, pattern), ilike(users.nickname, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.username))
    .limit(USER_SEARCH_LIMIT);
  return ok(c, found);
});
