/**
 * ChartWrapper: a titled card around an echarts chart, with loading and empty
 * states, resizing with its box (ResizeObserver). echarts is loaded lazily (see chart-loader.ts), so a page
 * without a chart never downloads it.
 */
import { useEffect, useRef, useState } from 'react';
import { ChartFrame } from './chart-frame';
import type { ChartInstance, ChartOption } from './chart-loader';

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
    <ChartFrame
      title={title}
      slot="chart-wrapper"
      loading={loading}
      empty={Boolean(isEmpty) || option === undefined}
      height={height}
      className={className}
    >
      <div
        ref={box}
        data-slot="chart"
        data-ready={ready || undefined}
        role="img"
        aria-label={title}
        className="h-full w-full"
      />
    </ChartFrame>
  );
}
