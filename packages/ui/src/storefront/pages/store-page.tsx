/** One store: photo, open-now badge, address, phone (dialable), and the whole coming week of opening hours. */
import { OpeningWeek } from '../blocks/opening-hours';
import { look } from '../look';
import { OpenBadge, StoreContact, storeName } from '../store';
import { storefrontText } from '../storefront.messages';
import type { StorefrontStoreValue } from '../types';
import { Section } from './section';

export interface StorePageProps {
  store: StorefrontStoreValue;
  locale: string;
}

export function StorePage({ store, locale }: StorePageProps) {
  const text = storefrontText(locale);
  return (
    <div className="flex flex-col gap-2">
      {store.photoUrl && (
        <img src={store.photoUrl} alt="" width={750} height={420} className="block aspect-[16/9] w-full object-cover" />
      )}
      <section
        aria-label={storeName(store, locale)}
        className={`flex flex-col gap-2 px-4 py-3 text-sm ${look.card} ${look.text}`}
      >
        <div className="flex items-center justify-between gap-2">
          <p aria-hidden className={`text-base font-semibold ${look.text}`}>
            {storeName(store, locale)}
          </p>
          <OpenBadge open={store.openNow} text={text} />
        </div>
        <StoreContact store={store} text={text} />
      </section>
      <Section title={text.openingHours}>
        <OpeningWeek week={store.week} locale={locale} text={text} showNotes />
      </Section>
    </div>
  );
}
