/** Sales by store through the kit's ChartWrapper (echarts loads lazily, only on this page). */
import { useStore } from '@nanostores/react';
import type { StoreSales } from '@soundboard/contract';
import { ChartWrapper } from '@soundboard/ui/widgets/chart-wrapper.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { reducedMotion } from '../../lib/reduced-motion';
import { useTokenColors } from '../../lib/use-token-colors';
import { $locale } from '../../stores/locale';
import { axisYuan, exactYuan } from '../workplace/trend-chart';
import { useNarrow } from '../workplace/use-narrow';
import { storeName } from './store-name';
import { storeSalesOption } from './store-sales-option';

const TOKENS = {
  text: '--sb-text-secondary',
  grid: '--sb-border-subtle',
  bar: '--sb-primary',
  tooltipBackground: '--sb-bg-elevated',
  tooltipBorder: '--sb-border-default',
  tooltipText: '--sb-text-default',
};

export function StoreSalesChart({ sales }: { sales: readonly StoreSales[] }) {
  const t = useT();
  const locale = useStore($locale);
  const colors = useTokenColors(TOKENS);
  // A phone gives the names less room so the bars keep theirs.
  const narrow = useNarrow();
  const option = useMemo(
    () =>
      storeSalesOption(
        sales,
        {
          name: (row) => storeName(row, locale),
          money: exactYuan(locale),
          axis: axisYuan(locale),
          labelWidth: narrow ? 88 : 140,
        },
        colors,
        !reducedMotion(),
      ),
    [sales, locale, colors, narrow],
  );
  return (
    <div data-panel="store-sales-chart" className="overflow-hidden rounded-lg bg-surface">
      <ChartWrapper
        title={t('stores.home.salesChart')}
        option={option}
        isEmpty={sales.every((row) => row.total === 0)}
        height={Math.max(220, 40 * sales.length + 40)}
      />
    </div>
  );
}
