/**
 * ChartWrapper (spec §2 shared widgets): a titled card around an echarts chart, with loading and empty
 * states, resizing with its box (ResizeObserver). echarts is loaded lazily (see chart-loader.ts), so a page
 * without a chart never downloads it.
 */
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../feedback/spinner';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import type { ChartInstance, ChartOption } from './chart-loader';

const messages = defineMessages({
  'zh-CN': { empty: '暂无数据' },
  'en-US': { empty: 'No data' },
});

export interface ChartWrapperProps {
  title: string;
  option?: ChartOption;
  loading?: boolean;
  /** No data to draw: shows the empty state instead of the chart. */
  isEmpty?: boolean;
  height?: number;
  className?: string;
}

export function ChartWrapper({ title, option, loading, isEmpty, height = 280, className }: ChartWrapperProps) {
  const t = useMessages(messages);
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const [ready, setReady] = useState(false);
  const showChart = !loading && !isEmpty && option !== undefined;
  const latestOption = useRef(option);
  latestOption.current = option;

  // One chart while there is something to show: a new option (a page refreshing its figures) redraws it in
  // place instead of disposing and loading it again, which blanked the canvas and closed an open tooltip.
  useEffect(() => {
    if (!showChart || !box.current) return;
    const element = box.current;
    let observer: ResizeObserver | undefined;
    let disposed = false;
    import('./chart-loader').then(({ init }) => {
      if (disposed) return;
      chart.current = init(element, undefined, { renderer: 'canvas' });
      chart.current.setOption(latestOption.current as ChartOption);
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(element);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
      setReady(false);
    };
  }, [showChart]);

  useEffect(() => {
    if (option) chart.current?.setOption(option, true);
  }, [option]);

  return (
    <section aria-label={title} data-slot="chart-wrapper" className={cn('rounded-md bg-surface p-4', className)}>
      <h3 className="mb-3 text-lg font-medium text-default">{title}</h3>
      <div style={{ height }} className="relative">
        {loading && (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </div>
        )}
        {!loading && (isEmpty || option === undefined) && (
          <p className="flex h-full items-center justify-center text-base text-muted">{t.empty}</p>
        )}
        {showChart && (
          <div
            ref={box}
            data-slot="chart"
            data-ready={ready || undefined}
            role="img"
            aria-label={title}
            className="h-full w-full"
          />
        )}
      </div>
    </section>
  );
}
