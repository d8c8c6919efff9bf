import { ImageOff } from 'lucide-react';
import type { BlockProps } from '../block-props';
import { COLUMN_SIZES, librarySrcSet } from '../library-sizes';
import { StorefrontLink } from '../links';
import { Missing } from '../placeholder';
import { id, link, text } from '../props';

export function ImageBlock({ block, lookups, mode, text: t, onNavigate }: BlockProps) {
  const materialId = id(block.props, 'materialId');
  const media = materialId === null ? undefined : lookups.media[materialId];
  if (!media) return <Missing mode={mode} icon={ImageOff} label={t.noImage} />;
  return (
    <StorefrontLink link={link(block.props, 'link')} onNavigate={onNavigate} className="block">
      <img
        src={media.url}
        srcSet={librarySrcSet(media.url, media)}
        sizes={COLUMN_SIZES}
        alt={text(block.props, 'alt')}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        className="block h-auto w-full"
      />
    </StorefrontLink>
  );
}
