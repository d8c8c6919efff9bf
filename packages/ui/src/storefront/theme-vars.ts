/**
 * The page's theme colour as the CSS variables the blocks read (look.ts, look.css): the colour itself for fills,
 * the readable text on it, and for accent text (prices, links) the first shade that reads at 4.5:1 on each look:
 * of its light shades 6–10 on white, so a light theme colour (cyan, orange) still gives legible prices, and of its
 * dark-theme shades 6–10 on the dark look's lightest surface.
 */
import { contrastRatio, DEFAULT_THEME_COLOR, darkShade, lightShade, readableTextOn } from '@soundboard/tokens';
import type { CSSProperties } from 'react';
import { DARK_LOOK } from './look';

const HEX = /^#[0-9a-fA-F]{6}$/;
const SHADES = [6, 7, 8, 9, 10];

const firstReadable = (shades: string[], on: string) =>
  shades.find((shade) => contrastRatio(shade, on) >= 4.5) ?? (shades[shades.length - 1] as string);

export function themeVariables(themeColor: string | undefined): CSSProperties {
  const theme = themeColor && HEX.test(themeColor) ? themeColor : DEFAULT_THEME_COLOR;
  return {
    '--sf-theme': theme,
    '--sf-on-theme': readableTextOn(theme),
    '--sf-theme-on-light': firstReadable(
      SHADES.map((index) => lightShade(theme, index)),
      '#ffffff',
    ),
    '--sf-theme-on-dark': firstReadable(
      SHADES.map((index) => darkShade(theme, index)),
      DARK_LOOK.fill,
    ),
  } as CSSProperties;
}
