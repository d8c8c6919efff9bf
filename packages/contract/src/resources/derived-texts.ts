/**
 * The admin's texts that follow from the resource dictionaries (./locales), so that a resource's texts are all
 * there: each resource screen's title, `menu.<group>.<key>` (the screen's title key), is `<name>.menu`, else
 * `<name>.title`; each permission module a definition declares is labelled, as `permission.module.<module>`, by
 * `<name>.module`, else the screen's title. The admin adds them to its app dictionary.
 */

import { RESOURCE_CATALOG } from './catalog';
import type { CatalogEntry } from './catalog-of';

export const menuTextKey = (resource: string) => `${resource}.menu`;
export const moduleTextKey = (resource: string) => `${resource}.module`;

export function derivedTexts(dictionary: Readonly<Record<string, string>>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, entry] of Object.entries(RESOURCE_CATALOG) as [string, CatalogEntry][]) {
    const title = dictionary[menuTextKey(name)] ?? dictionary[`${name}.title`] ?? name;
    if (entry.screen) texts[`menu.${entry.screen.group}.${entry.screen.key}`] = title;
    if (entry.module) texts[`permission.module.${entry.module}`] = dictionary[moduleTextKey(name)] ?? title;
  }
  return texts;
}
