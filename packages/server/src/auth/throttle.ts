/**
 * Login throttling, per account and per client address: 5 failures within 15 minutes lock that account/address
 * out until the window moves on. Kept in the database so every server process shares it.
 */
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

export const THROTTLE = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

export async function isThrottled(db: Db, username: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const failed = eq(loginAttempts.success, false);
  const [byAccount, byAddress] = await Promise.all([
    db.$count(loginAttempts, and(eq(loginAttempts.username, username), failed, gte(loginAttempts.at, since))),
    db.$count(loginAttempts, and(eq(loginAttempts.ip, ip), failed, gte(loginAttempts.at, since))),
  ]);
  return byAccount >= THROTTLE.maxFailures || byAddress >= THROTTLE.maxFailures;
}

export async function recordAttempt(db: Db, username: string, ip: string, success: boolean, now: Date) {
  await db.insert(loginAttempts).values({ username: username.slice(0, 64), ip, success, at: now });
}
