/**
 * The sales of the last 30 days: a bar chart through the kit's ChartWrapper (echarts loads lazily), in the
 * theme's colours, and the same facts in words below it (the 30-day total and the best day) for those who
 * cannot see the canvas.
 */

import { useStore } from '@nanostores/react';
import type { WorkplaceFigures } from '@soundboard/contract';
import { Money } from '@soundboard/ui/data-display/money.tsx';
import { ChartWrapper } from '@soundboard/ui/widgets/chart-wrapper.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDay } from '../../lib/format-date';
import { $locale } from '../../stores/locale';
import { trendChartOption, trendSummary } from './trend-chart';
import { useChartColors } from './use-chart-colors';

const CHART_HEIGHT = 280;
const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function SalesTrend({ trend, loading = false }: { trend?: WorkplaceFigures['trend']; loading?: boolean }) {
  const t = useT();
  const locale = useStore($locale);
  const colors = useChartColors();
  const option = useMemo(
    () =>
      trend &&
      trendChartOption(
        trend,
        {
          locale,
          series: t('workplace.trend.series'),
          xAxis: t('workplace.trend.xAxis'),
          yAxis: t('workplace.trend.yAxis'),
        },
        colors,
        !reducedMotion(),
      ),
    [trend, locale, colors, t],
  );
  const summary = trend ? trendSummary(trend) : null;
  return (
    <div data-panel="trend" className="flex h-full flex-col overflow-hidden rounded-lg bg-surface">
      <ChartWrapper
        title={t('workplace.trend.title')}
        option={option}
        loading={loading}
        isEmpty={summary?.best === null}
        height={CHART_HEIGHT}
      />
      {summary?.best && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 px-4 pb-4 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-secondary">{t('workplace.trend.total')}</dt>
            <dd className="text-default">
              <Money minorUnits={summary.total} />
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-secondary">{t('workplace.trend.best')}</dt>
            <dd className="text-default">
              {formatDay(summary.best.date)} · <Money minorUnits={summary.best.amount} />
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
