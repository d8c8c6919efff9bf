/**
 * BarChart: a titled card with a small SVG bar chart (no chart library, so a page with one chart stays light),
 * in the same card as ChartWrapper (ChartFrame). The plot itself (keyboard, tooltip) is BarChartPlot.
 */
import { useLocale } from 'react-aria-components';
import { numberFormat } from '../i18n/intl-formats';
import { BarChartPlot, type BarDatum } from './bar-chart-plot';
import { ChartFrame } from './chart-frame';

export type { BarDatum } from './bar-chart-plot';

export interface BarChartProps {
  title: string;
  bars: readonly BarDatum[];
  /** The exact value in the tooltip (default: the locale's number format). */
  formatValue?: (value: number) => string;
  /** The y-axis tick labels (default: compact numbers). */
  formatTick?: (value: number) => string;
  loading?: boolean;
  /** Nothing worth drawing (e.g. all zero): shows the empty state. An empty `bars` always does. */
  isEmpty?: boolean;
  height?: number;
  className?: string;
}

export function BarChart({
  title,
  bars,
  formatValue,
  formatTick,
  loading,
  isEmpty,
  height = 280,
  className,
}: BarChartProps) {
  const { locale } = useLocale();
  return (
    <ChartFrame
      title={title}
      slot="bar-chart"
      loading={loading}
      empty={Boolean(isEmpty) || bars.length === 0}
      height={height}
      className={className}
    >
      <BarChartPlot
        title={title}
        bars={bars}
        height={height}
        formatValue={formatValue ?? ((value) => numberFormat(locale).format(value))}
        formatTick={formatTick ?? ((value) => numberFormat(locale, { notation: 'compact' }).format(value))}
      />
    </ChartFrame>
  );
}
