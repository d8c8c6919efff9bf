/**
 * BarChart: a titled card with a small SVG bar chart (no chart library, so a page with one chart stays light),
 * with the same loading and empty states as ChartWrapper. The plot itself (keyboard, tooltip) is BarChartPlot.
 */
import { useLocale } from 'react-aria-components';
import { Spinner } from '../feedback/spinner';
import { numberFormat } from '../i18n/intl-formats';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { BarChartPlot, type BarDatum } from './bar-chart-plot';

export type { BarDatum } from './bar-chart-plot';

const messages = defineMessages({
  'zh-CN': { empty: '暂无数据' },
  'en-US': { empty: 'No data' },
});

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
  const t = useMessages(messages);
  const { locale } = useLocale();
  const showChart = !loading && !isEmpty && bars.length > 0;
  return (
    <section aria-label={title} data-slot="bar-chart" className={cn('rounded-md bg-surface p-4', className)}>
      <h3 className="mb-3 text-lg font-medium text-default">{title}</h3>
      <div style={{ height }} className="relative">
        {loading && (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </div>
        )}
        {!loading && !showChart && (
          <p className="flex h-full items-center justify-center text-base text-muted">{t.empty}</p>
        )}
        {showChart && (
          <BarChartPlot
            title={title}
            bars={bars}
            height={height}
            formatValue={formatValue ?? ((value) => numberFormat(locale).format(value))}
            formatTick={formatTick ?? ((value) => numberFormat(locale, { notation: 'compact' }).format(value))}
          />
        )}
      </div>
    </section>
  );
}
