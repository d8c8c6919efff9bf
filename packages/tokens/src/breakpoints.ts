/**
 * The viewport breakpoints as data: Tailwind's default screens (the `--breakpoint-*` variables of its theme.css, in
 * rem) and the screens tailwind.config.ts adds (`device`: 992px, the desktop threshold below which the admin's side
 * menu becomes a drawer). Pure: the caller passes Tailwind's theme.css text and the config's screens.
 */
export interface Breakpoint {
  /** The Tailwind variant, e.g. `md:` or `device:`. */
  name: string;
  px: number;
  source: 'tailwind' | 'tailwind.config.ts';
}

const ROOT_FONT_SIZE = 16;

function toPx(value: string): number {
  const number = Number.parseFloat(value);
  if (value.endsWith('rem') || value.endsWith('em')) return number * ROOT_FONT_SIZE;
  return number;
}

/** Every breakpoint, narrowest first; a config screen with a default's name replaces it. */
export function breakpointsFrom(tailwindThemeCss: string, screens: Record<string, string> = {}): Breakpoint[] {
  const byName = new Map<string, Breakpoint>();
  for (const [, name, value] of tailwindThemeCss.matchAll(/--breakpoint-([\w-]+)\s*:\s*([^;]+);/g))
    byName.set(name as string, { name: name as string, px: toPx((value as string).trim()), source: 'tailwind' });
  for (const [name, value] of Object.entries(screens))
    byName.set(name, { name, px: toPx(value), source: 'tailwind.config.ts' });
  return [...byName.values()].sort((a, b) => a.px - b.px);
}
