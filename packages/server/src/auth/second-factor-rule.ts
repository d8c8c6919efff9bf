/**
 * The two-factor requirement on every request, not only at sign-in (issue 37, L2): a session whose user holds, as
 * of now, a role the configuration lists (`security.twoFactorRoles`) and that was not established with a second
 * factor may only enrol one (no authenticator yet: as after sign-in) or is ended (an authenticator exists: sign in
 * again with the code). Role changes reach the session cache at once (changeAuth); the configuration within its
 * cache time (settings/config-store.ts).
 */
import type { AppDeps } from '../http/env';
import { configValue } from '../settings/config-store';
import type { CachedSession } from './session-cache';

export type SecondFactorVerdict = 'ok' | 'enrol' | 'end';

export async function secondFactorVerdict(deps: AppDeps, entry: CachedSession): Promise<SecondFactorVerdict> {
  if (entry.secondFactor) return 'ok';
  const required = await configValue(deps, 'security.twoFactorRoles');
  if (!entry.user.roles.some((role) => required.includes(role))) return 'ok';
  return entry.hasTwoFactor ? 'end' : 'enrol';
}
