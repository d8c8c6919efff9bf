import { Music } from 'lucide-react';
import type { BlockProps } from '../block-props';
import { look } from '../look';
import { Missing } from '../placeholder';
import { flag, id, text } from '../props';

export function AudioBlock({ block, lookups, mode, text: t }: BlockProps) {
  const materialId = id(block.props, 'materialId');
  const media = materialId === null ? undefined : lookups.media[materialId];
  if (!media) return <Missing mode={mode} icon={Music} label={t.noAudio} />;
  const title = text(block.props, 'title');
  return (
    <figure className={`flex flex-col gap-2 rounded-md p-3 ${look.card}`}>
      {title && (
        <figcaption className={`flex items-center gap-1.5 text-sm font-medium ${look.text}`}>
          <Music aria-hidden className={`size-4 ${look.theme}`} />
          {title}
        </figcaption>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: materials carry no caption track; the title names the recording */}
      <audio
        controls
        preload="metadata"
        src={media.url}
        loop={flag(block.props, 'loop', false)}
        aria-label={title || t.audio}
        className="w-full"
      />
    </figure>
  );
}
