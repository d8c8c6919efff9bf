/** Dates and times in the interface language (spec §4: dates through Intl), not the browser's default locale. */
import { $locale } from '../stores/locale';

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat($locale.get(), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat($locale.get(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
