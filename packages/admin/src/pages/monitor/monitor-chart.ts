/**
 * The monitor's charts as echarts options (pure: the page passes the theme's colours and the texts). Every chart
 * is lines over the same 15-minute time axis, one point per interval; an interval without a value is a gap, not
 * a zero.
 */
import type { MonitorSeries } from '@soundboard/contract';
import { dateTimeFormat } from '@soundboard/ui/i18n/intl-formats.ts';
import type { ChartOption } from '@soundboard/ui/widgets/chart-loader.ts';

/** The resolved CSS colours the charts' axes and tooltips paint with (a canvas cannot read tokens itself). */
export interface AxisColors {
  text: string;
  grid: string;
  tooltipBackground: string;
  tooltipBorder: string;
  tooltipText: string;
}

export interface MonitorLine {
  name: string;
  data: readonly (number | null)[];
  color: string;
}

/** Each interval's start as a local time of day (10:42:05). */
export function timeLabels(series: Pick<MonitorSeries, 'from' | 'step' | 'requests'>, locale: string): string[] {
  const format = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
  return series.requests.map((_, index) => format.format(new Date(series.from + index * series.step)));
}

/** Counts per interval as per-second rates. */
export const perSecond = (counts: readonly (number | null)[], stepMs: number) =>
  counts.map((count) => (count === null ? null : count / (stepMs / 1000)));

const MIB = 1024 * 1024;

/** Bytes as MiB, so the value axis steps by round megabytes. */
export const toMib = (bytes: readonly (number | null)[]) => bytes.map((value) => (value === null ? null : value / MIB));

/** True when no line has a single value: the chart shows its empty state instead of bare axes. */
export const nothingToDraw = (lines: readonly MonitorLine[]) =>
  lines.every((line) => line.data.every((value) => value === null));

export function lineChartOption(
  labels: readonly string[],
  lines: readonly MonitorLine[],
  format: (value: number) => string,
  colors: AxisColors,
): ChartOption {
  const axisText = { color: colors.text, fontSize: 12 };
  return {
    // Redrawn every few seconds: animating each refresh would make the lines swim.
    animation: false,
    // Room on the right for half of the last time label, which is centred on the chart's edge.
    grid: { left: 8, right: 28, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, textStyle: axisText, itemWidth: 14, itemHeight: 8 },
    tooltip: {
      trigger: 'axis',
      backgroundColor: colors.tooltipBackground,
      borderColor: colors.tooltipBorder,
      textStyle: { color: colors.tooltipText },
      valueFormatter: (value: unknown) => (typeof value === 'number' ? format(value) : '—'),
    },
    xAxis: {
      type: 'category',
      data: labels,
      boundaryGap: false,
      axisLabel: axisText,
      axisLine: { lineStyle: { color: colors.grid } },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      min: 0,
      axisLabel: { ...axisText, formatter: format },
      splitLine: { lineStyle: { color: colors.grid } },
    },
    series: lines.map((line) => ({
      type: 'line',
      name: line.name,
      data: line.data,
      // A dot per point: a value between two gaps would otherwise be invisible.
      symbol: 'circle',
      symbolSize: 3,
      showAllSymbol: true,
      connectNulls: false,
      lineStyle: { width: 1.5, color: line.color },
      itemStyle: { color: line.color },
    })),
  };
}
