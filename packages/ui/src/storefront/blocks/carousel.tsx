import { ChevronLeft, ChevronRight, GalleryHorizontal, ImageOff, Pause, Play } from 'lucide-react';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { format } from '../../i18n/messages';
import { cx } from '../../lib/cx';
import { focusRingNative } from '../../lib/focus-ring';
import type { BlockProps } from '../block-props';
import { COLUMN_SIZES, librarySrcSet } from '../library-sizes';
import { StorefrontLink } from '../links';
import { Missing, Placeholder } from '../placeholder';
import { flag, id, integer, items, link, text } from '../props';
import type { StorefrontMediaValue } from '../types';
import { usePrefersReducedMotion } from '../use-reduced-motion';

const control = cx(
  focusRingNative,
  'flex size-8 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/70',
);

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40;

/**
 * Image slides in the WAI-ARIA carousel pattern: a labelled region, previous/next and pause/play buttons, each
 * slide a group "slide x of n", the change announced politely unless it rotates by itself. It rotates only on the
 * live storefront, when autoplay is on, the visitor did not ask for reduced motion, and nobody is pointing at it
 * or has focus inside it; the pause button stops it for good.
 */
export function CarouselBlock({ block, lookups, mode, text: t, onNavigate }: BlockProps) {
  const height = integer(block.props, 'height', 180);
  const all = items(block.props, 'slides').map((slide) => {
    const materialId = id(slide, 'materialId');
    return { media: materialId === null ? undefined : lookups.media[materialId], slide };
  });
  // Live: a slide without its image is left out; the editor keeps it and says so.
  const slides = mode === 'live' ? all.filter((entry) => entry.media) : all;
  const count = slides.length;
  const [chosen, setIndex] = useState(0);
  const index = count ? chosen % count : 0;
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const reduced = usePrefersReducedMotion();
  const canRotate = mode === 'live' && flag(block.props, 'autoplay', true) && !reduced && count > 1;
  const rotating = canRotate && !paused && !held.hover && !held.focus;
  const intervalMs = integer(block.props, 'intervalSeconds', 4) * 1000;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new index (by hand too) restarts the interval
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const swipeFrom = useRef<number | null>(null);
  if (!count) return <Missing mode={mode} icon={GalleryHorizontal} label={t.noSlides} />;

  const go = (step: number) => setIndex((index + step + count) % count);
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
    go(event.clientX < from ? 1 : -1);
  };

  return (
    <section
      aria-roledescription={t.carousel}
      aria-label={t.carousel}
      className="relative overflow-hidden"
      style={{ height }}
      onPointerEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <div className="size-full touch-pan-y" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {slides.map((entry, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset
          <div
            // Slides are positional: the list is the block's own and has no ids.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            role="group"
            aria-roledescription={t.slide}
            aria-label={format(t.slideOf, { index: i + 1, count })}
            hidden={i !== index}
            className="size-full"
          >
            <Slide media={entry.media} alt={text(entry.slide, 'alt')} label={t.noImage}>
              {(image) => (
                <StorefrontLink link={link(entry.slide, 'link')} onNavigate={onNavigate} className="size-full">
                  {image}
                </StorefrontLink>
              )}
            </Slide>
          </div>
        ))}
      </div>
      <p aria-live={rotating ? 'off' : 'polite'} className="sr-only">
        {format(t.slideOf, { index: index + 1, count })}
      </p>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t.previous}
            onClick={() => go(-1)}
            className={cx(control, 'absolute top-1/2 left-2 -translate-y-1/2')}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            aria-label={t.next}
            onClick={() => go(1)}
            className={cx(control, 'absolute top-1/2 right-2 -translate-y-1/2')}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
          {/* As tall as the pause button even while it is absent (the server draws none): its arrival moves nothing. */}
          <div className="absolute right-2 bottom-2 left-2 flex h-8 items-center justify-between">
            {canRotate ? (
              <button
                type="button"
                aria-label={paused ? t.play : t.pause}
                onClick={() => setPaused(!paused)}
                className={control}
              >
                {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
              </button>
            ) : (
              <span />
            )}
            <span aria-hidden className="rounded-full bg-black/55 px-2 text-xs text-white tabular-nums">
              {index + 1}/{count}
            </span>
          </div>
        </>
      )}
    </section>
  );
}

function Slide({
  media,
  alt,
  label,
  children,
}: {
  media: StorefrontMediaValue | undefined;
  alt: string;
  label: string;
  children: (image: ReactNode) => ReactNode;
}) {
  if (!media) return <Placeholder icon={ImageOff} label={label} style={{ height: '100%' }} />;
  return children(
    <img
      src={media.url}
      srcSet={librarySrcSet(media.url, media)}
      sizes={COLUMN_SIZES}
      alt={alt}
      draggable={false}
      className="block size-full object-cover"
    />,
  );
}
