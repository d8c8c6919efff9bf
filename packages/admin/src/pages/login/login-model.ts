/**
 * The login form's logic, free of React: validation (its messages are in docs/modules/app-shell.md), the
 * remembered username ('remember password' never stores the password: it keeps the username and asks the
 * server for a longer session with remember: true), and the sign-in sequence.
 */
import type { LoginInput } from '@soundboard/contract';
import { storage } from '../../lib/storage';

export const REMEMBERED_USERNAME_KEY = 'login-username';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

export type LoginErrors = Partial<Record<'username' | 'password', string>>;

/**
 * i18n keys of the problem of each field; empty when the form can be sent. The contract's loginSchema says the
 * same (a test holds the two together); it is not used here because valibot would add 2 KB to the login
 * screen's budget for two emptiness checks.
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.username.trim() === '') errors.username = 'login.form.userName.errMsg';
  if (values.password === '') errors.password = 'login.form.password.errMsg';
  return errors;
}

export function initialLoginValues(): LoginValues {
  const username = storage.get(REMEMBERED_USERNAME_KEY) ?? '';
  return { username, password: '', remember: username !== '' };
}

/** After a successful sign-in: keep the username only when asked to; never the password. */
export function rememberUsername(values: LoginValues): void {
  if (values.remember) storage.set(REMEMBERED_USERNAME_KEY, values.username.trim());
  else storage.remove(REMEMBERED_USERNAME_KEY);
}

export function toLoginInput(values: LoginValues): LoginInput {
  return { username: values.username.trim(), password: values.password, remember: values.remember };
}
