/**
 * TopProgress: a thin bar at the top of the window for route changes — no spinner (spec). It renders the
 * topProgress store (start()/done() are called by the router, outside React). `value` pins it for stories.
 * Not the kit's ProgressBar, on purpose: this is the window's page-load line (2 px at the very top edge, no track,
 * no label or value text, over everything at the progress layer), where ProgressBar is a labelled bar inside
 * content (a 4-12 px rounded track with its value text) for uploads and long jobs.
 */
import { useSyncExternalStore } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { type TopProgressState, topProgress } from './top-progress-store';

export const topProgressMessages = defineMessages({
  'zh-CN': { loading: '页面加载中' },
  'en-US': { loading: 'Loading page' },
});

export function TopProgress({ value, className }: { value?: number; className?: string }) {
  const t = useMessages(topProgressMessages);
  const store: TopProgressState = useSyncExternalStore(topProgress.subscribe, topProgress.get, topProgress.get);
  const shown = value === undefined ? store : { value, visible: true };
  if (!shown.visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t.loading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown.value)}
      data-slot="top-progress"
      className={cn('fixed inset-x-0 top-0 z-(--sb-z-progress) h-0.5', className)}
    >
      <div
        className="h-full bg-primary transition-[width] duration-(--sb-duration-base) ease-standard motion-reduce:transition-none"
        style={{ width: `${shown.value}%` }}
      />
    </div>
  );
}
