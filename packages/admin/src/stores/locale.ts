/**
 * The interface language (docs/modules/app-shell.md): zh-CN or en-US, stored under `arco-locale`; nothing stored ->
 * zh-CN, anything else -> en-US. The atom changes only once the new dictionary is loaded, so no key flashes.
 */
import { type Locale, toLocale } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { atom } from 'nanostores';
import { loadLocale, t } from '../i18n';
import { storage } from '../lib/storage';

export const LOCALE_STORAGE_KEY = 'arco-locale';

export const $locale = atom<Locale>(toLocale(storage.get(LOCALE_STORAGE_KEY)));

function applyToDocument(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Loads the stored (or default) locale's dictionary before the first render. */
export async function initLocale(): Promise<Locale> {
  const locale = toLocale(storage.get(LOCALE_STORAGE_KEY));
  await loadLocale(locale);
  $locale.set(locale);
  applyToDocument(locale);
  return locale;
}

/** The user picked a language: load it, remember it, say so (`navbar.action.locale`, in the new language). */
export async function changeLocale(value: string): Promise<Locale> {
  const locale = toLocale(value);
  await loadLocale(locale);
  storage.set(LOCALE_STORAGE_KEY, locale);
  $locale.set(locale);
  applyToDocument(locale);
  toast.success(t('navbar.action.locale'));
  return locale;
}
