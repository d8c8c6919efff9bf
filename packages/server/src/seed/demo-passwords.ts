/**
 * Demo users whose password is still the published demo one. A database seeded in demo mode and later served
 * beyond loopback (or in production) would keep those logins: the server warns at start-up (main.ts).
 */
import { inArray } from 'drizzle-orm';
import { verifyPassword } from '../auth/password';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DEMO_USERS } from './roles';

export async function usersWithDemoPasswords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: users.username, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_USERS.map((user) => user.username),
      ),
    );
  const found: string[] = [];
  for (const demo of DEMO_USERS) {
    const row = rows.find((candidate) => candidate.username === demo.username);
    if (row?.status === 'active' && (await verifyPassword(row.passwordHash, demo.password))) found.push(demo.username);
  }
  return found;
}
