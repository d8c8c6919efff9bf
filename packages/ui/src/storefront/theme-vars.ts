/**
 * The page's theme colour as the CSS variables the blocks read (look.ts): the colour itself for fills, the
 * readable text on it, and for accent text on white (prices) the first of its shades 6–10 that reads at 4.5:1,
 * so a light theme colour (cyan, orange) still gives legible prices.
 */
import { contrastRatio, DEFAULT_THEME_COLOR, lightShade, readableTextOn } from '@soundboard/tokens';
import type { CSSProperties } from 'react';

const HEX = /^#[0-9a-fA-F]{6}$/;

export function themeVariables(themeColor: string | undefined): CSSProperties {
  const theme = themeColor && HEX.test(themeColor) ? themeColor : DEFAULT_THEME_COLOR;
  const shades = [6, 7, 8, 9, 10].map((index) => lightShade(theme, index));
  const text = shades.find((shade) => contrastRatio(shade, '#ffffff') >= 4.5) ?? shades[shades.length - 1];
  return {
    '--sf-theme': theme,
    '--sf-on-theme': readableTextOn(theme),
    '--sf-theme-text': text,
  } as CSSProperties;
}
