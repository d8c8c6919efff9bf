/**
 * A material's small picture: the image's thumbnail fetched with the token (an <img src> cannot send it) as an
 * object URL, revoked when it goes; other kinds show their kind's icon.
 */
import { type MaterialKind, materialThumbUrl } from '@soundboard/contract';
import { cx } from '@soundboard/ui/lib/cx.ts';
import { FileText, Image, Music, Video } from 'lucide-react';
import { useAvatarSrc } from '../../lib/use-avatar-src';

const ICONS = { image: Image, audio: Music, video: Video, document: FileText } as const;

export function MaterialThumb({
  id,
  kind,
  className,
}: {
  id: number;
  kind: MaterialKind;
  /** Size and shape (e.g. "size-10 rounded-sm"). */
  className?: string;
}) {
  const src = useAvatarSrc(kind === 'image' ? materialThumbUrl(id) : null);
  const Icon = ICONS[kind];
  return (
    <span className={cx('flex shrink-0 items-center justify-center overflow-hidden bg-fill-2 text-muted', className)}>
      {src ? (
        <img src={src} alt="" className="size-full object-cover" />
      ) : (
        <Icon aria-hidden="true" className="size-1/2" />
      )}
    </span>
  );
}
