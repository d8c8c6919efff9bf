/**
 * Design tokens as canvas colours (the echarts charts: sales targets, the server monitor), read from <html> and
 * read again whenever the theme (the data-theme attribute) or the theme colour (inline variables on <html>,
 * applied asynchronously) changes: a canvas cannot follow CSS variables by itself.
 */
import { useEffect, useState } from 'react';

/**
 * A token's value in the legacy form echarts parses ('#rrggbb' or 'rgba(r, g, b, a)'): a canvas normalises
 * whatever CSS colour syntax the token uses (dark fills are written 'rgb(255 255 255 / 0.04)').
 */
function normalise(context: CanvasRenderingContext2D | null, value: string): string {
  if (!context) return value;
  context.fillStyle = '#000000';
  context.fillStyle = value;
  return String(context.fillStyle);
}

function readColors<K extends string>(tokens: Record<K, string>): Record<K, string> {
  const style = getComputedStyle(document.documentElement);
  const context = document.createElement('canvas').getContext('2d');
  const entries = Object.entries(tokens).map(([key, variable]) => [
    key,
    normalise(context, style.getPropertyValue(variable as string).trim()),
  ]);
  return Object.fromEntries(entries) as Record<K, string>;
}

/** Any set of design tokens as canvas colours (`tokens` must be a constant: it is read once per change). */
export function useTokenColors<K extends string>(tokens: Record<K, string>): Record<K, string> {
  const [colors, setColors] = useState(() => readColors(tokens));
  useEffect(() => {
    const same = (a: Record<K, string>, b: Record<K, string>) =>
      (Object.keys(tokens) as K[]).every((key) => a[key] === b[key]);
    const observer = new MutationObserver(() => {
      const next = readColors(tokens);
      setColors((current) => (same(current, next) ? current : next));
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'style'] });
    return () => observer.disconnect();
  }, [tokens]);
  return colors;
}
