/**
 * Whether a theme colour can carry the primary button's text: in each theme the button's fill is a shade of the
 * colour and its text is white or near-black, whichever reads better (tokens' themeColorVariables). Below WCAG
 * AA's 4.5:1 for normal text in either theme, the colour is refused.
 */
import { primaryButtonContrast } from '@soundboard/tokens';

export const MIN_THEME_COLOR_CONTRAST = 4.5;

export function isReadableThemeColor(color: string): boolean {
  return primaryButtonContrast(color) >= MIN_THEME_COLOR_CONTRAST;
}
