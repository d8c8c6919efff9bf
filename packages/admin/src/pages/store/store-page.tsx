/**
 * Stores (/store/store): the store definition's list, form and detail (resource/resource-screen.tsx). The
 * detail adds the current week's hours after exceptions with whether the store is open now, the players with
 * their online state, and the coordinates as latitude and longitude; the form edits the three line sets with
 * the generic line editor (a player's last seen is the heartbeat's, never typed).
 */
import { parseCoordinates, store } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { StorePlayers } from './store-players';
import { StoreWeek } from './store-week';

export default function StorePage({ route }: PageProps) {
  const t = useT();
  return (
    <ResourceScreen
      def={store}
      title={t(route.titleKey)}
      detail={{
        width: 880,
        values: {
          coordinates: (record) => {
            const text = String(record.coordinates ?? '');
            const point = parseCoordinates(text);
            return point ? t('stores.coordinates', { lat: point.lat, lng: point.lng }) : text || '-';
          },
        },
        sections: (record) => (
          <div className="mt-4 flex flex-col gap-6">
            <StoreWeek record={record} />
            <StorePlayers record={record} />
          </div>
        ),
      }}
    />
  );
}
