import { Video } from 'lucide-react';
import type { BlockProps } from '../block-props';
import { Missing } from '../placeholder';
import { flag, id } from '../props';
import { usePrefersReducedMotion } from '../use-reduced-motion';

/**
 * A native video. It starts by itself only muted (browsers refuse sound without a gesture), never in the editor
 * and never for a visitor who asked for reduced motion.
 */
export function VideoBlock({ block, lookups, mode, text: t }: BlockProps) {
  const reduced = usePrefersReducedMotion();
  const materialId = id(block.props, 'materialId');
  const media = materialId === null ? undefined : lookups.media[materialId];
  if (!media) return <Missing mode={mode} icon={Video} label={t.noVideo} />;
  const posterId = id(block.props, 'posterId');
  const muted = flag(block.props, 'muted', true);
  const autoPlay = mode === 'live' && !reduced && muted && flag(block.props, 'autoplay', false);
  return (
    <video
      controls
      playsInline
      preload="metadata"
      src={media.url}
      poster={posterId === null ? undefined : lookups.media[posterId]?.url}
      muted={muted}
      autoPlay={autoPlay}
      loop={flag(block.props, 'loop', false)}
      aria-label={t.video}
      className="block aspect-video w-full bg-black"
    />
  );
}
