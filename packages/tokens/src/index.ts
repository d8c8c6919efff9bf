export { type Hsv, parseHex, type Rgb, toHex } from './color-space';
export { contrastRatio, readableTextOn, relativeLuminance } from './contrast';
export { darkShade, generateDarkPalette, generatePalette, lightShade, PALETTE_SIZE } from './palette';
export {
  applyThemeColor,
  applyThemeMode,
  DEFAULT_THEME_COLOR,
  type ThemeColorVariables,
  type ThemeMode,
  themeColorVariables,
} from './theme-color';
