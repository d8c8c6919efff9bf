/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015) of a Chinese organisation: 18 characters from
 * a 31-character alphabet (digits and capitals without I, O, Z, S, V); the last is a check character over the
 * first 17, weighted by 3^i mod 31.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character the first 17 characters call for; null when one is outside the alphabet. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (const [index, weight] of WEIGHTS.entries()) {
    const value = ALPHABET.indexOf(first17[index] ?? '');
    if (value < 0) return null;
    sum += value * weight;
  }
  return ALPHABET[(31 - (sum % 31)) % 31] ?? null;
}

/** Whether `code` is a well-formed credit code with the right check character. */
export function isCreditCode(code: string): boolean {
  if (code.length !== 18) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
