/**
 * Sales by store as horizontal bars (an echarts option, pure: colours and texts come in, so the chart follows
 * the theme and the language). Amounts arrive in fen and are drawn in yuan.
 */
import type { StoreSales } from '@soundboard/contract';
import type { ChartOption } from '@soundboard/ui/widgets/chart-loader.ts';
import { axisTooltip } from '../../lib/chart-tooltip';

export interface SalesChartColors {
  text: string;
  grid: string;
  bar: string;
  tooltipBackground: string;
  tooltipBorder: string;
  tooltipText: string;
}

export function storeSalesOption(
  sales: readonly StoreSales[],
  texts: {
    name: (row: StoreSales) => string;
    money: (fen: number) => string;
    axis: (fen: number) => string;
    /** The store names' room in px (they are cut with an ellipsis beyond it). */
    labelWidth: number;
  },
  colors: SalesChartColors,
  animate = true,
): ChartOption {
  const axisText = { color: colors.text, fontSize: 12 };
  // Highest at the top: a category axis draws its first item at the bottom.
  const rows = [...sales].reverse();
  return {
    animation: animate,
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: axisTooltip(colors, (value: unknown) => texts.money(typeof value === 'number' ? value : 0)),
    xAxis: {
      type: 'value',
      min: 0,
      axisLabel: { ...axisText, formatter: (value: number) => texts.axis(value) },
      splitLine: { lineStyle: { color: colors.grid } },
    },
    yAxis: {
      type: 'category',
      data: rows.map(texts.name),
      axisLabel: { ...axisText, width: texts.labelWidth, overflow: 'truncate' },
      axisLine: { lineStyle: { color: colors.grid } },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        data: rows.map((row) => row.total),
        barMaxWidth: 18,
        itemStyle: { color: colors.bar, borderRadius: [0, 2, 2, 0] },
      },
    ],
  };
}
