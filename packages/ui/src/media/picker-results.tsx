/** Around the picker's grid: the first load's spinner, a failed load with its retry, and "load more" below. */
import type { ReactNode } from 'react';
import { Spinner } from '../feedback/spinner';
import { format, useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { pickerMessages } from './material-picker.messages';

export interface PickerPages {
  list: unknown[];
  total: number;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function PickerResults({ pages, children }: { pages: PickerPages; children: ReactNode }) {
  const t = useMessages(pickerMessages);
  const firstLoad = pages.loading && pages.list.length === 0;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      {firstLoad ? <Spinner className="self-center py-12" /> : children}
      {pages.failed && (
        <div role="alert" className="flex items-center justify-center gap-3 text-sm text-danger-text">
          {t.loadFailed}
          <Button size="sm" onPress={pages.retry}>
            {t.retry}
          </Button>
        </div>
      )}
      {pages.list.length > 0 && (
        <div className="flex items-center justify-center gap-3 text-sm text-muted">
          <span>{format(t.loaded, { shown: pages.list.length, total: pages.total })}</span>
          {/* Not isPending: the button announces its label when it stops pending, and it is gone by then. */}
          {pages.hasMore && (
            <Button size="sm" variant="outline" onPress={() => !pages.loading && pages.loadMore()}>
              {t.loadMore}
            </Button>
          )}
          {pages.loading && <Spinner size="sm" />}
        </div>
      )}
    </div>
  );
}
