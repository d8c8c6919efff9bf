/**
 * The stores that are open for business, narrowed by region: each with its address, phone, today's hours and
 * whether it is open now, leading to its own page.
 */
import { MapPin, Phone } from 'lucide-react';
import { format } from '../../i18n/messages';
import { focusRingNative } from '../../lib/focus-ring';
import { dayHours } from '../blocks/opening-hours';
import { type Navigate, StorefrontLink } from '../links';
import { look } from '../look';
import { fullAddress, OpenBadge, PhoneLink, storeName } from '../store';
import { storefrontText } from '../storefront.messages';
import type { StorefrontStoreListValue } from '../types';
import { PageNote } from './list-status';

export interface StoreListPageProps {
  list: StorefrontStoreListValue;
  /** The region shown (a region code), null for all. */
  region: string | null;
  /**
   * The shown region's name: the answer lists the regions one level below the one asked for (the cities of a
   * province), so the shown one is named by the app from an earlier answer.
   */
  regionName?: string;
  locale: string;
  onRegion: (region: string | null) => void;
  onNavigate?: Navigate;
}

export function StoreListPage({ list, region, regionName, locale, onRegion, onNavigate }: StoreListPageProps) {
  const text = storefrontText(locale);
  return (
    <div className="flex flex-col gap-2">
      {(list.regions.length > 1 || region) && (
        <label className={`flex items-center gap-2 px-3 pt-3 text-sm ${look.muted}`}>
          {text.region}
          <select
            value={region ?? ''}
            onChange={(event) => onRegion(event.target.value || null)}
            className={`${focusRingNative} h-9 flex-1 rounded-md border px-2 ${look.line} ${look.card} ${look.text}`}
          >
            <option value="">{text.allRegions}</option>
            {region && !list.regions.some((option) => option.code === region) && (
              <option value={region}>{regionName ?? region}</option>
            )}
            {list.regions.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name} ({option.stores})
              </option>
            ))}
          </select>
        </label>
      )}
      {list.stores.length ? (
        <ul aria-label={text.stores} className="flex flex-col gap-2 px-3">
          {list.stores.map((store) => {
            const today = store.week[0];
            return (
              <li key={store.id} className={`flex flex-col gap-1.5 rounded-md p-3 text-sm ${look.card}`}>
                <div className="flex items-start justify-between gap-2">
                  <StorefrontLink
                    link={{ kind: 'page', target: `store/${store.id}` }}
                    onNavigate={onNavigate}
                    className={`text-base font-semibold underline-offset-2 hover:underline ${look.text}`}
                  >
                    {storeName(store, locale)}
                  </StorefrontLink>
                  <OpenBadge open={store.openNow} text={text} />
                </div>
                <p className={`flex items-start gap-1.5 ${look.muted}`}>
                  <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                  <span className="sr-only">{text.address}: </span>
                  {fullAddress(store)}
                </p>
                {store.phone && (
                  <p className={`flex items-center gap-1.5 ${look.muted}`}>
                    <Phone aria-hidden className="size-3.5 shrink-0" />
                    <span className="sr-only">{text.phone}: </span>
                    <PhoneLink phone={store.phone} />
                  </p>
                )}
                {today && <p className={look.text}>{format(text.todayHours, { hours: dayHours(today, text) })}</p>}
              </li>
            );
          })}
        </ul>
      ) : (
        <PageNote message={text.noStores} text={text} />
      )}
    </div>
  );
}
