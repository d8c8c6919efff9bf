export { type Breakpoint, breakpointsFrom } from './breakpoints';
export { type Hsv, parseHex, type Rgb, toHex } from './color-space';
export { contrastRatio, readableTextOn, relativeLuminance } from './contrast';
export { darkShade, generateDarkPalette, generatePalette, lightShade, PALETTE_SIZE } from './palette';
export { applyThemeColor, primaryButtonContrast, type ThemeColorVariables, themeColorVariables } from './theme-color';
export { applyThemeMode, DEFAULT_THEME_COLOR, type ThemeMode } from './theme-mode';
export {
  type FontFamily,
  type MotionDuration,
  type PlainToken,
  type RoleGroup,
  type ThemedToken,
  TOKEN_SCALES,
  type TokenCatalog,
  type TokenScale,
  type TypeStep,
  tokenCatalog,
  type ZLayer,
} from './token-catalog';
