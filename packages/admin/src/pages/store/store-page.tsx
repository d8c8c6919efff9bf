/**
 * Stores (/store/store): the store definition's list, form and detail (resource/resource-screen.tsx). The
 * detail adds the photos, the current week's hours after exceptions with whether the store is open now, the players with
 * their online state, and the coordinates as latitude and longitude (also under the form's field as typed); the form edits the three line sets with
 * the generic line editor (a player's last seen is the heartbeat's, never typed).
 */
import { parseCoordinates, store } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { StorePhotos } from './store-photos';
import { StorePlayers } from './store-players';
import { StoreWeek } from './store-week';

export default function StorePage({ route }: PageProps) {
  const t = useT();
  /** The coordinates as latitude and longitude, or null when the text is not a pair within range. */
  const readCoordinates = (text: unknown) => {
    const point = parseCoordinates(String(text ?? ''));
    return point ? t('stores.coordinates', { lat: point.lat, lng: point.lng }) : null;
  };
  return (
    <ResourceScreen
      def={store}
      title={t(route.titleKey)}
      form={{ descriptions: (values) => ({ coordinates: readCoordinates(values.coordinates) ?? undefined }) }}
      detail={{
        width: 880,
        values: {
          coordinates: (record) => readCoordinates(record.coordinates) ?? (String(record.coordinates ?? '') || '-'),
        },
        sections: (record) => (
          <div className="mt-4 flex flex-col gap-6">
            <StoreWeek record={record} />
            <StorePlayers record={record} />
            <StorePhotos record={record} />
          </div>
        ),
      }}
    />
  );
}
