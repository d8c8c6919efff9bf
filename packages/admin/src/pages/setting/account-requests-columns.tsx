/**
 * The columns of the account requests table: username (flagged when the name is taken, or when a reset names no
 * account), the actions while pending, kind, filed at and from where, status, nickname, email, reason.
 */
import type { AccountRequest } from '@soundboard/contract';
import { StatusTag, type TagColor } from '@soundboard/ui/data-display/tag.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import type { TableColumn } from '@soundboard/ui/table/table.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';

export type HandleRequest = (row: AccountRequest, approve: boolean) => void;

const STATUS_COLORS: Record<AccountRequest['status'], TagColor> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'default',
};

/** A registration's name already held by an account, or a reset of an account that does not exist. */
const flagged = (row: AccountRequest) => (row.kind === 'register' ? row.userExists : !row.userExists);

export function useAccountRequestColumns(handle: HandleRequest | null): TableColumn<AccountRequest>[] {
  const t = useT();
  return useMemo(() => {
    const list: TableColumn<AccountRequest>[] = [
      {
        id: 'username',
        title: t('userAdmin.field.username'),
        isRowHeader: true,
        width: 160,
        cell: (row) => (
          <span className="flex flex-wrap items-center gap-1">
            <span className="break-all">{row.username}</span>
            {flagged(row) && (
              <StatusTag size="sm" color="danger">
                {t(row.kind === 'register' ? 'accountRequests.nameTaken' : 'accountRequests.noAccount')}
              </StatusTag>
            )}
          </span>
        ),
      },
      {
        id: 'kind',
        title: t('accountRequests.field.kind'),
        width: 140,
        cell: (row) => (
          <StatusTag size="sm" color={row.kind === 'register' ? 'primary' : 'info'}>
            {t(`accountRequests.kind.${row.kind}`)}
          </StatusTag>
        ),
      },
      {
        id: 'filed',
        title: t('accountRequests.field.filed'),
        width: 170,
        cell: (row) => (
          <span className="flex flex-col">
            <span>{formatDateTime(row.createdAt)}</span>
            <span className="text-sm text-secondary">{row.ip || '—'}</span>
          </span>
        ),
      },
      {
        id: 'status',
        title: t('userAdmin.field.status'),
        width: 100,
        cell: (row) => (
          <StatusTag size="sm" color={STATUS_COLORS[row.status]}>
            {t(`accountRequests.status.${row.status}`)}
          </StatusTag>
        ),
      },
      { id: 'nickname', title: t('userAdmin.field.nickname'), width: 120, cell: (row) => row.nickname || '—' },
      { id: 'email', title: t('userAdmin.field.email'), width: 180, cell: (row) => row.email || '—' },
      { id: 'reason', title: t('accountRequests.field.reason'), width: 220, cell: (row) => row.reason || '—' },
    ];
    // Second after the name, so it stays in view on a phone.
    if (handle) {
      list.splice(1, 0, {
        id: 'actions',
        title: t('userAdmin.actions'),
        width: 170,
        cell: (row) =>
          row.status === 'pending' ? (
            <span className="flex gap-1 whitespace-nowrap">
              {/* A taken name or a missing account cannot be approved (the server refuses it too). */}
              {!flagged(row) && (
                <Button size="sm" variant="text" onPress={() => handle(row, true)}>
                  {t('accountRequests.approve')}
                </Button>
              )}
              <Button size="sm" variant="text" onPress={() => handle(row, false)}>
                {t('accountRequests.reject')}
              </Button>
            </span>
          ) : null,
      });
    }
    return list;
  }, [t, handle]);
}
