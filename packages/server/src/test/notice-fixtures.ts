/**
 * For the suites of the events' messages: staff users made straight in the database with a seeded role (and maybe a
 * notification choice: the kinds they turned off), and the messages an event wrote, by to-do key or kind and link.
 */
import type { NotificationKindKey } from '@soundboard/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { messages, roles, userRoles, users } from '../db/schema';
import type { Harness } from './harness';

export async function userIdOf(h: Harness, username: string): Promise<number> {
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** A user holding the seeded role `roleKey`, who never signs in; `off`: the kinds they turned off. */
export async function staffUser(
  h: Harness,
  username: string,
  roleKey: string,
  off?: NotificationKindKey[],
): Promise<number> {
  const { db } = h.database;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, roleKey));
  if (!role) throw new Error(`no role ${roleKey}`);
  const [user] = await db
    .insert(users)
    .values({
      username,
      passwordHash: 'never-signs-in',
      nickname: username,
      notificationChoice: off ? { off, sound: false } : null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  h.forgetCachedAuth();
  return user.id;
}

/** The messages matching `where`, oldest first. */
export function messagesWhere(h: Harness, ...where: SQL[]) {
  return h.database.db
    .select()
    .from(messages)
    .where(and(...where))
    .orderBy(asc(messages.id));
}

/** The messages of a to-do key, oldest first. */
export const todosOf = (h: Harness, todoKey: string) => messagesWhere(h, eq(messages.todoKey, todoKey));

/** Each recipient's user id, in order (one message each). */
export const recipientIds = (rows: { userId: number }[]) => rows.map((row) => row.userId).sort((a, b) => a - b);
