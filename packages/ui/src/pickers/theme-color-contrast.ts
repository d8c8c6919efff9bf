/**
 * Whether a theme colour can carry the primary button's white text: the light theme's solid primary fill is the
 * chosen colour itself (shade 6 of its palette) and the dark theme's (shade 4) is darker still, so the colour's own
 * contrast against white is the one to check. Below WCAG AA's 4.5:1 for normal text, it is refused.
 */
import { contrastRatio } from '@soundboard/tokens';

export const MIN_THEME_COLOR_CONTRAST = 4.5;
const BUTTON_TEXT = '#FFFFFF';

/** The contrast ratio of white text on `color` ('#RRGGBB'), 1..21. */
export function themeColorContrast(color: string): number {
  return contrastRatio(color, BUTTON_TEXT);
}

export function isReadableThemeColor(color: string): boolean {
  return themeColorContrast(color) >= MIN_THEME_COLOR_CONTRAST;
}
