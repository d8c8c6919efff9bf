/**
 * BarChart's geometry, pure (no DOM): nice y ticks, the plot box inside the SVG, each bar's band, which x labels
 * fit, and which bar a pointer x falls on. Text widths are estimated from the font size (a CJK character is about
 * one em, anything else about 0.6 em) — enough to decide what fits, without measuring in the DOM.
 */

// Neighbours differ by at most 1.5×, so the smallest step giving ≤ 5 steps always gives at least 4.
const FACTORS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** 0 and 4 or 5 round steps (a factor above times a power of ten) up to or just past `max`. */
export function niceTicks(max: number): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (FACTORS.find((factor) => factor * power >= rough) ?? 10) * power;
  const steps = Math.ceil(max / step - 1e-9);
  // Multiply rather than add, so 0.1 + 0.2 never turns into a 0.30000000000000004 tick.
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}

const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uFF00-\uFFEF]/;

/** The estimated width in px of a label at `fontSize`. */
export function textWidth(text: string, fontSize = 12): number {
  let ems = 0;
  for (const char of text) ems += CJK.test(char) ? 1 : 0.6;
  return ems * fontSize;
}

export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The plot inside a `width` × `height` SVG: room on the left for the widest tick label, below for the x labels. */
export function plotBox(width: number, height: number, tickLabels: readonly string[], fontSize = 12): PlotBox {
  const left = Math.ceil(Math.max(0, ...tickLabels.map((label) => textWidth(label, fontSize)))) + 8;
  const top = fontSize;
  const bottom = fontSize + 12;
  return { left, top, width: Math.max(0, width - left - 4), height: Math.max(0, height - top - bottom) };
}

/** Bar `index` of `count` across `plotWidth`: its left edge and width (a third of the band is gap, at most 24 px). */
export function barBand(index: number, count: number, plotWidth: number): { x: number; width: number } {
  const band = plotWidth / Math.max(1, count);
  const width = Math.max(1, Math.min(24, (band * 2) / 3));
  return { x: index * band + (band - width) / 2, width };
}

/** Show every n-th x label: the smallest n at which the widest label plus a gap fits its share of the plot. */
export function labelStep(labels: readonly string[], plotWidth: number, fontSize = 12): number {
  if (labels.length === 0 || plotWidth <= 0) return Math.max(1, labels.length);
  const widest = Math.max(...labels.map((label) => textWidth(label, fontSize))) + 8;
  const band = plotWidth / labels.length;
  return Math.min(labels.length, Math.max(1, Math.ceil(widest / band)));
}

/** Where a centred x label goes so that it stays inside the SVG (the first and last may shift inwards). */
export function labelX(center: number, label: string, width: number, fontSize = 12): number {
  const half = textWidth(label, fontSize) / 2;
  return Math.max(half, Math.min(center, width - half));
}

/** The bar under a pointer at `x` px from the plot's left edge (clamped to the first and last bar). */
export function barAt(x: number, count: number, plotWidth: number): number {
  if (count === 0 || plotWidth <= 0) return -1;
  return Math.min(count - 1, Math.max(0, Math.floor((x / plotWidth) * count)));
}

/** The bar the keyboard moves to from `current` (-1 when none is highlighted yet). */
export function nextBar(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, current + 1);
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
