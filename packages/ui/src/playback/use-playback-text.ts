/**
 * The playback widgets' words in the locale they are told (the `locale` prop), or without one the nearest
 * UiLocaleProvider's, as the rest of the kit.
 */
import { type Messages, toUiLocale, useMessages } from '../i18n/messages';

export function usePlaybackText<K extends string>(messages: Messages<K>, locale?: string): Record<K, string> {
  const fromContext = useMessages(messages);
  return locale ? messages[toUiLocale(locale)] : fromContext;
}
