/** Minimal RGB <-> HSV conversion, numerically identical to the `color` package the Arco palette was built on
 * (unrounded HSV, channels clamped like its setters, RGB rounded only when written as hex). */

export interface Hsv {
  h: number; // 0..360
  s: number; // 0..100
  v: number; // 0..100
}

export type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export function rgbToHsv([r8, g8, b8]: Rgb): Hsv {
  const r = r8 / 255;
  const g = g8 / 255;
  const b = b8 / 255;
  const v = Math.max(r, g, b);
  const diff = v - Math.min(r, g, b);
  if (diff === 0) return { h: 0, s: 0, v: v * 100 };
  const part = (c: number) => (v - c) / 6 / diff + 1 / 2;
  let h: number;
  if (r === v) h = part(b) - part(g);
  else if (g === v) h = 1 / 3 + part(r) - part(b);
  else h = 2 / 3 + part(g) - part(r);
  if (h < 0) h += 1;
  else if (h > 1) h -= 1;
  return { h: h * 360, s: (diff / v) * 100, v: v * 100 };
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));

/** Builds an HSV colour the way the `color` package's constructor does: hue wrapped, s and v clamped. */
export function hsv(h: number, s: number, v: number): Hsv {
  return { h: ((h % 360) + 360) % 360, s: clamp(s, 100), v: clamp(v, 100) };
}

export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const sector = h / 60;
  const hi = Math.floor(sector) % 6;
  const f = sector - Math.floor(sector);
  const sat = s / 100;
  const val = (v / 100) * 255;
  const p = val * (1 - sat);
  const q = val * (1 - sat * f);
  const t = val * (1 - sat * (1 - f));
  const table: Rgb[] = [
    [val, t, p],
    [q, val, p],
    [p, val, t],
    [p, q, val],
    [t, p, val],
    [val, p, q],
  ];
  return table[hi] as Rgb;
}
