/**
 * Two-factor sign-in calls (packages/server/src/routes/two-factor.ts): the login's code step, the user's own
 * enrolment in User settings → Security, and an administrator's reset (Settings → users).
 */
import {
  type LoginAnswer,
  type RecoveryCodesAnswer,
  ResultCode,
  type TwoFactorChallenge,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  USER_ADMIN_PATH,
} from '@soundboard/contract';
import { setToken } from '../lib/token';
import { setUserInfo } from '../stores/session';
import { isApiError } from './errors';
import { request } from './http';

/** The challenge of a password step that asks for a code next (code TwoFactorNeeded), else null. */
export function challengeOf(error: unknown): TwoFactorChallenge | null {
  if (!isApiError(error) || error.code !== ResultCode.TwoFactorNeeded) return null;
  return error.data as TwoFactorChallenge;
}

/** The code step: on success the session is stored exactly as after a password-only login (api/auth.ts). */
export async function loginWithCode(challenge: string, code: string): Promise<LoginAnswer['user']> {
  const { token, user } = await request<LoginAnswer>({
    method: 'POST',
    url: '/user/login/two-factor',
    data: { challenge, code },
  });
  setToken(token);
  setUserInfo(user);
  return user;
}

export const twoFactorApi = {
  status: () => request<TwoFactorStatus>({ url: '/user/two-factor' }),
  start: () => request<TwoFactorEnrolment>({ method: 'POST', url: '/user/two-factor/start' }),
  confirm: (code: string) =>
    request<RecoveryCodesAnswer>({ method: 'POST', url: '/user/two-factor/confirm', data: { code } }),
  newRecoveryCodes: (code: string) =>
    request<RecoveryCodesAnswer>({ method: 'POST', url: '/user/two-factor/recovery-codes', data: { code } }),
  disable: (code: string) =>
    request<TwoFactorStatus>({ method: 'POST', url: '/user/two-factor/disable', data: { code } }),
  /** Settings → users: turn off another user's second factor. */
  reset: (userId: number) => request<null>({ method: 'POST', url: `${USER_ADMIN_PATH}/${userId}/two-factor/reset` }),
};
