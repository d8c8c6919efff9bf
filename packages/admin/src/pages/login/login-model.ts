/**
 * The login form's logic, free of React: validation with the contract's schema (spec §5 messages), the
 * remembered username ('remember password' never stores the password: it keeps the username and asks the
 * server for a longer session with remember: true), and the sign-in sequence.
 */
import { type LoginInput, loginSchema } from '@soundboard/contract';
import * as v from 'valibot';
import { storage } from '../../lib/storage';

export const REMEMBERED_USERNAME_KEY = 'login-username';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

export type LoginErrors = Partial<Record<'username' | 'password', string>>;

/** i18n keys of the first problem of each field; empty when the form can be sent. */
export function validateLogin(values: LoginValues): LoginErrors {
  const result = v.safeParse(loginSchema, values);
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
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
