/**
 * Signs in a user whose role requires a second factor and lets the session act without enrolling: for tests of
 * other features that need an administrator (the sign-in itself is tested in routes/two-factor.test.ts).
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Harness } from './harness';

export async function loginWithoutSecondFactor(h: Harness, username: string, password: string): Promise<string> {
  const token = await h.login(username, password);
  await h.deps.db.update(users).set({ mustEnrolTwoFactor: false }).where(eq(users.username, username));
  h.forgetCachedAuth();
  return token;
}
