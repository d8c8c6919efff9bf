import { passwordIssue } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { generatePassword } from '../seed';
import { DEMO_USERS } from '../seed/roles';
import { forEachDriver } from '../test/harness';
import { isCommonPassword } from './password-policy';

describe('password policy', () => {
  it('finds listed passwords in any case, and decorated with digits and symbols', () => {
    for (const common of ['password1', 'Qwerty123', 'P@ssw0rd', 'Admin@123', '2026Letmein!', 'Dragon#1']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const fine of ['Mixer#Desk-2026', 'Sb-WangLei#2026', generatePassword()]) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
  });

  it('lets every documented demo password pass, none containing its username', () => {
    for (const user of DEMO_USERS) {
      expect(passwordIssue(user.password, { username: user.username }), user.username).toBeNull();
      expect(isCommonPassword(user.password), user.username).toBe(false);
    }
  });
});

// ASVS 5.0 6.2.5: length and a common-password list, no composition rules.
forEachDriver('password policy at registration', (h) => {
  const register = (username: string, password: string, locale: string, ip: string) =>
    h.call('POST', '/behind/account/register', {
      json: { username, password, email: `${username}@example.com`, nickname: username, reason: 'studio' },
      headers: { 'arco-locale': locale },
      ip,
    });

  it('accepts long passphrases without digits, capitals or symbols, spaces included', async () => {
    for (const [index, password] of [
      'correct horse battery staple',
      'mixingdeskfaderknob',
      'ЗВУК-пульт микшер',
    ].entries()) {
      const res = await register(`phrase${index}`, password, 'en-US', `10.61.0.${index}`);
      expect(res.status, password).toBe(200);
      expect(res.body.data).toEqual({ status: 'pending' });
    }
  });

  it('refuses short and common passwords in both languages, naming only the rule that is enforced', async () => {
    const cases: [string, string, string, string][] = [
      ['abcdefg', 'en-US', 'The password needs at least 8 characters', '10.61.1.1'],
      ['abcdefg', 'zh-CN', '密码至少需要 8 个字符', '10.61.1.2'],
      ['sunshine', 'en-US', 'This password is too common; choose another', '10.61.1.3'],
      ['Password1!', 'zh-CN', '该密码过于常见，请换一个', '10.61.1.4'],
      ['quinn mixes late', 'en-US', 'The password cannot contain the username', '10.61.1.5'],
    ];
    for (const [password, locale, message, ip] of cases) {
      const res = await register('quinn', password, locale, ip);
      expect(res.status, password).toBe(422);
      expect(res.body.data.issues, password).toEqual([{ path: 'password', message }]);
    }
  });
});
