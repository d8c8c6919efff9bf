/**
 * The signed-in salesperson's own attainment on the Workplace (GET /behind/kpi/me): this month's and this
 * year's actual sales against their targets. Shows nothing for someone who is no salesperson, and nothing while
 * loading or after a failure (the Workplace's own panels carry the page). Its texts are the KPI dictionary's,
 * loaded here, so the Workplace route needs no change.
 */
import { useStore } from '@nanostores/react';
import type { KpiMine } from '@soundboard/contract';
import { Money } from '@soundboard/ui/data-display/money.tsx';
import { useEffect, useState } from 'react';
import { isLoaded, needMessages } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { attainmentTone, formatAttainment } from '../setting/kpi-format';
import { Panel } from './panel';
import { myKpi } from './prefetch';

function Attainment({
  label,
  actual,
  target,
  percent,
}: {
  label: string;
  actual: number;
  target: number;
  percent: number | null;
}) {
  const t = useT();
  const locale = useStore($locale);
  const tone = attainmentTone(percent);
  return (
    <div className="flex flex-col gap-1.5" data-kpi-figure>
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-secondary">{label}</span>
        <span
          className={`text-xl font-semibold tabular-nums ${tone === 'reached' ? 'text-success-text' : 'text-default'}`}
        >
          {formatAttainment(percent, locale)}
        </span>
      </div>
      {percent !== null && (
        <div className="h-1.5 overflow-hidden rounded-full bg-fill-2" aria-hidden="true">
          <div
            className={`h-full rounded-full ${tone === 'reached' ? 'bg-success' : 'bg-primary'}`}
            style={{ width: `${Math.min(100, percent)}%` }}
          />
        </div>
      )}
      <p className="text-sm text-secondary">
        <span className="text-default">
          <Money minorUnits={actual} />
        </span>
        {' · '}
        {target > 0 ? (
          <>
            {t('kpi.targetShort')} <Money minorUnits={target} />
          </>
        ) : (
          t('kpi.mine.noTarget')
        )}
      </p>
    </div>
  );
}

export function MySalesTarget() {
  const t = useT();
  const locale = useStore($locale);
  const [mine, setMine] = useState<KpiMine>();
  const [ready, setReady] = useState(() => isLoaded(locale, 'kpi'));
  useEffect(() => {
    let live = true;
    needMessages(['kpi']).then(
      () => live && setReady(true),
      () => undefined,
    );
    myKpi.take().then(
      (answer) => live && setMine(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const row = mine?.row;
  const month = row && mine.currentMonth !== null ? row.months[mine.currentMonth - 1] : undefined;
  if (!ready || !row) return null;
  return (
    <Panel name="my-sales-target" title={t('kpi.mine.title')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {month && (
          <Attainment
            label={t('kpi.mine.month')}
            actual={month.actual}
            target={month.target}
            percent={month.attainment}
          />
        )}
        <Attainment
          label={t('kpi.mine.year')}
          actual={row.yearActual}
          target={row.yearTarget}
          percent={row.yearAttainment}
        />
      </div>
    </Panel>
  );
}
