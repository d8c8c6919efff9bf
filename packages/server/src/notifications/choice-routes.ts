/**
 * The caller's notification choices (User settings → message notification): which kinds reach their message box
 * and whether the badge plays a sound. Without a choice of their own a user follows their roles' defaults
 * (./recipients.ts says how several roles combine); PUT null goes back to them.
 */
import {
  DEFAULT_NOTIFICATION_CHOICE,
  NOTIFICATION_CHOICE_PATH,
  NOTIFICATION_KIND_KEYS,
  type NotificationChoice,
  type NotificationChoiceAnswer,
  notificationChoiceBody,
} from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jsonBody } from '../http/validate';
import { wants } from './recipients';

async function choiceOf(db: Db, userId: number): Promise<NotificationChoiceAnswer> {
  const [user] = await db.select({ choice: users.notificationChoice }).from(users).where(eq(users.id, userId));
  const own = user?.choice ?? null;
  if (own) return { own, effective: own };
  const defaults = (
    await db
      .select({ defaults: roles.notificationDefaults })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
  ).map((row) => row.defaults);
  const candidate = { id: userId, choice: null, defaults };
  const effective: NotificationChoice = {
    off: NOTIFICATION_KIND_KEYS.filter((kind) => !wants(candidate, kind)),
    // The sound follows a role's default when any of the user's roles turns it on.
    sound: defaults.some((choice) => choice?.sound) || DEFAULT_NOTIFICATION_CHOICE.sound,
  };
  return { own: null, effective };
}

export const notificationChoiceRoutes = new Hono<AppEnv>();

notificationChoiceRoutes.get(NOTIFICATION_CHOICE_PATH, needs('profile:read'), async (c) =>
  ok(c, await choiceOf(c.var.deps.db, c.var.user.userId)),
);

notificationChoiceRoutes.put(NOTIFICATION_CHOICE_PATH, needs('profile:write'), async (c) => {
  const input = await jsonBody(c, notificationChoiceBody);
  const userId = c.var.user.userId;
  const { db } = c.var.deps;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ choice: users.notificationChoice }).from(users).where(eq(users.id, userId));
    const next = input ? { off: [...new Set(input.off)], sound: input.sound } : null;
    await tx.update(users).set({ notificationChoice: next }).where(eq(users.id, userId));
    await audit(tx, c, {
      action: 'notification-choice',
      entity: 'user',
      entityId: userId,
      before: { choice: before?.choice ?? null },
      after: { choice: next },
    });
  });
  return ok(c, await choiceOf(db, userId));
});
