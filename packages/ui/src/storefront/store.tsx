/** What the store blocks and pages share: which store, its name in the locale, the open-now badge, its contact. */
import { MapPin, Phone } from 'lucide-react';

import { focusRingNative } from '../lib/focus-ring';
import { look } from './look';
import { id } from './props';
import type { StorefrontText } from './storefront.messages';
import type { BlockValue, StorefrontLookups, StorefrontStoreValue } from './types';

/** The block's store, or (storeId null) the one the storefront is opened for; undefined when not shown. */
export function storeOf(block: BlockValue, lookups: StorefrontLookups): StorefrontStoreValue | undefined {
  const storeId = id(block.props, 'storeId') ?? lookups.defaultStoreId;
  return storeId === null ? undefined : lookups.stores[storeId];
}

export function storeName(store: StorefrontStoreValue, locale: string): string {
  return locale === 'zh-CN' ? store.nameZh : store.nameEn || store.nameZh;
}

export function fullAddress(store: StorefrontStoreValue): string {
  return [store.regionText, store.address].filter(Boolean).join(' ');
}

export function OpenBadge({ open, text }: { open: boolean; text: StorefrontText }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 text-xs leading-5 font-medium ${open ? look.themeBg : `${look.fill} ${look.muted}`}`}
    >
      {open ? text.openNow : text.closed}
    </span>
  );
}

/** A store's phone as a tel: link a phone dials. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={`${focusRingNative} ${look.theme} ${className ?? ''}`}>
      {phone}
    </a>
  );
}

/** A store's phone (dialable) and address as two lines with their icons; the labels are for screen readers. */
export function StoreContact({ store, text }: { store: StorefrontStoreValue; text: StorefrontText }) {
  const address = fullAddress(store);
  return (
    <>
      {store.phone && (
        <p className="flex items-center gap-2">
          <Phone aria-hidden className={`size-4 shrink-0 ${look.theme}`} />
          <span className="sr-only">{text.phone}: </span>
          <PhoneLink phone={store.phone} className="font-medium" />
        </p>
      )}
      {address && (
        <p className="flex items-start gap-2">
          <MapPin aria-hidden className={`mt-0.5 size-4 shrink-0 ${look.theme}`} />
          <span className="sr-only">{text.address}: </span>
          <span>{address}</span>
        </p>
      )}
    </>
  );
}
