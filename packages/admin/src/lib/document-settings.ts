/**
 * Applies the settings that live on the document (spec §4): theme (data-theme), theme colour (the 10 generated
 * shades), colour-weak mode (an 80% inversion of the page) — and feeds the viewport width to the store so the
 * device follows it (below 992px: mobile).
 */
import { applyThemeColor, applyThemeMode } from '@soundboard/tokens';
import { $settings, type AppSettings, applyViewportWidth } from '../stores/settings';

export function colorWeakFilter(on: boolean): string {
  return on ? 'invert(80%)' : 'none';
}

function apply(settings: AppSettings, previous: AppSettings | null) {
  if (settings.theme !== previous?.theme) applyThemeMode(settings.theme);
  if (settings.themeColor !== previous?.themeColor) applyThemeColor(settings.themeColor);
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
