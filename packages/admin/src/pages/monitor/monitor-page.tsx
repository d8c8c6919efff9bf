/**
 * Server monitor (administrators, monitor:read): how the server is doing now and over the last 15 minutes,
 * asked again every 5 seconds while the screen is open and the tab visible.
 */
import { useStore } from '@nanostores/react';
import { MONITOR_WINDOW_SECONDS } from '@soundboard/contract';
import { dateTimeFormat } from '@soundboard/ui/i18n/intl-formats.ts';
import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { $locale } from '../../stores/locale';
import { MonitorCharts } from './charts';
import { MonitorFigures, MonitorFiguresLoading } from './figures';
import { REFRESH_MS, useMonitor } from './use-monitor';

export default function MonitorPage() {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const locale = useStore($locale);
  const { snapshot, failed, retry } = useMonitor();
  const updated = snapshot && dateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(snapshot.at));
  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId} aria-busy={!snapshot || undefined}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 rounded-lg bg-surface p-4 sm:p-6">
        <div>
          <h1 id={titleId} className="text-xl font-semibold text-default">
            {t('menu.dashboard.monitor')}
          </h1>
          <p className="mt-1 text-secondary">
            {t('monitor.subtitle', { minutes: MONITOR_WINDOW_SECONDS / 60, seconds: REFRESH_MS / 1000 })}
          </p>
        </div>
        {updated && (
          <p className="text-sm text-secondary tabular-nums" data-updated={snapshot.at}>
            {t('monitor.updated', { time: updated })}
          </p>
        )}
      </div>
      {failed && <LoadFailed title={t('monitor.failed')} onRetry={retry} />}
      {snapshot ? (
        <>
          <MonitorFigures snapshot={snapshot} />
          <MonitorCharts snapshot={snapshot} />
        </>
      ) : (
        !failed && <MonitorFiguresLoading />
      )}
    </section>
  );
}
