import { MapPin, Phone } from 'lucide-react';
import { focusRingNative } from '../../lib/focus-ring';
import type { BlockProps } from '../block-props';
import { look } from '../look';
import { Missing } from '../placeholder';
import { flag } from '../props';
import { fullAddress, storeName, storeOf } from '../store';

/** The store's phone (a tel: link a phone dials) and address. */
export function ContactBlock({ block, lookups, mode, locale, text: t }: BlockProps) {
  const store = storeOf(block, lookups);
  const phone = store && flag(block.props, 'showPhone', true) ? store.phone.trim() : '';
  const address = store && flag(block.props, 'showAddress', true) ? fullAddress(store) : '';
  if (!store || (!phone && !address)) return <Missing mode={mode} icon={Phone} label={t.noStore} />;
  return (
    <article
      aria-label={storeName(store, locale)}
      className={`flex flex-col gap-2 rounded-md p-3 text-sm ${look.card} ${look.text}`}
    >
      {phone && (
        <p className="flex items-center gap-2">
          <Phone aria-hidden className={`size-4 shrink-0 ${look.theme}`} />
          <span className="sr-only">{t.phone}: </span>
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            className={`${focusRingNative} ${look.theme} font-medium underline-offset-2 hover:underline`}
          >
            {phone}
          </a>
        </p>
      )}
      {address && (
        <p className="flex items-start gap-2">
          <MapPin aria-hidden className={`mt-0.5 size-4 shrink-0 ${look.theme}`} />
          <span className="sr-only">{t.address}: </span>
          <span>{address}</span>
        </p>
      )}
    </article>
  );
}
