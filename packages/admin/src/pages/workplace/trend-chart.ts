/**
 * The sales trend as the kit BarChart's bars and formatters (pure: the texts follow the interface language).
 * Amounts arrive in integer fen and stay fen as bar values; the axis shows compact yuan, the tooltip the exact
 * amount formatted from the fen.
 */
import type { WorkplaceFigures } from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import type { BarDatum } from '@soundboard/ui/widgets/bar-chart.tsx';

export type TrendDay = WorkplaceFigures['trend'][number];

/** Fen to yuan for the axis only (the exact amount is always formatted from the fen). */
export const fenToYuan = (fen: number) => fen / 100;

/** One bar per day, oldest first, named by its month and day ("11月3日", "Nov 3"); the value stays in fen. */
export function trendBars(trend: readonly TrendDay[], locale: string): BarDatum[] {
  const day = new Intl.DateTimeFormat(locale, {
    month: locale === 'zh-CN' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return trend.map(({ date, amount }) => ({
    key: date,
    label: day.format(new Date(`${date}T00:00:00Z`)),
    value: amount,
  }));
}

/** The total over the period and its best day (null when nothing sold). */
export function trendSummary(trend: readonly TrendDay[]): { total: number; best: TrendDay | null } {
  let total = 0;
  let best: TrendDay | null = null;
  for (const day of trend) {
    total += day.amount;
    if (day.amount > 0 && (best === null || day.amount > best.amount)) best = day;
  }
  return { total, best };
}

/** Compact yuan for the value axis from a value in fen: "1.2万" in Chinese, "12K" in English. */
export function axisYuan(locale: string): (fen: number) => string {
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (fen) => compact.format(fenToYuan(fen));
}

/** The exact amount of a day, e.g. "¥12,345.00". */
export const exactYuan =
  (locale: string) =>
  (fen: number): string =>
    formatMoney(fen, 'CNY', locale);
