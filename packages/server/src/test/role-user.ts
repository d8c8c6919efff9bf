/**
 * A signed-in staff user holding exactly the given permissions (a role of their own, written straight into the
 * database as no route does): for tests of what a caller without a permission is refused.
 */
import type { Permission } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { roles, userRoles, users } from '../db/schema';
import type { Harness } from './harness';

const PASSWORD = 'Role-User#Pass-2026-q7';

export async function userWithPermissions(
  h: Harness,
  username: string,
  permissions: Permission[],
): Promise<{ token: string; userId: number }> {
  const { db } = h.database;
  const [role] = await db
    .insert(roles)
    .values({ key: username, nameZh: username, nameEn: username, permissions })
    .returning({ id: roles.id });
  const [user] = await db
    .insert(users)
    .values({ username, nickname: username, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  if (!role || !user) throw new Error(`user ${username} not stored`);
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  h.forgetCachedAuth();
  return { token: await h.login(username, PASSWORD), userId: user.id };
}

/** A staff user with `password` holding one seeded role (by its key), not signed in; answers the user's id. */
export async function userWithRole(h: Harness, username: string, password: string, roleKey = 'sales'): Promise<number> {
  const { db } = h.database;
  const [user] = await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, roleKey));
  if (!user || !role) throw new Error(`user ${username} not stored`);
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return user.id;
}
