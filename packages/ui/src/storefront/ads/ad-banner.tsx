import { format } from '../../i18n/messages';
import { cx } from '../../lib/cx';
import { AdPicture } from './ad-picture';
import { adText } from './ads.messages';
import type { AdValue, OpenAd } from './types';

export interface AdBannerProps {
  ads: readonly AdValue[];
  onOpen: OpenAd;
  locale: string;
  /** The place's landmark name where a page holds more than one (else "Advertisement"). */
  label?: string;
  className?: string;
}

/**
 * A banner place (the home's top and middle, a product page, "mine"): its running ads side by side, one per
 * screen width, swiped or scrolled by keyboard (scroll snap, no autoplay: nothing moves by itself). Nothing when
 * no ad runs.
 */
export function AdBanner({ ads, onOpen, locale, label, className }: AdBannerProps) {
  const t = adText(locale);
  if (!ads.length) return null;
  return (
    <section aria-label={label ?? t.advertisement} className={cx('px-3 py-2', className)}>
      <ul className="flex snap-x snap-mandatory gap-2 overflow-x-auto [scrollbar-width:none]">
        {ads.map((ad, index) => (
          <li
            key={ad.id}
            className="w-full shrink-0 snap-center overflow-hidden rounded-md"
            aria-label={ads.length > 1 ? format(t.adOf, { index: index + 1, count: ads.length }) : undefined}
          >
            <AdPicture ad={ad} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}
