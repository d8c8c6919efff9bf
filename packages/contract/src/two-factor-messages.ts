/** Server messages of two-factor sign-in and re-authentication (schemas/two-factor.ts, re-auth.ts), in both locales. */
import { bilingual } from './bilingual';

export const twoFactorMessages = bilingual(
  {
    'result.twoFactorNeeded': 'Enter the code from your authenticator app',
    'result.twoFactorRequired':
      'Your role requires two-factor sign-in: set it up in User settings → Security before anything else',
    'twoFactor.codeFormat': 'Enter the 6-digit code or a recovery code',
    'twoFactor.wrongCode': 'The code is wrong or has already been used',
    'twoFactor.challengeExpired': 'This sign-in has expired or had too many wrong codes; enter your password again',
    'twoFactor.alreadyEnabled': 'Two-factor sign-in is already on',
    'twoFactor.notEnabled': 'Two-factor sign-in is not on',
    'twoFactor.notStarted': 'Start the set-up again: there is no new key to confirm',
    'twoFactor.requiredForRole': 'Your role requires two-factor sign-in, so it cannot be turned off',
    'result.reAuthRequired': 'Confirm it is you: enter your password again',
    'reAuth.oneProof': 'Enter either your password or a 6-digit code',
    'reAuth.wrongPassword': 'The password is wrong',
  },
  {
    'result.twoFactorNeeded': '请输入身份验证器应用中的验证码',
    'result.twoFactorRequired': '您的角色要求两步验证：请先在“用户设置 → 安全设置”中完成设置',
    'twoFactor.codeFormat': '请输入 6 位验证码或恢复码',
    'twoFactor.wrongCode': '验证码错误或已被使用',
    'twoFactor.challengeExpired': '本次登录已过期或验证码错误次数过多，请重新输入密码',
    'twoFactor.alreadyEnabled': '两步验证已开启',
    'twoFactor.notEnabled': '两步验证未开启',
    'twoFactor.notStarted': '请重新开始设置：没有待确认的新密钥',
    'twoFactor.requiredForRole': '您的角色要求两步验证，不能关闭',
    'result.reAuthRequired': '请确认是您本人：再次输入密码',
    'reAuth.oneProof': '请输入密码或 6 位验证码（二选一）',
    'reAuth.wrongPassword': '密码错误',
  },
);
