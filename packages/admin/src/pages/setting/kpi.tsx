/**
 * Sales targets and attainment (/setting/user/kpi, kpi:read): a year picker, the attainment chart and the table
 * of every salesperson's targets and actual sales (contract settings/kpi.ts says what counts). Holders of
 * kpi:write edit a salesperson's targets in a drawer.
 */
import { useStore } from '@nanostores/react';
import { businessDay, type KpiRow } from '@soundboard/contract';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useCallback, useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { useLatestLoad } from '../../lib/use-latest-load';
import { useCan } from '../../resource/can';
import type { PageProps } from '../../routes/types';
import { $locale } from '../../stores/locale';
import { loadKpiYear } from './kpi-api';
import { KpiChart } from './kpi-chart';
import { KpiEditor } from './kpi-editor';
import { withTotal } from './kpi-rows';
import { KpiTable } from './kpi-table';

/** Years offered: two back, the current one and the next (targets are often set ahead). */
const yearChoices = (current: number) => [current + 1, current, current - 1, current - 2];

function useKpiYear(year: number) {
  const { data: answer, failed, reload } = useLatestLoad(useCallback(() => loadKpiYear(year), [year]));
  // A previous year's answer is not shown under another year.
  return { answer: answer?.year === year ? answer : undefined, failed, reload };
}

export default function KpiPage(_props: PageProps) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  useStore($locale);
  const can = useCan();
  const thisYear = Number(businessDay().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<KpiRow | null>(null);
  const { answer, failed, reload } = useKpiYear(year);
  const rows = useMemo(() => (answer ? withTotal(answer.rows, t('kpi.total')) : []), [answer, t]);
  const canWrite = can('kpi:write');
  const edit = useCallback((row: KpiRow) => setEditing(row), []);

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId} aria-busy={!answer || undefined}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3 rounded-lg bg-surface p-4 sm:p-6">
        <div className="min-w-0 max-w-3xl">
          <h1 id={titleId} className="text-xl font-semibold text-default">
            {t('menu.setting.userKpi')}
          </h1>
          <p className="mt-1 text-secondary">{t('kpi.subtitle')}</p>
        </div>
        <Select
          label={t('kpi.year')}
          className="w-32"
          options={yearChoices(thisYear).map((choice) => ({ id: String(choice), label: String(choice) }))}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
        />
      </div>
      {failed && <LoadFailed title={t('kpi.failed')} onRetry={reload} />}
      <KpiChart rows={answer?.rows} loading={!answer && !failed} />
      <div className="rounded-lg bg-surface p-4">
        <h2 className="mb-3 text-base font-medium text-default">{t('kpi.tableTitle', { year })}</h2>
        <KpiTable rows={rows} loading={!answer && !failed} {...(canWrite ? { onEdit: edit } : {})} />
      </div>
      {editing && (
        <KpiEditor
          row={editing}
          year={year}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
