import { loginSchema } from '@soundboard/contract';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage';
import {
  initialLoginValues,
  REMEMBERED_USERNAME_KEY,
  rememberUsername,
  toLoginInput,
  validateLogin,
} from './login-model';

describe('login form model', () => {
  beforeEach(() => storage.remove(REMEMBERED_USERNAME_KEY));

  it('asks for both fields with their required messages', () => {
    expect(validateLogin({ username: ' ', password: '', remember: false })).toEqual({
      username: 'login.form.userName.errMsg',
      password: 'login.form.password.errMsg',
    });
    expect(validateLogin({ username: 'admin', password: 'x', remember: false })).toEqual({});
  });

  it("agrees with the contract's loginSchema, which the server applies", () => {
    const schemaErrors = (values: { username: string; password: string; remember: boolean }) => {
      const result = v.safeParse(loginSchema, values);
      const errors: Record<string, string> = {};
      for (const issue of result.issues ?? []) errors[String(issue.path?.[0]?.key)] ??= issue.message;
      return errors;
    };
    for (const username of ['', ' ', '\t', 'admin', ' admin ']) {
      for (const password of ['', ' ', 'x', 'Secret1!']) {
        const values = { username, password, remember: false };
        expect(validateLogin(values), JSON.stringify(values)).toEqual(schemaErrors(values));
      }
    }
  });

  it('remembers the username only, never the password, and only when asked', () => {
    rememberUsername({ username: ' admin ', password: 'Secret1!', remember: true });
    expect(storage.get(REMEMBERED_USERNAME_KEY)).toBe('admin');
    expect(initialLoginValues()).toEqual({ username: 'admin', password: '', remember: true });
    rememberUsername({ username: 'admin', password: 'Secret1!', remember: false });
    expect(storage.get(REMEMBERED_USERNAME_KEY)).toBeNull();
    expect(initialLoginValues()).toEqual({ username: '', password: '', remember: false });
  });

  it('sends remember: true for a longer session and a trimmed username', () => {
    expect(toLoginInput({ username: ' admin ', password: ' pw ', remember: true })).toEqual({
      username: 'admin',
      password: ' pw ',
      remember: true,
    });
  });
});
