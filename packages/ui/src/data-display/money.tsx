/** An amount of money from integer minor units, formatted in the current locale (¥1,234.56). */
import { useLocale } from 'react-aria-components';
import { formatMoney } from './format-money';

export function Money({ minorUnits, currency = 'CNY' }: { minorUnits: number; currency?: string }) {
  const { locale } = useLocale();
  return (
    <span data-slot="money" className="tabular-nums">
      {formatMoney(minorUnits, currency, locale)}
    </span>
  );
}
