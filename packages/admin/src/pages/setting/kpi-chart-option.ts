/**
 * The monthly attainment of each salesperson as grouped bars (an echarts option, pure: colours and texts come in,
 * so the chart follows the theme and the language). A month without a target has no bar (no attainment).
 */
import type { KpiRow } from '@soundboard/contract';
import type { ChartOption } from '@soundboard/ui/widgets/chart-loader.ts';
import { axisTooltip } from '../../lib/chart-tooltip';
import { formatAttainment, monthName } from './kpi-format';

export interface KpiChartColors {
  text: string;
  grid: string;
  tooltipBackground: string;
  tooltipBorder: string;
  tooltipText: string;
  /** One per salesperson, in turn. */
  series: string[];
}

/** Nothing to draw: no salesperson has a monthly target. */
export const noAttainment = (rows: readonly KpiRow[]): boolean =>
  rows.every((row) => row.months.every((month) => month.attainment === null));

export function kpiChartOption(
  rows: readonly KpiRow[],
  texts: { locale: string; yAxis: string },
  colors: KpiChartColors,
  animate = true,
): ChartOption {
  const axisText = { color: colors.text, fontSize: 12 };
  const percent = (value: unknown) => formatAttainment(typeof value === 'number' ? value : null, texts.locale);
  return {
    animation: animate,
    grid: { left: 8, right: 16, top: 48, bottom: 8, containLabel: true },
    legend: { top: 0, right: 0, textStyle: axisText, type: 'scroll' },
    tooltip: axisTooltip(colors, percent),
    xAxis: {
      type: 'category',
      data: Array.from({ length: 12 }, (_, index) => monthName(index + 1, texts.locale)),
      axisLabel: axisText,
      axisLine: { lineStyle: { color: colors.grid } },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      min: 0,
      name: texts.yAxis,
      nameTextStyle: { ...axisText, align: 'left' },
      axisLabel: { ...axisText, formatter: percent },
      splitLine: { lineStyle: { color: colors.grid } },
    },
    series: rows.map((row, index) => {
      const color = colors.series[index % colors.series.length];
      return {
        type: 'bar',
        name: row.nickname || row.username,
        data: row.months.map((month) => month.attainment),
        barMaxWidth: 14,
        itemStyle: { color, borderRadius: [2, 2, 0, 0] },
      };
    }),
  };
}
