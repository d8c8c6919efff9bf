/**
 * A partner's ledger in its detail: a paged table of the rows (newest first, as the server answers), each with
 * its time, kind, what it did to the frozen, available and held buckets, the order or withdrawal it belongs to,
 * its reason and who wrote and approved it; and the whole ledger as CSV.
 */
import { useStore } from '@nanostores/react';
import { type LedgerRow, translate } from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { Pagination } from '@soundboard/ui/navigation/pagination.tsx';
import { type DataColumn, DataTable } from '@soundboard/ui/table/data-table.tsx';
import { useCallback, useState } from 'react';
import { ledgerExportPath, loadLedger } from '../../api/finance-partners';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { StaffChip } from '../../lib/staff-chip';
import { useLatestLoad } from '../../lib/use-latest-load';
import { download } from '../../resource/download';
import { screenHref } from '../../resource/screen-href';
import { $locale } from '../../stores/locale';
import { searchHref } from '../workplace/figure-links';

const PAGE_SIZE = 20;

/** A signed amount with its sign always shown (a delta), or a dash for none. */
export function formatDelta(fen: number, locale: string): string {
  if (fen === 0) return '-';
  const money = formatMoney(Math.abs(fen), 'CNY', locale);
  return fen > 0 ? `+${money}` : `−${money}`;
}

/** The withdrawal (its slip), the order and the refund a row belongs to, by their numbers. */
function LedgerDocuments({ row }: { row: LedgerRow }) {
  const t = useT();
  const links = [
    row.withdrawalId !== null && row.withdrawalNo && (
      <Link key="w" size="sm" variant="text" href={screenHref('WithdrawalPrint', { id: row.withdrawalId })}>
        {t('finance.ledger.withdrawal', { number: row.withdrawalNo })}
      </Link>
    ),
    row.saleOrderNo && (
      <Link key="o" size="sm" variant="text" href={searchHref(screenHref('SaleOrder'), row.saleOrderNo)}>
        {t('finance.ledger.order', { number: row.saleOrderNo })}
      </Link>
    ),
    row.refundNo && (
      <Link key="r" size="sm" variant="text" href={searchHref(screenHref('Refund'), row.refundNo)}>
        {t('finance.ledger.refund', { number: row.refundNo })}
      </Link>
    ),
  ].filter(Boolean);
  return links.length ? <span className="flex flex-col items-start">{links}</span> : <>-</>;
}

/** Who wrote or approved a row (the ledger answers ids only); a dash for the system. */
function Colleague({ id }: { id: number | null }) {
  return id === null ? <>-</> : <StaffChip userId={id} />;
}

export function LedgerTable({ partnerId, version }: { partnerId: number; version?: unknown }) {
  const t = useT();
  const locale = useStore($locale);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  // `version` changes when the partner's balances may have moved (an adjustment approved): read again.
  const load = useCallback(() => loadLedger(partnerId, page, PAGE_SIZE), [partnerId, page, version]);
  const { data, failed, reload } = useLatestLoad(load);
  const column = (name: string) => translate(locale, `ledger.column.${name}`);
  const delta = (fen: number) => <span className="tabular-nums">{formatDelta(fen, locale)}</span>;

  const columns: DataColumn<LedgerRow>[] = [
    { id: 'createdAt', title: column('time'), cell: (row) => formatDateTime(row.createdAt) },
    {
      id: 'kind',
      title: column('kind'),
      isRowHeader: true,
      cell: (row) => translate(locale, `ledger.kind.${row.kind}`),
    },
    { id: 'frozen', title: column('frozen'), align: 'end', cell: (row) => delta(row.frozenDelta) },
    { id: 'available', title: column('available'), align: 'end', cell: (row) => delta(row.availableDelta) },
    { id: 'held', title: column('held'), align: 'end', cell: (row) => delta(row.heldDelta) },
    { id: 'document', title: column('documents'), cell: (row) => <LedgerDocuments row={row} /> },
    { id: 'reason', title: column('reason'), wrap: true, cell: (row) => row.reason || '-' },
    { id: 'createdBy', title: column('by'), cell: (row) => <Colleague id={row.createdBy} /> },
    { id: 'approvedBy', title: column('approvedBy'), cell: (row) => <Colleague id={row.approvedBy} /> },
  ];

  return (
    <section aria-labelledby="partner-ledger" className="flex flex-col gap-2" data-section="partner-ledger">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id="partner-ledger" className="text-base font-semibold text-default">
          {t('finance.ledger.title')}
        </h3>
        <span className="ms-auto flex gap-2">
          <Button size="sm" onPress={reload}>
            {t('resource.refresh')}
          </Button>
          <Button
            size="sm"
            isPending={exporting}
            onPress={async () => {
              setExporting(true);
              await download(ledgerExportPath(partnerId), `partner-${partnerId}-ledger.csv`);
              setExporting(false);
            }}
          >
            {t('resource.export')}
          </Button>
        </span>
      </header>
      {failed && (
        <Alert status="error" title={t('finance.ledger.failed')}>
          <Button size="sm" onPress={reload}>
            {t('resource.retry')}
          </Button>
        </Alert>
      )}
      <DataTable
        aria-label={t('finance.ledger.title')}
        columns={columns}
        rows={data?.list ?? []}
        loading={!data && !failed}
        emptyContent={t('finance.ledger.empty')}
      />
      <Pagination
        className="justify-end"
        total={data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onChange={setPage}
      />
    </section>
  );
}
