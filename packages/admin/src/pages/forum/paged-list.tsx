/** A page of one of the forum's lists in a table, with paging, a failed load said with a retry. */
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Pagination } from '@soundboard/ui/navigation/pagination.tsx';
import { type DataColumn, DataTable } from '@soundboard/ui/table/data-table.tsx';
import { useT } from '../../i18n/use-t';

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
      {failed && (
        <Alert status="error" title={t('forum.loadFailed')}>
          <Button size="sm" onPress={reload}>
            {t('forum.retry')}
          </Button>
        </Alert>
      )}
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
