/**
 * The product's pictures as a row that scrolls sideways with snap points: the first loads at once, the rest
 * lazily; each keeps the box of its known size, so nothing shifts. No picture: the grid's picture, or nothing.
 */
import { format } from '../../i18n/messages';
import { focusRingNative } from '../../lib/focus-ring';
import { COLUMN_SIZES, librarySrcSet } from '../library-sizes';
import { look } from '../look';
import type { StorefrontText } from '../storefront.messages';
import type { StorefrontMediaValue } from '../types';

export function ProductGallery({
  images,
  fallbackUrl,
  name,
  text,
}: {
  images: StorefrontMediaValue[];
  fallbackUrl: string | null;
  name: string;
  text: StorefrontText;
}) {
  const pictures = images.length
    ? images
    : fallbackUrl
      ? [{ url: fallbackUrl, width: 750, height: 750 } as Pick<StorefrontMediaValue, 'url' | 'width' | 'height'>]
      : [];
  if (!pictures.length) return null;
  return (
    <section
      aria-label={text.gallery}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so the arrow keys scroll it
      tabIndex={0}
      className={`${focusRingNative} flex snap-x snap-mandatory overflow-x-auto ${look.card}`}
    >
      {pictures.map((picture, index) => (
        <img
          key={picture.url}
          src={picture.url}
          alt={
            pictures.length > 1
              ? `${name} · ${format(text.pictureOf, { index: index + 1, count: pictures.length })}`
              : name
          }
          width={picture.width ?? 750}
          height={picture.height ?? 750}
          loading={index === 0 ? 'eager' : 'lazy'}
          // The grid's picture (no gallery) has no known size.
          srcSet={librarySrcSet(picture.url, images.length ? picture : null)}
          sizes={COLUMN_SIZES}
          className="block aspect-square w-full shrink-0 snap-start object-contain"
        />
      ))}
    </section>
  );
}
