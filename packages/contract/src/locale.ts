export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/** The request header in which the admin names its interface language; the server answers in it. */
export const LOCALE_HEADER = 'arco-locale';

/** The rule (docs/architecture.md): nothing stored -> zh-CN; zh-CN / en-US as given; anything else -> en-US. */
export function toLocale(value: string | null | undefined): Locale {
  if (value === null || value === undefined || value === '') return DEFAULT_LOCALE;
  return value === 'zh-CN' ? 'zh-CN' : 'en-US';
}

/** Picks the locale from the LOCALE_HEADER first, then the first Accept-Language tag. */
export function localeFromHeaders(arcoLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  if (arcoLocale) return toLocale(arcoLocale);
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first) return DEFAULT_LOCALE;
  return /^zh(-cn|-hans)?$/i.test(first) ? 'zh-CN' : 'en-US';
}
