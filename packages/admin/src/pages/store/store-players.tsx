/** The players installed in a store: model, serial, online or offline (contract PLAYER_ONLINE_MINUTES), last seen. */
import { PLAYER_ONLINE_MINUTES, playerOnline } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import type { ResourceRecord } from '../../resource/api';

interface Player {
  id: number;
  name: string;
  serial: string;
  lastSeenAt: string | null;
  refLabels?: { productId?: string };
}

export function StorePlayers({ record, now = new Date() }: { record: ResourceRecord; now?: Date }) {
  const t = useT();
  const players = (record.players as Player[] | undefined) ?? [];
  return (
    <section aria-labelledby="store-players" className="flex flex-col gap-2" data-section="store-players">
      <h3 id="store-players" className="text-base font-semibold text-default">
        {t('stores.players.title')}
      </h3>
      <p className="text-sm text-secondary">{t('stores.players.rule', { n: PLAYER_ONLINE_MINUTES })}</p>
      {players.length === 0 ? (
        <p className="text-sm text-secondary">{t('stores.players.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-[var(--sb-border-subtle)] rounded-md border border-subtle">
          {players.map((player) => {
            const online = playerOnline(player.lastSeenAt, now);
            return (
              <li key={player.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <StatusTag color={online ? 'success' : 'default'}>
                  {online ? t('stores.players.online') : t('stores.players.offline')}
                </StatusTag>
                <span className="font-medium text-default">{player.name}</span>
                <span className="text-secondary">{player.refLabels?.productId}</span>
                <span className="text-secondary tabular-nums">{player.serial}</span>
                <span className="ms-auto text-secondary">
                  {player.lastSeenAt
                    ? t('stores.players.lastSeen', { date: formatDateTime(player.lastSeenAt) })
                    : t('stores.players.never')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
