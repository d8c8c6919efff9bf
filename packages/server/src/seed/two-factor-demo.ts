/**
 * The demo's printed logins sign in with their password alone: a demo database requires a second factor of no
 * role. A production database keeps the contract's default (administrator and finance, security.twoFactorRoles),
 * so its first administrator enrols at the first sign-in. Stored as the installation's value (version 0, nobody's
 * change), so the security group still reads as untouched; Settings → configuration turns it on.
 */
import type { Db } from '../db/client';
import { configValues } from '../db/schema';

export async function seedDemoTwoFactor(tx: Db, now: Date): Promise<void> {
  await tx.insert(configValues).values({ key: 'security.twoFactorRoles', value: [], version: 0, updatedAt: now });
}
