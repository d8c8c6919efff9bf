/**
 * Demo users whose password is still the published demo one. A database seeded in demo mode and later served
 * out of demo mode would keep those logins: the server warns at start-up, and refuses to start in production
 * (serve.ts, ASVS 5.0 6.3.2). Only the demo usernames are read and each is checked against its own published
 * password, all at once: one argon2 verification per demo user still active, a few milliseconds each.
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
  const live = await Promise.all(
    DEMO_USERS.map(async (demo) => {
      const row = rows.find((candidate) => candidate.username === demo.username);
      return row?.status === 'active' && (await verifyPassword(row.passwordHash, demo.password));
    }),
  );
  return DEMO_USERS.filter((_, index) => live[index]).map((demo) => demo.username);
}

/** Why production refuses DEMO=1 (before the database is opened). */
export const DEMO_IN_PRODUCTION =
  "DEMO=1 is set with NODE_ENV=production: demo mode publishes its logins' passwords and turns two-factor " +
  'sign-in off. Remove DEMO (or set DEMO=0) and start again.';

/** Why production refuses a database whose demo users still have their published passwords. */
export function demoPasswordsInProduction(usernames: readonly string[]): string {
  return (
    `Demo users still have their published demo passwords: ${usernames.join(', ')}. Production refuses to start ` +
    'with them. Start once without NODE_ENV=production (DEMO=0), sign in and change or disable these users, ' +
    'then start in production again.'
  );
}
