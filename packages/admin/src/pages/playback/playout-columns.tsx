/** The playout history's columns: when, where, which player, what (kind and title), how long, cut short, why. */
import type { PlayoutRow } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { formatDuration } from '@soundboard/ui/media/format-duration.ts';
import type { DataColumn } from '@soundboard/ui/table/data-table.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';

export function usePlayoutColumns(): DataColumn<PlayoutRow>[] {
  const t = useT();
  return useMemo(
    () => [
      {
        id: 'startedAt',
        title: t('playback.playout.time'),
        width: '11rem',
        cell: (row) => <span className="tabular-nums">{formatDateTime(row.startedAt)}</span>,
      },
      {
        id: 'title',
        title: t('playback.playout.title'),
        isRowHeader: true,
        wrap: true,
        // Wrapped, but never narrower than a few words (a phone-wide table would squeeze it to one word a line).
        cell: (row) => <span className="block min-w-40">{row.title}</span>,
      },
      {
        id: 'kind',
        title: t('playback.playout.kind'),
        width: '7rem',
        cell: (row) => (
          <StatusTag size="sm" color={row.kind === 'announcement' ? 'primary' : 'default'}>
            {t(`playback.kind.${row.kind}`)}
          </StatusTag>
        ),
      },
      {
        id: 'store',
        title: t('playback.playout.store'),
        width: '10rem',
        wrap: true,
        cell: (row) => <span className="block min-w-28">{row.storeName}</span>,
      },
      {
        id: 'player',
        title: t('playback.playout.player'),
        width: '9rem',
        wrap: true,
        cell: (row) => <span className="block min-w-24">{row.playerName}</span>,
      },
      {
        id: 'duration',
        title: t('playback.playout.duration'),
        width: '6rem',
        align: 'end',
        cell: (row) => <span className="tabular-nums">{formatDuration(row.durationMs / 1000)}</span>,
      },
      {
        id: 'interrupted',
        title: t('playback.playout.interrupted'),
        width: '7rem',
        cell: (row) =>
          row.interrupted ? (
            <StatusTag size="sm" color="warning">
              {t('playback.playout.cutShort')}
            </StatusTag>
          ) : (
            <span className="text-secondary">{t('playback.playout.complete')}</span>
          ),
      },
      {
        id: 'source',
        title: t('playback.playout.source'),
        width: '7rem',
        cell: (row) => t(`playback.source.${row.source}`),
      },
    ],
    [t],
  );
}
