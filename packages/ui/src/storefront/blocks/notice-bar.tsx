import { Megaphone } from 'lucide-react';
import { type CSSProperties, useRef } from 'react';
import { cx } from '../../lib/cx';
import type { BlockProps } from '../block-props';
import { StorefrontLink } from '../links';
import { textColour } from '../look';
import { Missing } from '../placeholder';
import { color, link, text } from '../props';
import { useOverflows } from '../use-overflow';
import { usePrefersReducedMotion } from '../use-reduced-motion';

/** The marquee's motion, declared once for the document (React hoists and dedupes a style with an href). */
const MARQUEE_CSS =
  '@keyframes sf-marquee{from{transform:translateX(0)}to{transform:translateX(-100%)}}' +
  '[data-marquee]{padding-left:100%;animation:sf-marquee var(--sf-marquee-duration) linear infinite}' +
  '[data-marquee]:hover{animation-play-state:paused}';

/**
 * A one-line notice. Text wider than the bar scrolls on the live storefront, unless the visitor asked for
 * reduced motion (then it wraps); in the editor it never moves (one line, cut with an ellipsis).
 */
export function NoticeBarBlock({ block, mode, text: t, onNavigate }: BlockProps) {
  const content = text(block.props, 'text');
  const lineRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(lineRef, content);
  const reduced = usePrefersReducedMotion();
  if (!content.trim()) return <Missing mode={mode} icon={Megaphone} label={t.noNotice} />;
  const wraps = mode === 'live' && reduced;
  const scrolls = mode === 'live' && !reduced && overflows;
  return (
    <StorefrontLink link={link(block.props, 'link')} onNavigate={onNavigate} className="block">
      <div
        className="flex items-center gap-2 px-3 py-2 text-sm"
        style={{ color: textColour(color(block.props, 'textColor') ?? '#b34d00') }}
      >
        <Megaphone aria-hidden className="size-4 shrink-0" />
        <span className="sr-only">{t.notice}: </span>
        <div
          ref={lineRef}
          className={cx(
            'min-w-0 flex-1',
            wraps ? 'break-words' : scrolls ? 'overflow-hidden whitespace-nowrap' : 'truncate',
          )}
        >
          {scrolls && (
            <style href="sf-marquee" precedence="default">
              {MARQUEE_CSS}
            </style>
          )}
          <span
            data-marquee={scrolls ? '' : undefined}
            className={scrolls ? 'inline-block' : undefined}
            style={
              scrolls
                ? ({ '--sf-marquee-duration': `${Math.max(8, content.length * 0.35)}s` } as CSSProperties)
                : undefined
            }
          >
            {content}
          </span>
        </div>
      </div>
    </StorefrontLink>
  );
}
