/**
 * MoneyField: an amount typed in yuan (currency formatting from the locale, two decimals) and held in integer
 * minor units (fen), as everything else in the system holds money (docs/architecture.md). Never a float on the way out.
 */
import { NumberField, type NumberFieldProps } from './number-field';

export interface MoneyFieldProps
  extends Omit<NumberFieldProps, 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'formatOptions'> {
  /** Fen; null when empty. */
  value?: number | null;
  onChange?: (fen: number | null) => void;
  currency?: string;
  /** Fen. */
  minValue?: number;
  maxValue?: number;
}

export const toFen = (yuan: number): number | null => (Number.isNaN(yuan) ? null : Math.round(yuan * 100));
export const toYuan = (fen: number | null | undefined): number =>
  fen === null || fen === undefined ? Number.NaN : fen / 100;

export function MoneyField({ value, onChange, currency = 'CNY', minValue = 0, maxValue, ...props }: MoneyFieldProps) {
  return (
    <NumberField
      {...props}
      {...(value === undefined ? {} : { value: toYuan(value) })}
      onChange={(yuan) => onChange?.(toFen(yuan))}
      minValue={minValue / 100}
      {...(maxValue === undefined ? {} : { maxValue: maxValue / 100 })}
      step={0.01}
      formatOptions={{ style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }}
    />
  );
}
