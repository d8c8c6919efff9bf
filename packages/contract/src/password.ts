/**
 * The password policy's pure rules (docs/security.md), as ASVS 5.0 6.2 asks: length, not composition. At least
 * PASSWORD_MIN characters, or the configured `security.passwordMinLength` when that is higher (the server passes it),
 * at most PASSWORD_MAX, and not containing the username; any character is allowed, spaces included (passphrases).
 * The server adds one more rule it alone can check: not a common password (its list is never sent to the browser).
 * The product's hint text still mentions character classes: it is advice, and no message claims it is enforced.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export interface PasswordRules {
  /** The configured minimum; never below PASSWORD_MIN. */
  minLength?: number;
  /** The account's username: the password may not contain it (case-insensitive). */
  username?: string;
}

/** A broken rule: its message key and the placeholders the message needs. */
export interface PasswordIssue {
  message: string;
  values: Record<string, string>;
}

export function passwordMinLength(rules: PasswordRules = {}): number {
  return Math.max(PASSWORD_MIN, rules.minLength ?? PASSWORD_MIN);
}

/** The first rule the password breaks, or null. */
export function passwordIssue(password: string, rules: PasswordRules = {}): PasswordIssue | null {
  const min = passwordMinLength(rules);
  if (password.length < min) return { message: 'password.tooShort', values: { min: String(min) } };
  if (password.length > PASSWORD_MAX) return { message: 'password.tooLong', values: {} };
  const username = rules.username?.trim().toLowerCase() ?? '';
  if (username && password.toLowerCase().includes(username))
    return { message: 'password.containsUsername', values: {} };
  return null;
}

/** The message key of the first rule broken (for callers that need no placeholders), or null. */
export function passwordProblem(password: string, rules: PasswordRules = {}): string | null {
  return passwordIssue(password, rules)?.message ?? null;
}
