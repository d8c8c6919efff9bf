/** Applying a theme colour at runtime: the 10 light and 10 dark primary shades become CSS variables on `root`. */
import { contrastRatio, readableTextOn } from './contrast';
import { generateDarkPalette, generatePalette } from './palette';
import { DEFAULT_THEME_COLOR } from './theme-mode';

export { DEFAULT_THEME_COLOR };

/** Shades used as the solid primary fill in each theme (see tokens.css: light shade 6, dark shade 4). */
const LIGHT_SOLID_SHADE = 6;
const DARK_SOLID_SHADE = 4;

export interface ThemeColorVariables {
  [name: `--sb-${string}`]: string;
}

/** The CSS variables a theme colour sets, for both themes (so switching dark mode needs no recomputation). */
export function themeColorVariables(color: string): ThemeColorVariables {
  const light = generatePalette(color);
  const dark = generateDarkPalette(color);
  const vars: ThemeColorVariables = {};
  light.forEach((shade, i) => {
    vars[`--sb-primary-light-${i + 1}`] = shade;
  });
  dark.forEach((shade, i) => {
    vars[`--sb-primary-dark-${i + 1}`] = shade;
  });
  vars['--sb-on-primary-light'] = readableTextOn(light[LIGHT_SOLID_SHADE - 1] as string);
  vars['--sb-on-primary-dark'] = readableTextOn(dark[DARK_SOLID_SHADE - 1] as string);
  return vars;
}

/**
 * The contrast of the primary button's text on its fill with this theme colour, in the theme where it is lower:
 * each theme's solid shade against the text colour `themeColorVariables` gives it (white or near-black).
 */
export function primaryButtonContrast(color: string): number {
  const vars = themeColorVariables(color);
  return Math.min(
    contrastRatio(vars[`--sb-primary-light-${LIGHT_SOLID_SHADE}`] as string, vars['--sb-on-primary-light'] as string),
    contrastRatio(vars[`--sb-primary-dark-${DARK_SOLID_SHADE}`] as string, vars['--sb-on-primary-dark'] as string),
  );
}

/** Sets the theme colour on `root` (default: the document element). Returns the light palette. */
export function applyThemeColor(color: string, root: HTMLElement = document.documentElement): string[] {
  const vars = themeColorVariables(color);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  return generatePalette(color);
}
