/** Dates and times in the interface language (spec §4: dates through Intl), not the browser's default locale. */
import { $locale } from '../stores/locale';

/** Formatters are costly to build and a list shows hundreds of dates: one per locale and style. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${$locale.get()}|${kind}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat($locale.get(), options);
    formatters.set(key, found);
  }
  return found;
}

export function formatDate(iso: string): string {
  return formatter('date', { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return formatter('datetime', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar day ('YYYY-MM-DD', no time zone): shown as that day wherever the browser is. */
export function formatDay(day: string): string {
  return formatter('day', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
