/** Readers' reports (GET /forum/reports): open ones to dismiss or act on (remove the post), closed ones to look back. */
import type { ForumReport, ReportOutcome } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { useLatestLoad } from '../../lib/use-latest-load';
import { forumApi } from './forum-api';
import { PagedList } from './paged-list';

export function ReportsTab({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [page, setPage] = useState(1);
  const load = useCallback(() => forumApi.reports(status, page), [status, page]);
  const { data, failed, reload } = useLatestLoad(load);

  const close = async (report: ForumReport, outcome: ReportOutcome) => {
    if (
      outcome === 'removed' &&
      !(await confirm({
        title: t('forum.reports.removeTitle'),
        content: t('forum.reports.removeContent'),
        danger: true,
        okText: t('forum.reports.remove'),
      }))
    )
      return;
    await forumApi.closeReport(report.id, outcome).then(
      () => {
        toast.success(t(`forum.reports.closed.${outcome}`));
        reload();
        onChanged();
      },
      () => undefined,
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        aria-label={t('forum.reports.status')}
        variant="button"
        orientation="horizontal"
        value={status}
        onChange={(next) => {
          setStatus(next as 'open' | 'closed');
          setPage(1);
        }}
      >
        <Radio value="open">{t('forum.reports.open')}</Radio>
        <Radio value="closed">{t('forum.reports.closedTab')}</Radio>
      </RadioGroup>
      <PagedList<ForumReport>
        label={t('forum.tab.reports')}
        data={data}
        failed={failed}
        reload={reload}
        page={page}
        onPage={setPage}
        columns={[
          {
            id: 'title',
            title: t('forum.reports.post'),
            isRowHeader: true,
            wrap: true,
            cell: (report) => (
              <span className="flex min-w-40 flex-col">
                <span className="font-medium">
                  {report.target === 'post' ? t('forum.queue.replyTo', { title: report.title }) : report.title}
                </span>
                <span className="line-clamp-2 text-xs text-secondary">{report.excerpt}</span>
              </span>
            ),
          },
          {
            id: 'reason',
            title: t('forum.reports.reason'),
            wrap: true,
            cell: (report) => <span className="block min-w-28">{report.reason}</span>,
          },
          { id: 'reporter', title: t('forum.reports.reporter'), cell: (report) => report.reporterName },
          { id: 'at', title: t('forum.reports.at'), cell: (report) => formatDateTime(report.createdAt) },
          status === 'open'
            ? {
                id: 'actions',
                title: t('forum.actions'),
                cell: (report) => (
                  <span className="flex gap-1">
                    <NativeButton size="sm" variant="text" onClick={() => void close(report, 'dismissed')}>
                      {t('forum.reports.dismiss')}
                    </NativeButton>
                    <NativeButton size="sm" variant="text" onClick={() => void close(report, 'removed')}>
                      {t('forum.reports.remove')}
                    </NativeButton>
                  </span>
                ),
              }
            : {
                id: 'outcome',
                title: t('forum.reports.outcome'),
                cell: (report) =>
                  report.outcome
                    ? `${t(`forum.reports.outcome.${report.outcome}`)} · ${report.closedByName ?? ''}`
                    : '',
              },
        ]}
      />
    </div>
  );
}
