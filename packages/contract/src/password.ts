/**
 * The spec's password hint, enforced: at least six characters; digits, letters and special characters; no
 * spaces; both upper and lower case. Returns the message key of the first rule broken, or null.
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return 'password.tooShort';
  if (password.length > PASSWORD_MAX) return 'password.tooLong';
  if (/\s/.test(password)) return 'password.noSpaces';
  if (!/\d/.test(password)) return 'password.needDigit';
  if (!/[a-z]/.test(password)) return 'password.needLower';
  if (!/[A-Z]/.test(password)) return 'password.needUpper';
  if (!/[^A-Za-z0-9\s]/.test(password)) return 'password.needSpecial';
  return null;
}
