/**
 * The monitor's figures in the interface language: milliseconds, rates, shares, uptime and memory. Units come
 * from Intl (12 ms / 12毫秒), so they need no dictionary; a missing value is a dash.
 */
import { numberFormat } from '@soundboard/ui/i18n/intl-formats.ts';
import { formatSize } from '@soundboard/ui/pickers/upload-files.ts';

export const NO_VALUE = '—';

/** Fewer decimals as the value grows: 0.42 ms, 3.1 ms, 120 ms. */
export function formatMs(ms: number | null, locale: string): string {
  if (ms === null) return NO_VALUE;
  const digits = ms < 1 ? 2 : ms < 100 ? 1 : 0;
  return numberFormat(locale, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(ms);
}

/** A plain count or rate with at most one decimal. */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

/** A share 0-1 as a percentage: 0.0123 -> "1.23%". */
export function formatShare(share: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(share);
}

/** Memory in binary units: 123 MB. */
export const formatBytes = (bytes: number | null): string => (bytes === null ? NO_VALUE : formatSize(bytes));

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** The largest unit and the next one when it is not zero: "2 days 3 hr", "2 days", "4 min 5 sec", "0 sec". */
export function formatUptime(seconds: number, locale: string): string {
  const whole = Math.max(0, Math.floor(seconds));
  const largest = UNITS.findIndex(([, size]) => whole >= size);
  const first = largest === -1 ? UNITS.length - 1 : largest;
  const parts: string[] = [];
  let rest = whole;
  for (const [unit, size] of UNITS.slice(first, first + 2)) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 || parts.length === 0) {
      parts.push(numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(count));
    }
  }
  return parts.join(' ');
}
