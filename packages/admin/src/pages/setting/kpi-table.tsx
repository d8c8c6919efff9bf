/**
 * The KPI table: a row per salesperson and a total row; per month the actual sales, the target and the
 * attainment; the year likewise, and the sum of the monthly targets beside the yearly one (they need not agree:
 * the difference is shown). Wide: it scrolls sideways; the salesperson and the edit button come first.
 */
import { useStore } from '@nanostores/react';
import type { KpiRow } from '@soundboard/contract';
import { Money } from '@soundboard/ui/data-display/money.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Table, type TableColumn } from '@soundboard/ui/table/table.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { attainmentTone, formatAttainment, monthName } from './kpi-format';
import { type KpiTableRow, TOTAL_ROW } from './kpi-rows';

const TONES = { reached: 'text-success-text', short: 'text-default', none: 'text-muted' } as const;

function Figures({ actual, target, attainment }: { actual: number; target: number; attainment: number | null }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <div className="flex min-w-0 flex-col items-end leading-5">
      <span className={`font-medium ${TONES[attainmentTone(attainment)]}`}>{formatAttainment(attainment, locale)}</span>
      <span className="text-default">
        <span className="sr-only">{t('kpi.actual')} </span>
        <Money minorUnits={actual} />
      </span>
      <span className="text-xs text-secondary">
        {t('kpi.targetShort')} <Money minorUnits={target} />
      </span>
    </div>
  );
}

function MonthsTotal({ row }: { row: KpiRow }) {
  const t = useT();
  const difference = row.monthTargetsTotal - row.yearTarget;
  return (
    <div className="flex min-w-0 flex-col items-end leading-5">
      <Money minorUnits={row.monthTargetsTotal} />
      <span className={`text-xs ${difference === 0 ? 'text-secondary' : 'text-warning-text'}`}>
        {difference === 0 ? (
          t('kpi.matchesYear')
        ) : (
          <>
            {t(difference > 0 ? 'kpi.aboveYear' : 'kpi.belowYear')} <Money minorUnits={Math.abs(difference)} />
          </>
        )}
      </span>
    </div>
  );
}

export function KpiTable({
  rows,
  loading,
  onEdit,
}: {
  rows: KpiTableRow[];
  loading: boolean;
  /** Absent without kpi:write: no edit buttons. */
  onEdit?: (row: KpiRow) => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const columns = useMemo((): TableColumn<KpiTableRow>[] => {
    const list: TableColumn<KpiTableRow>[] = [
      {
        id: 'salesperson',
        title: t('kpi.salesperson'),
        isRowHeader: true,
        width: 150,
        cell: (row) => row.nickname || row.username,
      },
      {
        id: 'year',
        title: t('kpi.yearColumn'),
        align: 'end',
        width: 170,
        cell: (row) => <Figures actual={row.yearActual} target={row.yearTarget} attainment={row.yearAttainment} />,
      },
      {
        id: 'monthsTotal',
        title: t('kpi.monthsTotal'),
        align: 'end',
        width: 210,
        cell: (row) => <MonthsTotal row={row} />,
      },
      ...Array.from(
        { length: 12 },
        (_, index): TableColumn<KpiTableRow> => ({
          id: `m${index + 1}`,
          title: monthName(index + 1, locale),
          align: 'end',
          width: 170,
          cell: (row) => {
            const month = row.months[index];
            return month ? <Figures {...month} /> : null;
          },
        }),
      ),
    ];
    if (onEdit) {
      list.splice(1, 0, {
        id: 'actions',
        title: t('kpi.actions'),
        width: 110,
        cell: (row) =>
          row.id === TOTAL_ROW ? null : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('kpi.editFor', { name: row.nickname || row.username })}
              onPress={() => onEdit(row)}
            >
              {t('kpi.edit')}
            </Button>
          ),
      });
    }
    return list;
  }, [t, locale, onEdit]);
  return (
    <Table
      aria-label={t('kpi.tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowHeight={76}
      emptyContent={t('kpi.empty')}
    />
  );
}
