/**
 * BarChart's plot: the SVG (gridlines at nice ticks, bars in the primary colour, x labels thinned to the width it
 * measures with a ResizeObserver) and its one tab stop. The arrows, Home and End highlight a bar, whose label and
 * value show in a tooltip and are spoken through a live region; hovering does the same. Nothing animates.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { defineMessages, format, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { focusRingNative } from '../lib/focus-ring';
import { BarChartAxes } from './bar-chart-axes';
import { barAt, barBand, nextBar, niceTicks, plotBox } from './bar-chart-scale';

const messages = defineMessages({
  'zh-CN': { summary: '{title}：共 {count} 项，最高 {best}', hint: '用左右方向键逐项查看' },
  'en-US': { summary: '{title}: {count} bars, highest {best}', hint: 'Use the arrow keys to read each bar' },
});

export interface BarDatum {
  key: string;
  /** Names the bar on the x axis and in the tooltip, e.g. "11月3日". */
  label: string;
  /** Zero or more. */
  value: number;
}

interface PlotProps {
  title: string;
  bars: readonly BarDatum[];
  height: number;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
}

const FONT = 12;

/** Where the tooltip hangs from its bar: centred, or to one side near the ends so it stays inside the card. */
const tooltipSide = (x: number, width: number) =>
  x < width / 4
    ? '-translate-y-full'
    : x > (width * 3) / 4
      ? '-translate-x-full -translate-y-full'
      : '-translate-x-1/2 -translate-y-full';

export function BarChartPlot({ title, bars, height, formatValue, formatTick }: PlotProps) {
  const t = useMessages(messages);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState(-1);
  const hintId = useId();

  // Measured before the first paint (no empty frame), then again whenever the box changes size.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const ticks = niceTicks(Math.max(0, ...bars.map((bar) => bar.value)));
  const top = ticks.at(-1) ?? 1;
  const plot = plotBox(width, height, ticks.map(formatTick), FONT);
  const y = (value: number) => plot.top + plot.height * (1 - Math.max(0, value) / top);
  const band = (index: number) => barBand(index, bars.length, plot.width);
  const center = (index: number) => plot.left + band(index).x + band(index).width / 2;
  const say = (bar: BarDatum | undefined) => (bar ? `${bar.label}: ${formatValue(bar.value)}` : '');
  const best = bars.reduce((max, bar) => (bar.value > max.value ? bar : max));
  const current = bars[active];

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this is a chart's one tab stop
    <div
      ref={box}
      role="group"
      aria-label={title}
      aria-describedby={hintId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is read bar by bar with the arrow keys from here
      tabIndex={0}
      data-slot="plot"
      className={cn('h-full w-full rounded-sm', focusRingNative)}
      onFocus={() => setActive((index) => (index < 0 ? 0 : index))}
      onBlur={() => setActive(-1)}
      onKeyDown={(event) => {
        const next = nextBar(event.key, active, bars.length);
        if (next === null) return;
        event.preventDefault();
        setActive(next);
      }}
      onPointerMove={(event) => {
        const left = event.currentTarget.getBoundingClientRect().left + plot.left;
        setActive(barAt(event.clientX - left, bars.length, plot.width));
      }}
      onPointerLeave={(event) => {
        if (document.activeElement !== event.currentTarget) setActive(-1);
      }}
    >
      {width > 0 && (
        <svg
          role="img"
          aria-label={format(t.summary, { title, count: bars.length, best: say(best) })}
          width={width}
          height={height}
        >
          <BarChartAxes
            plot={plot}
            ticks={ticks}
            y={y}
            formatTick={formatTick}
            labels={bars.map((bar, index) => ({ key: bar.key, text: bar.label, center: center(index) }))}
            width={width}
            font={FONT}
          />
          {bars.map((bar, index) => (
            <rect
              key={bar.key}
              data-slot="bar"
              data-active={index === active || undefined}
              x={plot.left + band(index).x}
              y={y(bar.value)}
              width={band(index).width}
              height={plot.top + plot.height - y(bar.value)}
              rx={2}
              className={index === active ? 'fill-primary-hover' : 'fill-primary'}
            />
          ))}
        </svg>
      )}
      {current && width > 0 && (
        <div
          aria-hidden="true"
          data-slot="tooltip"
          style={{ left: center(active), top: y(current.value) - 6 }}
          className={cn(
            'pointer-events-none absolute whitespace-nowrap rounded-md border border-default bg-elevated px-2 py-1 text-xs text-default shadow-md',
            tooltipSide(center(active), width),
          )}
        >
          {say(current)}
        </div>
      )}
      <p id={hintId} className="sr-only">
        {t.hint}
      </p>
      <p aria-live="polite" data-slot="live" className="sr-only">
        {say(current)}
      </p>
    </div>
  );
}
