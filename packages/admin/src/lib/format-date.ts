/** Dates and times in the interface language (through Intl), not the browser's default locale. */
import { dateTimeFormat } from '@soundboard/ui/i18n/intl-formats.ts';
import { $locale } from '../stores/locale';

export function formatDate(iso: string): string {
  return dateTimeFormat($locale.get(), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat($locale.get(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar day ('YYYY-MM-DD', no time zone): shown as that day wherever the browser is. */
export function formatDay(day: string): string {
  return dateTimeFormat($locale.get(), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
