/**
 * The monitor's charts over the last 15 minutes, through the kit's ChartWrapper (echarts loads lazily, only on
 * screens with a chart): traffic and errors, latency, event-loop delay, memory and the database queue.
 */
import { useStore } from '@nanostores/react';
import type { MonitorSnapshot } from '@soundboard/contract';
import type { ChartOption } from '@soundboard/ui/widgets/chart-loader.ts';
import { ChartWrapper } from '@soundboard/ui/widgets/chart-wrapper.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { useTokenColors } from '../../lib/use-token-colors';
import { $locale } from '../../stores/locale';
import { formatBytes, formatMs, formatNumber } from './format';
import { lineChartOption, type MonitorLine, nothingToDraw, perSecond, timeLabels, toMib } from './monitor-chart';

const TOKENS = {
  text: '--sb-text-secondary',
  grid: '--sb-border-subtle',
  tooltipBackground: '--sb-bg-elevated',
  tooltipBorder: '--sb-border-default',
  tooltipText: '--sb-text-default',
  primary: '--sb-primary',
  warning: '--sb-warning',
  danger: '--sb-danger',
  success: '--sb-success',
};

const CHART_HEIGHT = 220;

interface ChartSpec {
  key: string;
  lines: MonitorLine[];
  format: (value: number) => string;
}

interface Chart {
  key: string;
  option?: ChartOption;
}

export function MonitorCharts({ snapshot }: { snapshot: MonitorSnapshot }) {
  const t = useT();
  const locale = useStore($locale);
  const colors = useTokenColors(TOKENS);
  const charts = useMemo((): Chart[] => {
    const { series } = snapshot;
    const labels = timeLabels(series, locale);
    const rate = (counts: (number | null)[]) => perSecond(counts, series.step);
    const ms = (value: number) => formatMs(value, locale);
    const specs: ChartSpec[] = [
      {
        key: 'requests',
        format: (value) => formatNumber(value, locale),
        lines: [
          { name: t('monitor.chart.all'), data: rate(series.requests), color: colors.primary },
          { name: t('monitor.chart.clientErrors'), data: rate(series.clientErrors), color: colors.warning },
          { name: t('monitor.chart.serverErrors'), data: rate(series.serverErrors), color: colors.danger },
        ],
      },
      {
        key: 'latency',
        format: ms,
        lines: [
          { name: 'p50', data: series.p50, color: colors.primary },
          { name: 'p99', data: series.p99, color: colors.warning },
        ],
      },
      {
        key: 'eventLoop',
        format: ms,
        lines: [
          { name: 'p50', data: series.loopP50, color: colors.primary },
          { name: 'p99', data: series.loopP99, color: colors.warning },
          { name: t('monitor.chart.max'), data: series.loopMax, color: colors.danger },
        ],
      },
      {
        key: 'memory',
        format: (mib) => formatBytes(mib * 1024 * 1024),
        lines: [
          { name: t('monitor.chart.rss'), data: toMib(series.rss), color: colors.primary },
          { name: t('monitor.chart.heapUsed'), data: toMib(series.heapUsed), color: colors.success },
        ],
      },
      {
        key: 'queue',
        format: (value) => formatNumber(value, locale),
        lines: [{ name: t('monitor.chart.queued'), data: series.queued, color: colors.primary }],
      },
    ];
    return specs.map(({ key, lines, format }) => ({
      key,
      ...(nothingToDraw(lines) ? {} : { option: lineChartOption(labels, lines, format, colors) }),
    }));
  }, [snapshot, locale, colors, t]);
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      {charts.map((chart) => (
        <div key={chart.key} data-chart={chart.key} className="min-w-0 overflow-hidden rounded-lg bg-surface">
          <ChartWrapper
            title={t(`monitor.chart.${chart.key}`)}
            option={chart.option}
            isEmpty={chart.option === undefined}
            height={CHART_HEIGHT}
          />
        </div>
      ))}
    </div>
  );
}
