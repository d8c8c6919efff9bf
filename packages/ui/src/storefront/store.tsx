/** What the three store blocks share: which store they show, its name in the locale, the open-now badge. */

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
