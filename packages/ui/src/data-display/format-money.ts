/**
 * Money is integer minor units (fen) plus a currency code. It is formatted from an exact decimal string, so no
 * float ever touches the amount (Intl accepts decimal strings since ES2023).
 */
import { numberFormat } from '../i18n/intl-formats';

/** Minor units as an exact decimal string: 129900 → '1299.00', -5 → '-0.05'. */
export function minorUnitsDecimal(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits)) throw new TypeError(`money must be integer minor units, got ${minorUnits}`);
  const digits = String(Math.abs(minorUnits)).padStart(3, '0');
  return `${minorUnits < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const decimal = minorUnitsDecimal(minorUnits);
  return numberFormat(locale, { style: 'currency', currency }).format(decimal as `${number}`);
}
