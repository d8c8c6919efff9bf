import { passwordIssue } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { generatePassword } from '../seed';
import { DEMO_USERS } from '../seed/roles';
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
