/**
 * The Workplace's data: the figures, the 30-day sales trend, low-stock products and the latest orders, from one
 * call (the customer panels, ./crm-panels, ask for theirs at the same time). While it loads every panel shows its
 * skeleton; if it fails, one message with a retry stands in for them.
 */
import { Result } from '@soundboard/ui/feedback/result.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { useT } from '../../i18n/use-t';
import { CrmPanels } from './crm-panels';
import { Figures, FiguresLoading } from './figures';
import { InvoicesToReverse } from './invoices-to-reverse';
import { LowStock } from './low-stock';
import { RecentOrders } from './recent-orders';
import { SalesTrend } from './sales-trend';
import { useWorkplaceFigures } from './use-workplace-figures';

export function WorkplacePanels() {
  const t = useT();
  const { figures, failed, reload } = useWorkplaceFigures();
  if (failed) {
    return (
      <div className="rounded-lg bg-surface p-4 sm:p-6">
        <Result status="error" headingLevel={2} title={t('workplace.loadFailed')}>
          <Button variant="primary" onPress={reload}>
            {t('workplace.retry')}
          </Button>
        </Result>
      </div>
    );
  }
  const loading = !figures;
  return (
    <section aria-labelledby="workplace-data" aria-busy={loading || undefined} className="flex flex-col gap-4">
      <h2 id="workplace-data" className="sr-only">
        {t('workplace.data')}
      </h2>
      {figures ? <Figures figures={figures} /> : <FiguresLoading />}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <SalesTrend trend={figures?.trend} loading={loading} />
        </div>
        <LowStock figures={figures} loading={loading} />
      </div>
      {/* Their requests leave with the figures' (one wave, not two); each panel shows once its answer is in, below
          the skeletons above, so nothing moves. The invoices to reverse (finance readers only) come after the
          chart, so the keyboard reaches the chart right after the figures' links. */}
      <InvoicesToReverse />
      <CrmPanels />
      <RecentOrders orders={figures?.recentOrders} loading={loading} />
    </section>
  );
}
