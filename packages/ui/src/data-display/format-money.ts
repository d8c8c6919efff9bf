/**
 * Money is integer minor units (fen) plus a currency code. It is formatted from an exact decimal string, so no
 * float ever touches the amount (Intl accepts decimal strings since ES2023).
 */
import { numberFormat } from '../i18n/intl-formats';

export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  if (!Number.isSafeInteger(minorUnits)) throw new TypeError(`money must be integer minor units, got ${minorUnits}`);
  const sign = minorUnits < 0 ? '-' : '';
  const digits = String(Math.abs(minorUnits)).padStart(3, '0');
  const decimal = `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return numberFormat(locale, { style: 'currency', currency }).format(decimal as `${number}`);
}
