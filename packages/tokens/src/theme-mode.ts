/**
 * Light / dark and the default theme colour: what start-up needs, kept apart from the palette generator
 * (theme-color.ts), which loads only when another colour is chosen.
 */
export const DEFAULT_THEME_COLOR = '#165DFF';

export type ThemeMode = 'light' | 'dark';

/** Switches light/dark by the data-theme attribute the token variables key on. */
export function applyThemeMode(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  if (mode === 'dark') root.setAttribute('data-theme', 'dark');
  else root.removeAttribute('data-theme');
}
