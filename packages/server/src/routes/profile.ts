/** The signed-in user's own settings and password (the fields and rules: docs/modules/app-shell.md). */
import { changePasswordSchema, profileSchema, ResultCode } from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/password';
import { guessWasRight, startGuess } from '../auth/password-guess';
import { checkNewPassword } from '../auth/password-policy';
import { changeAuth } from '../auth/session-cache';
import { revokeUserSessions } from '../auth/sessions';
import { users, type users as usersTable } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError, notFound, versionConflict } from '../http/errors';
import { ok } from '../http/respond';
import { jsonBody } from '../http/validate';
import { avatarUrl } from './avatar';

export const profileRoutes = new Hono<AppEnv>();

type UserRow = typeof usersTable.$inferSelect;

function profileOf(user: UserRow) {
  return {
    id: user.id,
    userName: user.username,
    email: user.email,
    nickname: user.nickname,
    countryRegion: user.countryRegion,
    area: user.area,
    address: user.address,
    profile: user.profile,
    avatar: avatarUrl(user.avatarId),
    officeLocation: user.officeLocation,
    introduction: user.introduction,
    website: user.website,
    phone: user.phone,
    accountId: user.accountId,
    registrationDate: user.registeredAt.toISOString(),
    version: user.version,
  };
}

profileRoutes.get('/account/profile', needs('profile:read'), async (c) => {
  const [user] = await c.var.deps.db.select().from(users).where(eq(users.id, c.var.user.userId));
  if (!user) throw notFound();
  return ok(c, profileOf(user));
});

profileRoutes.put('/account/profile', needs('profile:write'), async (c) => {
  const { version, ...fields } = await jsonBody(c, profileSchema);
  const { now } = c.var.deps;
  const userId = c.var.user.userId;
  const updated = await changeAuth(c, async (tx, changed) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId));
    if (!before) throw notFound();
    const [after] = await tx
      .update(users)
      .set({ ...fields, updatedAt: now(), updatedBy: userId, version: version + 1 })
      .where(and(eq(users.id, userId), eq(users.version, version)))
      .returning();
    if (!after) throw versionConflict();
    // The session lookup carries nickname and email (user_info): the caches must read them again.
    await changed({ user: userId });
    await audit(tx, c, { action: 'update', entity: 'user.profile', entityId: userId, before, after });
    return after;
  });
  return ok(c, profileOf(updated));
});

profileRoutes.put('/account/password', needs('profile:write'), async (c) => {
  const input = await jsonBody(c, changePasswordSchema);
  await checkNewPassword(c, 'newPassword', input.newPassword, c.var.user.username);
  const { db, now } = c.var.deps;
  const userId = c.var.user.userId;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  // Throttled as sign-in is: a stolen session cannot guess the password through this check.
  const guess = await startGuess(c, user.username);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new ApiError(ResultCode.ValidationFailed, 'password.wrongOld', {
      issues: [{ path: 'oldPassword', message: 'password.wrongOld' }],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await changeAuth(c, async (tx, changed) => {
    await guessWasRight(tx, guess);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: now(), updatedBy: userId, version: user.version + 1 })
      .where(eq(users.id, userId));
    // Other sessions end; this one stays so the user is not thrown out of the page they are on.
    await revokeUserSessions(tx, changed, userId, now(), c.var.user.sessionId);
    await audit(tx, c, { action: 'change-password', entity: 'user', entityId: userId });
  });
  return ok(c, null);
});
