/** The user_info payload, built from the session lookup: the same for /user/user_info and the login answer. */
import type { Locale, UserInfoAnswer } from '@soundboard/contract';
import type { SessionUser } from '../http/env';
import { avatarUrl } from '../routes/avatar';

export function userInfo(user: SessionUser, locale: Locale): UserInfoAnswer {
  const { profile } = user;
  return {
    id: user.userId,
    user_name: user.username,
    nickname: profile.nickname,
    avatar: avatarUrl(profile.avatarId),
    role: [...user.roles],
    roleNames: profile.roleNames.map((name) => (locale === 'zh-CN' ? name.zh : name.en)),
    activeRole: user.activeRole,
    mustChangePassword: user.mustChangePassword,
    mustEnrolTwoFactor: user.mustEnrolTwoFactor,
    permissions: [...user.permissions].sort(),
    email: profile.email,
    accountId: profile.accountId,
    registrationDate: profile.registeredAt.toISOString(),
  };
}
