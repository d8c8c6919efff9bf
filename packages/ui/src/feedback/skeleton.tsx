/**
 * Skeleton: grey placeholders in the shape of what is loading — text lines (the last one shorter), an avatar
 * circle, or one bar of a fixed width (the user chip's 100px). It shimmers only when motion is allowed, and
 * tells screen readers "Loading" once instead of exposing empty shapes.
 */
import type { CSSProperties } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';

export const skeletonMessages = defineMessages({
  'zh-CN': { loading: '加载中' },
  'en-US': { loading: 'Loading' },
});

// fill-3: fill-2 is the page background in light mode, so a fill-2 placeholder would vanish.
const block = 'block bg-fill-3 motion-safe:animate-pulse';

export interface SkeletonProps {
  /** Text lines; the last of several is 60% wide. */
  rows?: number;
  /** An avatar circle of this size (px) before the lines. */
  avatar?: number;
  /** Width of the block: px or any CSS length. */
  width?: number | string;
  /** Height of each line in px. */
  lineHeight?: number;
  label?: string;
  className?: string;
}

export function Skeleton({ rows = 1, avatar, width, lineHeight = 16, label, className }: SkeletonProps) {
  const t = useMessages(skeletonMessages);
  const line = (i: number): CSSProperties => ({
    height: lineHeight,
    width: rows > 1 && i === rows - 1 ? '60%' : (width ?? '100%'),
  });
  return (
    <div role="status" aria-label={label ?? t.loading} data-slot="skeleton" className={cn('flex gap-3', className)}>
      {avatar !== undefined && (
        <span
          aria-hidden="true"
          data-slot="skeleton-avatar"
          className={cx(block, 'shrink-0 rounded-full')}
          style={{ width: avatar, height: avatar }}
        />
      )}
      <span aria-hidden="true" className="flex flex-1 flex-col gap-2.5">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical placeholders
          <span key={i} data-slot="skeleton-line" className={cx(block, 'rounded-sm')} style={line(i)} />
        ))}
      </span>
    </div>
  );
}
