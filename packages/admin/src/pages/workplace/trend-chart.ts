/**
 * The sales trend as an echarts option (pure: the page passes the colours it read from the theme, so the chart
 * follows light and dark, and the texts in the interface language). Amounts arrive in integer fen; the axis
 * shows yuan, the tooltip the exact amount formatted from the fen.
 */
import type { WorkplaceFigures } from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import type { ChartOption } from '@soundboard/ui/widgets/chart-loader.ts';

export type TrendDay = WorkplaceFigures['trend'][number];

/** Colours the canvas paints with (resolved CSS values: the canvas cannot read CSS variables). */
export interface TrendChartColors {
  bar: string;
  barHover: string;
  text: string;
  grid: string;
  /** The hovered day's band. */
  pointer: string;
  tooltipBackground: string;
  tooltipBorder: string;
  tooltipText: string;
}

export interface TrendChartTexts {
  locale: string;
  /** The series' name in the tooltip, e.g. "Sales". */
  series: string;
  /** Axis titles, e.g. "Date" and "Sales (CNY)". */
  xAxis: string;
  yAxis: string;
}

/** Fen to yuan for plotting only (the exact amount is always formatted from the fen). */
export const fenToYuan = (fen: number) => fen / 100;

/** The x-axis labels (month/day) and y values (yuan) of the trend, oldest first. */
export function trendSeries(trend: readonly TrendDay[], locale: string): { labels: string[]; yuan: number[] } {
  const short = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  return {
    labels: trend.map((day) => short.format(new Date(`${day.date}T00:00:00Z`))),
    yuan: trend.map((day) => fenToYuan(day.amount)),
  };
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

/** Compact yuan for the value axis: "1.2万" in Chinese, "12K" in English. */
export function axisYuan(locale: string): (value: number) => string {
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (value) => compact.format(value);
}

/** The tooltip of one day: its full date and the exact amount. */
export function tooltipText(day: TrendDay, texts: TrendChartTexts): string {
  const date = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day.date}T00:00:00Z`),
  );
  return `${date}<br/>${texts.series}: ${formatMoney(day.amount, 'CNY', texts.locale)}`;
}

export function trendChartOption(
  trend: readonly TrendDay[],
  texts: TrendChartTexts,
  colors: TrendChartColors,
  animate = true,
): ChartOption {
  const { labels, yuan } = trendSeries(trend, texts.locale);
  const axisText = { color: colors.text, fontSize: 12 };
  return {
    animation: animate,
    grid: { left: 8, right: 24, top: 36, bottom: 8 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow', shadowStyle: { color: colors.pointer } },
      backgroundColor: colors.tooltipBackground,
      borderColor: colors.tooltipBorder,
      textStyle: { color: colors.tooltipText },
      formatter: (params: { dataIndex: number }[]) => {
        const day = trend[params[0]?.dataIndex ?? -1];
        return day ? tooltipText(day, texts) : '';
      },
    },
    xAxis: {
      type: 'category',
      data: labels,
      name: texts.xAxis,
      nameLocation: 'middle',
      nameGap: 28,
      nameTextStyle: axisText,
      axisLabel: axisText,
      axisLine: { lineStyle: { color: colors.grid } },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      name: texts.yAxis,
      nameTextStyle: { ...axisText, align: 'left' },
      axisLabel: { ...axisText, formatter: axisYuan(texts.locale) },
      splitLine: { lineStyle: { color: colors.grid } },
    },
    // Bars, not a smoothed line: each day is its own total, and a spline would draw sales below zero.
    series: [
      {
        type: 'bar',
        name: texts.series,
        data: yuan,
        barMaxWidth: 16,
        itemStyle: { color: colors.bar, borderRadius: [2, 2, 0, 0] },
        emphasis: { itemStyle: { color: colors.barHover } },
      },
    ],
  };
}
