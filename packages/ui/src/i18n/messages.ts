/**
 * The UI kit's own chrome strings ("Close", "No data", "Loading"...). Content text always comes in as props;
 * these are the few words a component says by itself. Each component family defines its dictionary beside it
 * with defineMessages (the type forces both locales to have the same keys) and reads it with useMessages,
 * which follows the nearest UiLocaleProvider (the admin app and Storybook set it); without one, the browser's
 * language, as React Aria does.
 */
import { useContext } from 'react';
import { UiLocaleContext } from './locale-context';

export const UI_LOCALES = ['zh-CN', 'en-US'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

export type Messages<K extends string> = Record<UiLocale, Record<K, string>>;

export function defineMessages<K extends string>(messages: Messages<K>): Messages<K> {
  return messages;
}

/** zh-CN and en-US are supported, anything else falls back to en-US. */
export function toUiLocale(locale: string): UiLocale {
  return locale === 'zh-CN' ? 'zh-CN' : 'en-US';
}

/** Replaces {name} placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

export function useMessages<K extends string>(messages: Messages<K>): Record<K, string> {
  const locale = useContext(UiLocaleContext) ?? (typeof navigator === 'undefined' ? 'en-US' : navigator.language);
  return messages[toUiLocale(locale)];
}
