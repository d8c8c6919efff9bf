/**
 * The players installed in a store: model, serial, online or offline (contract PLAYER_ONLINE_MINUTES), last seen,
 * what each plays now and its device token (issued when, or none), with "Issue token" / "Revoke" (store:write);
 * for the store, "Play announcement now" (template:write) and links to its music week and playout history.
 * The token state and what plays come from GET storePlayers; until it answers the record's players show alone.
 */
import { displayName, PLAYER_ONLINE_MINUTES, type PlayerDevice, playerOnline, store } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { useCallback } from 'react';
import { loadStorePlayers } from '../../api/playback';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { useLatestLoad } from '../../lib/use-latest-load';
import type { ResourceRecord } from '../../resource/api';
import { useCan } from '../../resource/can';
import { screenHref } from '../../resource/screen-href';
import { AnnounceNow } from '../playback/announce-now';
import { PlayerTokenActions } from '../playback/player-token-actions';

interface Player {
  id: number;
  name: string;
  serial: string;
  lastSeenAt: string | null;
  refLabels?: { productId?: string };
}

export function StorePlayers({ record, now = new Date() }: { record: ResourceRecord; now?: Date }) {
  const t = useT();
  const can = useCan();
  const players = (record.players as Player[] | undefined) ?? [];
  const storeId = record.id;
  const storeName = displayName(store, record);
  const load = useCallback(() => loadStorePlayers(storeId), [storeId]);
  const { data: devices, reload } = useLatestLoad(load);
  const deviceOf = (id: number): PlayerDevice | undefined => devices?.find((device) => device.id === id);
  return (
    <section aria-labelledby="store-players" className="flex flex-col gap-2" data-section="store-players">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id="store-players" className="text-base font-semibold text-default">
          {t('stores.players.title')}
        </h3>
        <span className="ms-auto flex flex-wrap items-center gap-2">
          {can('template:write') && players.length > 0 && <AnnounceNow storeId={storeId} storeName={storeName} />}
          <Link size="sm" variant="secondary" href={screenHref('StoreSchedule', { id: storeId })}>
            {t('stores.players.musicWeek')}
          </Link>
          <Link
            size="sm"
            variant="secondary"
            href={`${screenHref('StorePlayout')}?${new URLSearchParams({ storeId: String(storeId) })}`}
          >
            {t('stores.players.playout')}
          </Link>
        </span>
      </header>
      <p className="text-sm text-secondary">{t('stores.players.rule', { n: PLAYER_ONLINE_MINUTES })}</p>
      {players.length === 0 ? (
        <p className="text-sm text-secondary">{t('stores.players.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-[var(--sb-border-subtle)] rounded-md border border-subtle">
          {players.map((player) => {
            const device = deviceOf(player.id);
            const lastSeenAt = device?.lastSeenAt ?? player.lastSeenAt;
            const online = playerOnline(lastSeenAt, now);
            return (
              <li key={player.id} className="flex flex-col gap-1 px-3 py-2 text-sm" data-player={player.id}>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <StatusTag color={online ? 'success' : 'default'}>
                    {online ? t('stores.players.online') : t('stores.players.offline')}
                  </StatusTag>
                  <span className="font-medium text-default">{player.name}</span>
                  <span className="text-secondary">{player.refLabels?.productId}</span>
                  <span className="text-secondary tabular-nums">{player.serial}</span>
                  <span className="ms-auto text-secondary">
                    {lastSeenAt
                      ? t('stores.players.lastSeen', { date: formatDateTime(lastSeenAt) })
                      : t('stores.players.never')}
                  </span>
                </div>
                {device && (
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="min-w-0 flex-1 basis-32 text-secondary">
                      {online && device.nowPlaying
                        ? t(`stores.players.nowPlaying.${device.nowPlaying.kind}`, { title: device.nowPlaying.title })
                        : t('stores.players.nothingPlaying')}
                    </span>
                    <span className="text-secondary">
                      {device.tokenIssuedAt
                        ? t('stores.players.token.state', { date: formatDateTime(device.tokenIssuedAt) })
                        : t('stores.players.token.none')}
                    </span>
                    {can('store:write') && (
                      <PlayerTokenActions
                        storeId={storeId}
                        player={{ id: player.id, name: player.name, tokenIssuedAt: device.tokenIssuedAt }}
                        onChanged={reload}
                      />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
