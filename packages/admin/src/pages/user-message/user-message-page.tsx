/**
 * The message centre (/user/message, the message box's "view more"): the caller's messages by type (all, message,
 * notice, to-do), unread only, searched, paged; mark read, mark all read, empty; open the record a message is
 * about. It follows the live stream: whenever the server's unread counts move, the page reads its list again.
 */
import { useStore } from '@nanostores/react';
import { MESSAGE_PAGE_SIZES, MESSAGE_TYPES, type MessageItem, type MessagePage } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { Switch } from '@soundboard/ui/inputs/switch.tsx';
import { Pagination } from '@soundboard/ui/navigation/pagination.tsx';
import { Tabs } from '@soundboard/ui/navigation/tabs.tsx';
import { DataTable } from '@soundboard/ui/table/data-table.tsx';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { request } from '../../api/http';
import { messagesApi } from '../../api/messages';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { formatDateTime } from '../../lib/format-date';
import { SearchOnEnter } from '../../lib/search-on-enter';
import { StaffChip } from '../../lib/staff-chip';
import { useLatestLoad } from '../../lib/use-latest-load';
import type { PageProps } from '../../routes/types';
import { $unreadByType, markRead } from '../../stores/messages';
import { MessageActions } from './message-actions';
import { ALL, filtersFromSearch, type MessageFilters, searchFromFilters, type TypeTab } from './message-filters';

const api = messagesApi(request);
const DEFAULT_PAGE_SIZE = MESSAGE_PAGE_SIZES[1];

function statusOf(message: MessageItem) {
  if (message.closedAt) return { key: 'done', color: 'success' } as const;
  return message.read ? ({ key: 'read', color: 'default' } as const) : ({ key: 'unread', color: 'primary' } as const);
}

export default function UserMessagePage(_props: PageProps) {
  const t = useT();
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filters = filtersFromSearch(search);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const unreadByType = useStore($unreadByType);
  const type = filters.type === ALL ? undefined : filters.type;

  const load = useCallback(
    (): Promise<MessagePage> => api.page({ type, unread: filters.unread, q: filters.q, page, pageSize }),
    [type, filters.unread, filters.q, page, pageSize],
  );
  const { data, failed, reload } = useLatestLoad(load);
  // A new message, or one read or closed elsewhere, moves the counts: the page follows (not at mount, where
  // useLatestLoad has just read it).
  const countsSeen = useRef(false);
  useEffect(() => {
    if (countsSeen.current) reload();
    countsSeen.current = true;
  }, [unreadByType]);

  const setFilters = (next: Partial<MessageFilters>) => {
    setPage(1);
    navigate(`${location}${searchFromFilters({ ...filters, ...next })}`, { replace: true });
  };
  const unreadHere = type ? unreadByType[type] : unreadByType.message + unreadByType.notice + unreadByType.todo;
  const tabs: TypeTab[] = [ALL, ...MESSAGE_TYPES];

  const table = (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-4">
          <SearchOnEnter
            className="w-64 max-w-full"
            value={filters.q}
            label={t('messageCentre.search')}
            placeholder={t('messageCentre.search')}
            onSearch={(q) => setFilters({ q })}
          />
          <Switch className="pb-2" isSelected={filters.unread} onChange={(unread) => setFilters({ unread })}>
            {t('messageCentre.unreadOnly')}
          </Switch>
        </div>
        <MessageActions type={type} hasUnread={unreadHere > 0} hasAny={(data?.total ?? 0) > 0} onChanged={reload} />
      </div>
      {failed && <LoadFailed title={t('messageCentre.loadFailed')} onRetry={reload} />}
      <DataTable<MessageItem>
        aria-label={t('messageCentre.list')}
        rows={data?.list ?? []}
        loading={!data && !failed}
        emptyContent={t('messageCentre.nothing')}
        columns={[
          {
            id: 'title',
            title: t('messageCentre.column.title'),
            isRowHeader: true,
            wrap: true,
            cell: (row) => (
              <span className="flex min-w-48 flex-col gap-0.5">
                <span className={row.read ? 'text-secondary' : 'font-medium text-default'}>{row.title}</span>
                {row.content && <span className="text-sm text-secondary">{row.content}</span>}
              </span>
            ),
          },
          { id: 'type', title: t('messageCentre.column.type'), cell: (row) => t(`messageBox.tab.title.${row.type}`) },
          {
            id: 'from',
            title: t('messageCentre.column.from'),
            cell: (row) => (row.senderId === null ? t('messageCentre.system') : <StaffChip userId={row.senderId} />),
          },
          { id: 'time', title: t('messageCentre.column.time'), cell: (row) => formatDateTime(row.time) },
          {
            id: 'status',
            title: t('messageCentre.column.status'),
            cell: (row) => {
              const status = statusOf(row);
              return <StatusTag color={status.color}>{t(`messageCentre.status.${status.key}`)}</StatusTag>;
            },
          },
          {
            id: 'actions',
            title: t('messageCentre.column.actions'),
            cell: (row) => (
              <span className="flex gap-1">
                {row.link && (
                  <NativeButton
                    size="sm"
                    variant="text"
                    aria-label={`${t('messageCentre.open')} ${row.title}`}
                    onClick={() => {
                      if (!row.read) void markRead([row.id]).catch(() => undefined);
                      navigate(row.link ?? '');
                    }}
                  >
                    {t('messageCentre.open')}
                  </NativeButton>
                )}
                {!row.read && (
                  <NativeButton
                    size="sm"
                    variant="text"
                    aria-label={`${t('messageCentre.markRead')} ${row.title}`}
                    onClick={() => void markRead([row.id]).then(reload, () => undefined)}
                  >
                    {t('messageCentre.markRead')}
                  </NativeButton>
                )}
              </span>
            ),
          },
        ]}
      />
      <Pagination
        className="justify-end"
        total={data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={[...MESSAGE_PAGE_SIZES]}
        onChange={(next, size) => {
          setPage(size === pageSize ? next : 1);
          setPageSize(size);
        }}
      />
    </div>
  );

  return (
    <section className="flex flex-col gap-4 rounded-lg bg-surface p-4 sm:p-6" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-xl font-semibold text-default">
        {t('messageCentre.title')}
      </h1>
      <p className="text-sm text-secondary">{t('messageCentre.live')}</p>
      <Tabs
        aria-label={t('messageCentre.title')}
        selectedKey={filters.type}
        onSelectionChange={(key) => setFilters({ type: key as TypeTab })}
        items={tabs.map((id) => ({
          id,
          title: id === ALL ? t('messageCentre.all') : t(`messageBox.tab.title.${id}`),
          ...(id !== ALL && unreadByType[id] > 0 ? { count: unreadByType[id] } : {}),
          content: id === filters.type ? table : null,
        }))}
      />
    </section>
  );
}
