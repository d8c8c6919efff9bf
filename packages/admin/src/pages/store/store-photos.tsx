/** A store's photos (image materials) as thumbnails in the detail; the generic detail lists no images fields. */

import { store } from '@soundboard/contract';
import type { ResourceRecord } from '../../resource/api';
import { useResourceLabels } from '../../resource/labels';
import { MaterialThumb } from '../material/material-thumb';

export function StorePhotos({ record }: { record: ResourceRecord }) {
  const labels = useResourceLabels(store);
  const photos = (record.photos as number[] | undefined) ?? [];
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="store-photos" className="flex flex-col gap-2">
      <h3 id="store-photos" className="text-base font-semibold text-default">
        {labels.field('photos')}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {photos.map((id) => (
          <li key={id}>
            <MaterialThumb id={id} kind="image" className="size-24 rounded-md border border-subtle object-cover" />
          </li>
        ))}
      </ul>
    </section>
  );
}
