/**
 * Timeline: records in order (customer tracking: calls, visits, installs), each with a time, a title, optional
 * content and a coloured dot. Times are ISO strings shown with Intl in the current locale.
 */
import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';

export interface TimelineItem {
  id: string;
  /** ISO-8601 time. */
  time: string;
  title: ReactNode;
  content?: ReactNode;
  color?: 'primary' | 'success' | 'warning' | 'danger' | 'neutral';
}

const DOTS = {
  primary: 'border-primary',
  success: 'border-success',
  warning: 'border-warning',
  danger: 'border-danger',
  neutral: 'border-strong',
};

export interface TimelineProps {
  items: TimelineItem[];
  /** Time zone for the times (default: the browser's). */
  timeZone?: string;
  className?: string;
}

export function Timeline({ items, timeZone, className }: TimelineProps) {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <ol data-slot="timeline" className={cn('flex flex-col', className)}>
      {items.map((item, index) => (
        <li key={item.id} className="relative flex gap-3 pb-5 last:pb-0">
          {index < items.length - 1 && (
            <span aria-hidden="true" className="absolute top-4 bottom-0 left-[5px] w-px bg-fill-3" />
          )}
          <span
            aria-hidden="true"
            data-slot="dot"
            className={cx('mt-1 size-3 shrink-0 rounded-full border-2 bg-surface', DOTS[item.color ?? 'primary'])}
          />
          <div className="flex min-w-0 flex-col gap-0.5">
            <time dateTime={item.time} className="text-xs text-muted">
              {format.format(new Date(item.time))}
            </time>
            <div className="text-base font-medium text-default">{item.title}</div>
            {item.content && <div className="text-sm text-secondary">{item.content}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
