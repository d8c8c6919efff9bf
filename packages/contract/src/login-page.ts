/**
 * The login page drawn ahead (docs/modules/app-shell.md): the admin build renders the sign-in form into a page of
 * its own per locale, so the form shows as soon as the HTML and the stylesheet arrive, before any script runs; the
 * app then takes it over. The page only matches the stored look when that look is the default one: the app keeps
 * the look in a cookie the server reads, since the look itself lives in the browser's storage.
 */
import { LOCALES, type Locale } from './locale';

/** The cookie the app writes: the locale when theme and theme colour are the defaults, else `custom`. */
export const LOGIN_LOOK_COOKIE = 'soundboard-look';
export const CUSTOM_LOOK = 'custom';

/** The drawn login page's file in the admin app's build folder. */
export const prerenderedLoginFile = (locale: Locale) => `login.${locale}.html`;

/**
 * The locale whose drawn page fits a visitor with this cookie (none: a first visit, the default look), or null
 * when none does (a custom look, or a value this build does not know): that visitor gets the plain page.
 */
export function prerenderedLoginLocale(cookie: string | undefined, fallback: Locale): Locale | null {
  if (cookie === undefined || cookie === '') return fallback;
  return (LOCALES as readonly string[]).includes(cookie) ? (cookie as Locale) : null;
}
