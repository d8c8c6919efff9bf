/**
 * Keeps the look the next page load will have in a cookie (contract login-page.ts), so the server can send the
 * login page the build drew for it: the locale when theme and theme colour are the defaults, `custom` otherwise
 * (that visitor gets the plain page, which draws itself in the stored look). Not a secret, and only for /admin.
 */
import { CUSTOM_LOOK, LOGIN_LOOK_COOKIE, type Locale } from '@soundboard/contract';
import { $locale } from '../stores/locale';
import { $settings, type AppSettings, DEFAULT_SETTINGS } from '../stores/settings';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function lookOf(locale: Locale, settings: Pick<AppSettings, 'theme' | 'themeColor'>): string {
  const defaultLook =
    settings.theme === DEFAULT_SETTINGS.theme &&
    settings.themeColor.toUpperCase() === DEFAULT_SETTINGS.themeColor.toUpperCase();
  return defaultLook ? locale : CUSTOM_LOOK;
}

/** Call once at start-up; returns the unbind function. */
export function bindLookCookie(): () => void {
  let written = '';
  const write = () => {
    const look = lookOf($locale.get(), $settings.get());
    if (look === written) return;
    written = look;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports
    document.cookie = `${LOGIN_LOOK_COOKIE}=${look}; Path=/admin; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  };
  const unbindLocale = $locale.subscribe(write);
  const unbindSettings = $settings.subscribe(write);
  return () => {
    unbindLocale();
    unbindSettings();
  };
}
