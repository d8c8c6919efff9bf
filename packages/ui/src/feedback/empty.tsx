/**
 * Empty: what a list, table or panel shows when it has nothing — a small illustration, a description
 * ("暂无数据" / "No data" by default) and optionally an action (children), e.g. a "New product" button.
 */
import type { ReactNode } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';

export const emptyMessages = defineMessages({
  'zh-CN': { noData: '暂无数据' },
  'en-US': { noData: 'No data' },
});

/** An open, empty box, drawn in the neutral fills so it follows light and dark. */
function EmptyBox() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 48" className="h-12 w-16">
      <ellipse cx="32" cy="42" rx="28" ry="5" className="fill-(--sb-bg-fill-2)" />
      <path d="M10 18 L20 6 H44 L54 18 V38 H10 Z" className="fill-(--sb-bg-fill-1) stroke-(--sb-border-strong)" />
      <path
        d="M10 18 H24 C24 22 27 25 32 25 C37 25 40 22 40 18 H54"
        className="fill-none stroke-(--sb-border-strong)"
      />
    </svg>
  );
}

export interface EmptyProps {
  description?: ReactNode;
  /** An action under the description. */
  children?: ReactNode;
  className?: string;
}

export function Empty({ description, children, className }: EmptyProps) {
  const t = useMessages(emptyMessages);
  return (
    <div
      data-slot="empty"
      className={cn('flex flex-col items-center justify-center gap-2 py-8 text-center', className)}
    >
      <EmptyBox />
      <p className="text-sm text-muted">{description ?? t.noData}</p>
      {children && <div className="mt-2">{children}</div>}
    </div>
  );
}
