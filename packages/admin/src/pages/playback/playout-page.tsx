/**
 * Playout history (/store/store/playout): what each player actually played, from its heartbeats, so a store
 * manager can prove an announcement ran. Filters in the URL (the store detail links here with ?storeId=), a
 * paged table, and the CSV export of everything the filters match.
 */
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Pagination } from '@soundboard/ui/navigation/pagination.tsx';
import { DataTable } from '@soundboard/ui/table/data-table.tsx';
import { Download } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { listPlayouts, playoutExportUrl } from '../../api/playback';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { useLatestLoad } from '../../lib/use-latest-load';
import { download } from '../../resource/download';
import type { PageProps } from '../../routes/types';
import { usePlayoutColumns } from './playout-columns';
import { PlayoutFilters } from './playout-filters';
import {
  type PlayoutFilters as Filters,
  playoutApiQuery,
  readPlayoutSearch,
  writePlayoutSearch,
} from './playout-query';

const PAGE_SIZE = 20;

export default function PlayoutPage({ route }: PageProps) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { filters, page } = readPlayoutSearch(search);
  const query = playoutApiQuery(filters, page, PAGE_SIZE);
  const key = JSON.stringify(query);
  // `key` is the query said as text: the list loads again only when the query changes.
  const load = useCallback(() => listPlayouts(query), [key]);
  const { data, failed, reload } = useLatestLoad(load);
  const columns = usePlayoutColumns();
  const [exporting, setExporting] = useState(false);

  const go = (next: Filters, nextPage = 1) => {
    const text = writePlayoutSearch(next, nextPage);
    navigate(`${location}${text ? `?${text}` : ''}`, { replace: true });
  };
  const exportCsv = async () => {
    setExporting(true);
    await download(playoutExportUrl(query, Intl.DateTimeFormat().resolvedOptions().timeZone), 'playouts.csv');
    setExporting(false);
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <header className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface p-4">
        <div className="min-w-0">
          <h1 id={titleId} className="text-xl font-semibold text-default">
            {t(route.titleKey)}
          </h1>
          <p className="mt-1 text-secondary">{t('playback.playout.subtitle')}</p>
        </div>
        <Button icon={<Download aria-hidden />} isPending={exporting} onPress={() => void exportCsv()}>
          {t('playback.playout.export')}
        </Button>
      </header>
      <div className="flex flex-col gap-4 rounded-lg bg-surface p-4" aria-busy={!data || undefined}>
        <PlayoutFilters value={filters} onApply={(next) => go(next)} />
        {failed && <LoadFailed title={t('playback.loadFailed')} onRetry={reload} />}
        <DataTable
          aria-label={t(route.titleKey)}
          columns={columns}
          rows={data?.items ?? []}
          loading={!data && !failed}
          emptyContent={t('playback.playout.none')}
        />
        <Pagination
          className="justify-end"
          total={data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onChange={(next) => go(filters, next)}
        />
      </div>
    </section>
  );
}
