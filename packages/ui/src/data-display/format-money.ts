/**
 * Money is integer minor units (fen) plus a currency code. It is formatted from an exact decimal string, so no
 * float ever touches the amount (Intl accepts decimal strings since ES2023).
 */
/** Formatters are costly to build and a list shows hundreds of amounts: one per locale and currency. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  if (!Number.isSafeInteger(minorUnits)) throw new TypeError(`money must be integer minor units, got ${minorUnits}`);
  const sign = minorUnits < 0 ? '-' : '';
  const digits = String(Math.abs(minorUnits)).padStart(3, '0');
  const decimal = `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return formatterFor(locale, currency).format(decimal as `${number}`);
}
