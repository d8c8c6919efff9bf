import { minorUnitsDecimal } from '../data-display/format-money';

/**
 * The storefront's prices: fen as yuan, written exactly as Intl writes CNY in the storefront's two languages
 * (`¥1,299.00` in Chinese, `CN¥1,299.00` in English), but without Intl. The first Intl formatter a page builds
 * loads the language's data: ~50 ms of the main thread on a desktop, ~200 ms on a phone, in the middle of taking
 * over the server's page. price.test.ts holds this to Intl's own output.
 */
export function formatYuan(fen: number, locale: string): string {
  const decimal = minorUnitsDecimal(fen);
  const negative = decimal.startsWith('-');
  const [yuan = '', cents = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = yuan.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${locale.startsWith('zh') ? '¥' : 'CN¥'}${grouped}.${cents}`;
}
