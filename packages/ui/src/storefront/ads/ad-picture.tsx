import { StorefrontLink } from '../links';
import type { AdValue, OpenAd } from './types';

/**
 * An ad's picture as a link (the kit's StorefrontLink: its href works without script and with a modifier key);
 * a plain click is handed to onOpen, which counts it and navigates. Width and height are the position's, so
 * nothing shifts while it loads.
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
        className="block h-auto w-full"
      />
    </StorefrontLink>
  );
}
