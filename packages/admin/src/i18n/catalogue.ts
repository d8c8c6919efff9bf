/**
 * Tests and tools only (it bundles every dictionary eagerly): the namespace files of each locale, and the whole
 * catalogue of a locale merged into one dictionary.
 */
import type { Locale } from '@soundboard/contract';
import type { Dictionary } from './index';

const files = import.meta.glob<Dictionary>('../locales/*/*.json', { eager: true, import: 'default' });

/** `{ 'zh-CN': { entry: {...}, app: {...} }, 'en-US': {...} }` as found on disk. */
export function namespaceFiles(): Record<string, Record<string, Dictionary>> {
  const byLocale: Record<string, Record<string, Dictionary>> = {};
  for (const [path, dictionary] of Object.entries(files)) {
    const [, locale = '', namespace = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    byLocale[locale] ??= {};
    (byLocale[locale] as Record<string, Dictionary>)[namespace] = dictionary;
  }
  return byLocale;
}

export function catalogue(locale: Locale): Dictionary {
  return Object.assign({}, ...Object.values(namespaceFiles()[locale] ?? {}));
}
