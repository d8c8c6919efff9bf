/** The attainment chart of the KPI screen, through the kit's ChartWrapper (echarts loads lazily). */
import { useStore } from '@nanostores/react';
import type { KpiRow } from '@soundboard/contract';
import { ChartWrapper } from '@soundboard/ui/widgets/chart-wrapper.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { reducedMotion } from '../../lib/reduced-motion';
import { useTokenColors } from '../../lib/use-token-colors';
import { $locale } from '../../stores/locale';
import { kpiChartOption, noAttainment } from './kpi-chart-option';

const TOKENS = {
  text: '--sb-text-secondary',
  grid: '--sb-border-subtle',
  tooltipBackground: '--sb-bg-elevated',
  tooltipBorder: '--sb-border-default',
  tooltipText: '--sb-text-default',
  s1: '--sb-primary',
  s2: '--sb-success',
  s3: '--sb-warning',
  s4: '--sb-info',
  s5: '--sb-danger',
  s6: '--sb-primary-4',
};

export function KpiChart({ rows, loading }: { rows?: KpiRow[]; loading: boolean }) {
  const t = useT();
  const locale = useStore($locale);
  // The same object until the theme changes (useTokenColors keeps it while the values are equal).
  const palette = useTokenColors(TOKENS);
  const option = useMemo(() => {
    if (!rows) return undefined;
    const { s1, s2, s3, s4, s5, s6, ...colors } = palette;
    const texts = { locale, yAxis: t('kpi.chart.yAxis') };
    return kpiChartOption(rows, texts, { ...colors, series: [s1, s2, s3, s4, s5, s6] }, !reducedMotion());
  }, [rows, locale, t, palette]);
  return (
    <div data-panel="kpi-chart" className="overflow-hidden rounded-lg bg-surface">
      <ChartWrapper
        title={t('kpi.chart.title')}
        option={option}
        loading={loading}
        isEmpty={rows !== undefined && noAttainment(rows)}
        height={300}
      />
    </div>
  );
}
