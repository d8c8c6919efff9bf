import { StorefrontLink } from '../links';
import type { AdValue, OpenAd } from './types';

/**
 * An ad's picture as a link (the kit's StorefrontLink: its href works without script and with a modifier key);
 * a plain click is handed to onOpen, which counts it and navigates. Width and height are the position's, and the
 * picture keeps the position's shape (cropped to fill it) once loaded too: a file of another shape would otherwise
 * resize the box when it arrives and push the page below it (a layout shift).
 */
export function AdPicture({
  ad,
  onOpen,
  className,
  eager = false,
}: {
  ad: AdValue;
  onOpen: OpenAd;
  className?: string;
  eager?: boolean;
}) {
  return (
    <StorefrontLink link={ad.link} onNavigate={() => onOpen(ad)} className={className}>
      <img
        src={ad.imageUrl}
        alt={ad.title}
        width={ad.width}
        height={ad.height}
        loading={eager ? 'eager' : 'lazy'}
        style={{ aspectRatio: `${ad.width} / ${ad.height}` }}
        className="block h-auto w-full object-cover"
      />
    </StorefrontLink>
  );
}
