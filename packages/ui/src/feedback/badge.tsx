/**
 * Badge: a count or a dot on the corner of its child (the navbar's bell), or standalone. Counts above `maxCount`
 * show as "99+". The visible badge is hidden from assistive technology. Standalone, a translated text is read
 * instead ("3 条未读" / "3 unread", or your `label`). On a control, the control must say it: put the count in its
 * accessible name (e.g. aria-label "消息，3 条未读"), since focus lands on the control, not on the badge.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { defineMessages, format, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';

export const badgeMessages = defineMessages({
  'zh-CN': { unread: '{count} 条未读', dot: '有新消息' },
  'en-US': { unread: '{count} unread', dot: 'New activity' },
});

const badgeStyles = cva('inline-flex items-center justify-center rounded-full font-medium tabular-nums', {
  variants: {
    status: {
      danger: 'bg-danger text-on-danger',
      primary: 'bg-primary text-on-primary',
      success: 'bg-success text-on-success',
      warning: 'bg-warning text-on-warning',
    },
    dot: { true: 'size-2', false: 'h-[18px] min-w-[18px] px-1.5 text-xs leading-none' },
    attached: { true: 'absolute top-0 right-0 translate-x-1/2 -translate-y-1/2 ring-2 ring-(--sb-bg-surface)' },
  },
  defaultVariants: { status: 'danger', dot: false },
});

export interface BadgeProps extends Pick<VariantProps<typeof badgeStyles>, 'status'> {
  count?: number;
  /** Larger counts show as "{maxCount}+". */
  maxCount?: number;
  /** A dot instead of a number. */
  dot?: boolean;
  /** Show a badge for 0 (hidden by default). */
  showZero?: boolean;
  /** What a screen reader hears instead of the visible badge. */
  label?: string;
  children?: ReactNode;
  className?: string;
}

/** The text a badge shows for a count, e.g. 120 with maxCount 99 -> '99+'. */
export function badgeText(count: number, maxCount = 99): string {
  return count > maxCount ? `${maxCount}+` : String(count);
}

export function Badge({ count = 0, maxCount = 99, dot, showZero, label, status, children, className }: BadgeProps) {
  const t = useMessages(badgeMessages);
  const visible = dot || count > 0 || showZero;
  const spoken = label ?? (dot ? t.dot : format(t.unread, { count }));
  const badge = visible && (
    <>
      <span
        aria-hidden="true"
        data-slot="badge"
        className={badgeStyles({ status, dot: Boolean(dot), attached: children ? true : undefined })}
      >
        {dot ? null : badgeText(count, maxCount)}
      </span>
      {!children && <span className="sr-only">{spoken}</span>}
    </>
  );
  if (!children) return <span className={cn('inline-flex', className)}>{badge}</span>;
  return (
    <span data-slot="badge-wrapper" className={cn('relative inline-flex', className)}>
      {children}
      {badge}
    </span>
  );
}
