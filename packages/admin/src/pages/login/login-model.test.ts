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

  it('asks for both fields with the spec messages', () => {
    expect(validateLogin({ username: ' ', password: '', remember: false })).toEqual({
      username: 'login.form.userName.errMsg',
      password: 'login.form.password.errMsg',
    });
    expect(validateLogin({ username: 'admin', password: 'x', remember: false })).toEqual({});
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
