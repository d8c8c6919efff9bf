/**
 * The whole password policy, applied wherever a person chooses a password (register, own password change): the
 * contract's rules with the configured minimum length and the username, then the common-password list. The list
 * (zxcvbn-ts's ~49,000 common passwords) stays on the server, read once on first use.
 */
import { createRequire } from 'node:module';
import { type PasswordIssue, passwordIssue } from '@soundboard/contract';
import type { Context } from 'hono';
import { fieldError } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { configValue } from '../settings/config-store';

const require = createRequire(import.meta.url);
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(require('@zxcvbn-ts/language-common/src/passwords.json') as string[]);
  return common;
}

/**
 * A password on the list, compared in lower case, alone or with digits and symbols added before or after it
 * ("Admin@123" is "admin" decorated): the usual way a listed password is made to pass the character rules.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stem = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const list = commonPasswords();
  return list.has(lower) || (stem !== '' && list.has(stem));
}

/** The first rule a new password breaks with this server's configuration, or null. */
export async function newPasswordIssue(
  c: Context<AppEnv>,
  password: string,
  username: string,
): Promise<PasswordIssue | null> {
  const minLength = await configValue(c.var.deps, 'security.passwordMinLength');
  const issue = passwordIssue(password, { minLength, username });
  if (issue) return issue;
  return isCommonPassword(password) ? { message: 'password.common', values: {} } : null;
}

/** Throws the broken rule as a field issue on `path` (422, translated), before anything is hashed or written. */
export async function checkNewPassword(
  c: Context<AppEnv>,
  path: string,
  password: string,
  username: string,
): Promise<void> {
  const issue = await newPasswordIssue(c, password, username);
  if (issue) throw fieldError(c, path, issue.message, issue.values);
}
