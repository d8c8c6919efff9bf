/**
 * Applies the settings that live on the document (docs/modules/app-shell.md): theme (data-theme), theme colour (the 10
 * generated shades), colour-weak mode (an 80% inversion of the page) — and feeds the viewport width to the store so the
 * device follows it (below 992px: mobile).
 */
import { applyThemeMode, DEFAULT_THEME_COLOR } from '@soundboard/tokens';
import { $settings, type AppSettings, applyViewportWidth } from '../stores/settings';

export function colorWeakFilter(on: boolean): string {
  return on ? 'invert(80%)' : 'none';
}

/**
 * The palette generator loads only when a colour other than the stylesheet's own default is chosen: the login
 * screen of a default install does not pay for it.
 */
function applyColor(color: string, previous: string | undefined) {
  if (previous === undefined && color.toUpperCase() === DEFAULT_THEME_COLOR) return;
  void import('@soundboard/tokens/theme-color').then(({ applyThemeColor }) => {
    // A later choice may have arrived while the module was loading: apply whatever is current.
    applyThemeColor($settings.get().themeColor);
  });
}

function apply(settings: AppSettings, previous: AppSettings | null) {
  if (settings.theme !== previous?.theme) applyThemeMode(settings.theme);
  if (settings.themeColor !== previous?.themeColor) applyColor(settings.themeColor, previous?.themeColor);
  if (settings.colorWeak !== previous?.colorWeak) document.body.style.filter = colorWeakFilter(settings.colorWeak);
}

/** Call once at start-up; returns the unbind function. */
export function bindDocumentSettings(): () => void {
  let previous: AppSettings | null = null;
  const unsubscribe = $settings.subscribe((settings) => {
    apply(settings, previous);
    previous = settings;
  });
  const onResize = () => applyViewportWidth(window.innerWidth);
  onResize();
  window.addEventListener('resize', onResize);
  return () => {
    unsubscribe();
    window.removeEventListener('resize', onResize);
  };
}
