/**
 * The trend chart's colours, read from the design tokens on <html> and read again whenever the theme (the
 * data-theme attribute) or the theme colour (inline variables on <html>, applied asynchronously) changes: a canvas
 * cannot follow CSS variables by itself.
 */
import { useEffect, useState } from 'react';
import type { TrendChartColors } from './trend-chart';

const TOKENS: Record<keyof TrendChartColors, string> = {
  line: '--sb-primary',
  area: '--sb-primary-subtle',
  text: '--sb-text-secondary',
  grid: '--sb-border-subtle',
  tooltipBackground: '--sb-bg-elevated',
  tooltipBorder: '--sb-border-default',
  tooltipText: '--sb-text-default',
};

function readColors(): TrendChartColors {
  const style = getComputedStyle(document.documentElement);
  const entries = Object.entries(TOKENS).map(([key, variable]) => [key, style.getPropertyValue(variable).trim()]);
  return Object.fromEntries(entries) as TrendChartColors;
}

const same = (a: TrendChartColors, b: TrendChartColors) =>
  (Object.keys(TOKENS) as (keyof TrendChartColors)[]).every((key) => a[key] === b[key]);

export function useChartColors(): TrendChartColors {
  const [colors, setColors] = useState(readColors);
  useEffect(() => {
    const observer = new MutationObserver(() => {
      const next = readColors();
      setColors((current) => (same(current, next) ? current : next));
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'style'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}
