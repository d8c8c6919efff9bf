/**
 * The password policy's pure rules (docs/security.md). The character rules: digits, letters and special characters, no
 * spaces, both upper and lower case. Added (ASVS 5.0 6.2): at least PASSWORD_MIN characters, or the configured
 * `security.passwordMinLength` when that is higher (the server passes it), and not containing the username. The server
 * adds one more rule it alone can check: not a common password (its list is never sent to the browser).
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
  const problem = hintProblem(password);
  if (problem) return { message: problem, values: {} };
  const username = rules.username?.trim().toLowerCase() ?? '';
  if (username && password.toLowerCase().includes(username))
    return { message: 'password.containsUsername', values: {} };
  return null;
}

/** The message key of the first rule broken (for callers that need no placeholders), or null. */
export function passwordProblem(password: string, rules: PasswordRules = {}): string | null {
  return passwordIssue(password, rules)?.message ?? null;
}

function hintProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX) return 'password.tooLong';
  if (/\s/.test(password)) return 'password.noSpaces';
  if (!/\d/.test(password)) return 'password.needDigit';
  if (!/[a-z]/.test(password)) return 'password.needLower';
  if (!/[A-Z]/.test(password)) return 'password.needUpper';
  if (!/[^A-Za-z0-9\s]/.test(password)) return 'password.needSpecial';
  return null;
}
