/** Resolves a CSS colour (e.g. `var(--sb-primary)`) to the RGB the browser actually paints, for the token docs. */
import type { Rgb } from '@soundboard/tokens';

export interface ResolvedColor {
  rgb: Rgb;
  alpha: number;
  hex: string;
}

export function resolveCssColor(value: string, within: Element = document.body): ResolvedColor {
  const probe = document.createElement('span');
  probe.style.color = value;
  within.appendChild(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  const parts = computed.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
  const rgb = [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0] as Rgb;
  const alpha = parts[3] ?? 1;
  const hex = `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  return { rgb, alpha, hex };
}
