/**
 * The sales of the last 30 days: the kit's light SVG BarChart (no chart library on the Workplace, so its heap and
 * its first paint stay small), and the same facts in words below it (the 30-day total and the best day).
 */

import { useStore } from '@nanostores/react';
import type { WorkplaceFigures } from '@soundboard/contract';
import { Money } from '@soundboard/ui/data-display/money.tsx';
import { BarChart } from '@soundboard/ui/widgets/bar-chart.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDay } from '../../lib/format-date';
import { $locale } from '../../stores/locale';
import { axisYuan, exactYuan, trendBars, trendSummary } from './trend-chart';

const CHART_HEIGHT = 280;

export function SalesTrend({ trend, loading = false }: { trend?: WorkplaceFigures['trend']; loading?: boolean }) {
  const t = useT();
  const locale = useStore($locale);
  const bars = useMemo(() => (trend ? trendBars(trend, locale) : []), [trend, locale]);
  const formatValue = useMemo(() => exactYuan(locale), [locale]);
  const formatTick = useMemo(() => axisYuan(locale), [locale]);
  const summary = trend ? trendSummary(trend) : null;
  return (
    <div data-panel="trend" className="flex h-full flex-col overflow-hidden rounded-lg bg-surface">
      <BarChart
        title={t('workplace.trend.title')}
        bars={bars}
        formatValue={formatValue}
        formatTick={formatTick}
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
