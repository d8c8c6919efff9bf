/**
 * The storefront's prices: fen as yuan, written exactly as Intl writes CNY in the storefront's two languages
 * (`¥1,299.00` in Chinese, `CN¥1,299.00` in English), but without Intl. The first Intl formatter a page builds
 * loads the language's data: ~50 ms of the main thread on a desktop, ~200 ms on a phone, in the middle of taking
 * over the server's page. price.test.ts holds this to Intl's own output.
 */
export function formatYuan(fen: number, locale: string): string {
  if (!Number.isSafeInteger(fen)) throw new TypeError(`money must be integer minor units, got ${fen}`);
  const digits = String(Math.abs(fen)).padStart(3, '0');
  const yuan = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${fen < 0 ? '-' : ''}${locale.startsWith('zh') ? '¥' : 'CN¥'}${yuan}.${digits.slice(-2)}`;
}
