/**
 * Tests and tools only (it bundles every dictionary eagerly): the namespaces of each locale as the app loads them,
 * and the whole catalogue of a locale merged into one dictionary.
 */
import { derivedTexts, type Locale } from '@soundboard/contract';
import type { Dictionary } from './index';

const files = import.meta.glob<Dictionary>('../locales/*/*.json', { eager: true, import: 'default' });
const resources = import.meta.glob<Dictionary>('../../../contract/src/resources/locales/*.json', {
  eager: true,
  import: 'default',
});

/**
 * `{ 'zh-CN': { entry: {...}, app: {...} }, 'en-US': {...} }`: the files on disk, `app` with the texts it takes
 * from the resource dictionaries (see loader in ./index.ts).
 */
export function namespaceFiles(): Record<string, Record<string, Dictionary>> {
  const byLocale: Record<string, Record<string, Dictionary>> = {};
  for (const [path, dictionary] of Object.entries(files)) {
    const [, locale = '', namespace = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    const derived =
      namespace === 'app'
        ? derivedTexts(resources[`../../../contract/src/resources/locales/${locale}.json`] ?? {})
        : {};
    byLocale[locale] ??= {};
    (byLocale[locale] as Record<string, Dictionary>)[namespace] = { ...dictionary, ...derived };
  }
  return byLocale;
}

export function catalogue(locale: Locale): Dictionary {
  return Object.assign({}, ...Object.values(namespaceFiles()[locale] ?? {}));
}
