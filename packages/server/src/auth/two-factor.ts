/**
 * Two-factor sign-in, the rules: who has a second factor, who must have one (the roles the security configuration
 * lists, decided at sign-in), and accepting a code — a TOTP code only for a time step later than the last one
 * accepted (replay), a recovery code only once.
 */
import { RECOVERY_CODE, TOTP_CODE } from '@soundboard/contract';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, twoFactorSecrets, userRoles, users } from '../db/schema';
import type { AppDeps } from '../http/env';
import { openFrom } from '../secrets/process-key';
import { configValue } from '../settings/config-store';
import { spendRecoveryCode } from './recovery-codes';
import { matchingStep } from './totp';

/** The user's confirmed secret (opened: it is stored sealed, secrets/), or null when two-factor sign-in is off. */
export async function enabledSecret(db: Db, userId: number): Promise<{ secret: string } | null> {
  const [row] = await db
    .select({ secret: twoFactorSecrets.secret })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return row ? { secret: openFrom(db, row.secret) } : null;
}

/** Whether a role the user holds is one the configuration requires a second factor for. */
export async function secondFactorRequired(deps: AppDeps, userId: number): Promise<boolean> {
  const required = await configValue(deps, 'security.twoFactorRoles');
  if (required.length === 0) return false;
  const held = await deps.db
    .select({ key: roles.key })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return held.some((role) => required.includes(role.key));
}

/** At a correct password without a second factor: note whether the user may do nothing but enrol. */
export async function noteEnrolmentDue(deps: AppDeps, userId: number): Promise<void> {
  const due = await secondFactorRequired(deps, userId);
  await deps.db.update(users).set({ mustEnrolTwoFactor: due }).where(eq(users.id, userId));
}

/** Takes a TOTP step after the last accepted one (atomically: of two requests with one code, one wins). */
export async function acceptStep(db: Db, userId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(twoFactorSecrets)
    .set({ lastStep: step })
    .where(and(eq(twoFactorSecrets.userId, userId), lt(twoFactorSecrets.lastStep, step)))
    .returning({ userId: twoFactorSecrets.userId });
  return taken.length > 0;
}

/**
 * Accepts `code` (normalised: schemas/two-factor.ts) for an enrolled user: a TOTP code of the current step (±1)
 * not older than the last accepted, or an unused recovery code. False changes nothing.
 */
export async function acceptCode(db: Db, userId: number, secret: string, code: string, now: Date): Promise<boolean> {
  if (TOTP_CODE.test(code)) {
    const step = matchingStep(secret, code, now);
    return step !== null && acceptStep(db, userId, step);
  }
  if (RECOVERY_CODE.test(code)) return spendRecoveryCode(db, userId, code, now);
  return false;
}
