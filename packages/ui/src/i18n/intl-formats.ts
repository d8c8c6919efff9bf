/**
 * Intl formatters are costly to build and a list formats hundreds of values (dates, amounts, counts): one
 * formatter per locale and options, built on first use and kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object | undefined, build: () => F): F {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
