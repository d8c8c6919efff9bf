/**
 * Settings → Certification review: every user's certification requests (auditing ones first shown), filtered by
 * status, enterprise or applicant and submission days, paged; a row opens the review drawer.
 */
import {
  CERTIFICATION_PAGE_SIZES,
  type CertificationQueueItem,
  type CertificationQueuePage,
} from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { Pagination } from '@soundboard/ui/navigation/pagination.tsx';
import { DataTable } from '@soundboard/ui/table/data-table.tsx';
import { useCallback, useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { formatDateTime } from '../../lib/format-date';
import { StaffChip } from '../../lib/staff-chip';
import { useLatestLoad } from '../../lib/use-latest-load';
import type { PageProps } from '../../routes/types';
import { STATUS_COLOR } from './certification-fields';
import { certificationReviewApi } from './certification-review-api';
import { ALL, FIRST_FILTERS, type Filters, QueueFilters } from './queue-filters';
import { ReviewDrawer } from './review-drawer';

const DEFAULT_PAGE_SIZE = CERTIFICATION_PAGE_SIZES[1];

function useQueue(filters: Filters, page: number, pageSize: number) {
  const load = useCallback(
    (): Promise<CertificationQueuePage> =>
      certificationReviewApi.queue({
        status: filters.status === ALL ? undefined : filters.status,
        q: filters.q,
        from: filters.range?.start,
        to: filters.range?.end,
        page,
        pageSize,
      }),
    [filters, page, pageSize],
  );
  return useLatestLoad(load);
}

export default function CertificationReviewPage(_props: PageProps) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const [filters, setFilters] = useState<Filters>(FIRST_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<number | null>(null);
  const { data, failed, reload } = useQueue(filters, page, pageSize);

  return (
    <section className="flex flex-col gap-4 rounded-lg bg-surface p-4 sm:p-6" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-xl font-semibold text-default">
        {t('certReview.title')}
      </h1>
      <QueueFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {failed && <LoadFailed title={t('certReview.loadFailed')} onRetry={reload} />}
      <DataTable<CertificationQueueItem>
        aria-label={t('certReview.list')}
        rows={data?.list ?? []}
        loading={!data && !failed}
        columns={[
          {
            id: 'enterprise',
            title: t('userSetting.certification.enterpriseName'),
            isRowHeader: true,
            wrap: true,
            cell: (row) => <span className="block min-w-40">{row.enterpriseName}</span>,
          },
          {
            id: 'applicant',
            title: t('certReview.applicant'),
            cell: (row) => <StaffChip userId={row.userId} name={row.applicant} />,
          },
          {
            id: 'type',
            title: t('userSetting.certification.type'),
            cell: (row) => t(`userSetting.certification.accountType.${row.accountType}`),
          },
          {
            id: 'status',
            title: t('userSetting.certification.status'),
            cell: (row) => (
              <StatusTag color={STATUS_COLOR[row.status]}>
                {t(`userSetting.certification.status.${row.status}`)}
              </StatusTag>
            ),
          },
          { id: 'submitted', title: t('certReview.submittedAt'), cell: (row) => formatDateTime(row.submittedAt) },
          { id: 'updated', title: t('certReview.updatedAt'), cell: (row) => formatDateTime(row.updatedAt) },
          {
            id: 'actions',
            title: t('certReview.actions'),
            cell: (row) => (
              <NativeButton
                size="sm"
                variant="text"
                aria-label={`${t('certReview.open')} ${row.enterpriseName}`}
                onClick={() => setOpen(row.id)}
              >
                {t('certReview.open')}
              </NativeButton>
            ),
          },
        ]}
      />
      <Pagination
        className="justify-end"
        total={data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={[...CERTIFICATION_PAGE_SIZES]}
        onChange={(next, size) => {
          setPage(size === pageSize ? next : 1);
          setPageSize(size);
        }}
      />
      {open !== null && <ReviewDrawer id={open} onClose={() => setOpen(null)} onDecided={reload} />}
    </section>
  );
}
