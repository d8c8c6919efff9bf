/**
 * The resource dictionaries (contract resources/locales) on the server: CSV headers, enum labels in exports,
 * and the status / action names inside refusal messages, in the caller's language.
 */
import { type Locale, type ResourceDef, resourceDictionaries, resourceKeys } from '@soundboard/contract';

const loaded = new Map<Locale, Promise<Record<string, string>>>();

export function dictionary(locale: Locale): Promise<Record<string, string>> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = resourceDictionaries[locale]();
    loaded.set(locale, pending);
  }
  return pending;
}

export interface Labels {
  text(key: string): string;
  field(field: string): string;
  value(field: string, value: string): string;
  action(action: string): string;
}

export async function labelsFor(def: ResourceDef, locale: Locale): Promise<Labels> {
  const texts = await dictionary(locale);
  const text = (key: string) => texts[key] ?? key;
  return {
    text,
    field: (field) => text(resourceKeys.field(def, field)),
    value: (field, value) => texts[resourceKeys.value(def, field, value)] ?? value,
    action: (action) => text(resourceKeys.action(def, action)),
  };
}
