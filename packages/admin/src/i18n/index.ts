/**
 * rosetta with flat dotted keys (looked up as one key, never as a nested path) and dictionaries loaded on
 * demand: only the active locale's JSON is fetched. `t` returns the key itself when a text is missing.
 */
import { LOCALES, type Locale } from '@soundboard/contract';
import rosetta from 'rosetta';

export type Dictionary = Record<string, string>;

const loaders: Record<Locale, () => Promise<Dictionary>> = {
  'en-US': () => import('../locales/en-US.json').then((module) => module.default),
  'zh-CN': () => import('../locales/zh-CN.json').then((module) => module.default),
};

const i18n = rosetta<Dictionary>();
const loaded = new Set<Locale>();

/** Fetches the locale's dictionary once and makes it the active one. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.set(locale, await loaders[locale]());
    loaded.add(locale);
  }
  i18n.locale(locale);
}

export function isLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

/** Translates `key` in the active locale, filling `{{name}}` placeholders. */
export function t(key: string, params?: Record<string, string | number>): string {
  // An array key stops rosetta from reading 'menu.user.info' as the path menu -> user -> info.
  const text = i18n.t([key], params);
  return typeof text === 'string' && text !== '' ? text : key;
}

export { LOCALES };
