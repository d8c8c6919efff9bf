import { Pagination } from '@soundboard/ui/navigation/pagination.tsx';
import { type DataColumn, DataTable } from '@soundboard/ui/table/data-table.tsx';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function PagedList<T extends { id: number }>({
  label,
  data,
  failed,
  reload,
  columns,
  page,
  onPage,
}: {
  label: string;
  data: Paged<T> | undefined;
  failed: boolean;
  reload: () => void;
  columns: DataColumn<T>[];
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      {failed && <LoadFailed title={t('forum.loadFailed')} onRetry={reload} />}
      <DataTable aria-label={label} columns={columns} rows={data?.list ?? []} loading={!data && !failed} />
      <Pagination
        className="justify-end"
        total={data?.total ?? 0}
        page={page}
        pageSize={data?.pageSize ?? 20}
        onChange={(next) => onPage(next)}
      />
    </div>
  );
}
