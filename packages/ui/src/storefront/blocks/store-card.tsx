import { MapPin, Store } from 'lucide-react';
import type { BlockProps } from '../block-props';
import { thumbnailUrl } from '../library-sizes';
import { look } from '../look';
import { Missing } from '../placeholder';
import { flag } from '../props';
import { fullAddress, OpenBadge, storeName, storeOf } from '../store';

export function StoreCardBlock({ block, lookups, mode, locale, text: t }: BlockProps) {
  const store = storeOf(block, lookups);
  if (!store) return <Missing mode={mode} icon={Store} label={t.noStore} />;
  const name = storeName(store, locale);
  const address = fullAddress(store);
  return (
    <article aria-label={name} className={`flex gap-3 overflow-hidden rounded-md p-3 ${look.card}`}>
      {flag(block.props, 'showPhoto', true) && store.photoUrl && (
        <img src={thumbnailUrl(store.photoUrl)} alt="" className="size-20 shrink-0 rounded-md object-cover" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className={`text-base font-semibold ${look.text}`}>{name}</h2>
          <OpenBadge open={store.openNow} text={t} />
        </div>
        {flag(block.props, 'showAddress', true) && address && (
          <p className={`flex items-start gap-1 text-xs ${look.muted}`}>
            <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            <span>{address}</span>
          </p>
        )}
      </div>
    </article>
  );
}
