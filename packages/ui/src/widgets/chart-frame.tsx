/**
 * The titled card every chart sits in (ChartWrapper's echarts, BarChart's SVG): the title, a box of a fixed
 * height, and in it a spinner while loading, "No data" when there is nothing to draw, or the chart.
 */
import type { ReactNode } from 'react';
import { Spinner } from '../feedback/spinner';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';

const messages = defineMessages({
  'zh-CN': { empty: '暂无数据' },
  'en-US': { empty: 'No data' },
});

export interface ChartFrameProps {
  title: string;
  /** The card's data-slot (which chart it frames). */
  slot: string;
  loading?: boolean;
  /** Nothing to draw: the empty state instead of the chart. */
  empty: boolean;
  height: number;
  className?: string;
  /** The chart, rendered only when neither loading nor empty. */
  children: ReactNode;
}

export function ChartFrame({ title, slot, loading, empty, height, className, children }: ChartFrameProps) {
  const t = useMessages(messages);
  return (
    <section aria-label={title} data-slot={slot} className={cn('rounded-md bg-surface p-4', className)}>
      <h2 className="mb-3 text-lg font-medium text-default">{title}</h2>
      <div style={{ height }} className="relative">
        {loading && (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </div>
        )}
        {!loading && empty && <p className="flex h-full items-center justify-center text-base text-muted">{t.empty}</p>}
        {!loading && !empty && children}
      </div>
    </section>
  );
}
