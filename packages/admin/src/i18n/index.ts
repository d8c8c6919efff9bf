/**
 * rosetta with flat dotted keys (looked up as one key, never as a nested path) and dictionaries split into
 * namespaces loaded on demand: `src/locales/<locale>/<namespace>.json`. The login screen needs only `entry`;
 * the app frame adds `app`; an area's pages add their own (see the routes table). Only the active locale's
 * files are fetched; switching the locale fetches every namespace wanted so far in the new one.
 * `t` returns the key itself when a text is missing.
 */
import { LOCALES, type Locale } from '@soundboard/contract';
import { resourceAppTexts, resourceDictionaries } from '@soundboard/contract/resource-dictionaries';
import rosetta from 'rosetta';

export type Dictionary = Record<string, string>;

/** The namespaces with a JSON file per locale here (the i18n test checks both locales have the same keys). */
export const NAMESPACES = [
  'entry',
  'app',
  'settings',
  'config',
  'kpi',
  'menus',
  'two-factor',
  'data-export',
  'classify',
  'materials',
  'crm',
  'articles',
  'forum',
  'stores',
  'decoration',
  'ads',
  'templates',
  'music',
  'playback',
  'finance',
  'notifications',
] as const;
/**
 * Plus `resources`: the labels of the resource definitions (fields, statuses, actions), which live in the
 * contract because the server needs them too (CSV headers, messages); its test checks them.
 */
export type Namespace = (typeof NAMESPACES)[number] | 'resources';

const files = import.meta.glob<Dictionary>('../locales/*/*.json', { import: 'default' });

function loader(locale: Locale, namespace: Namespace): () => Promise<Dictionary> {
  if (namespace === 'resources') return resourceDictionaries[locale];
  const load = files[`../locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`no dictionary ${locale}/${namespace}`);
  if (namespace !== 'app') return load;
  // The resource screens' titles and modules' labels are the resources' texts (contract derived-texts.ts).
  return () => Promise.all([load(), resourceAppTexts[locale]()]).then(([app, derived]) => ({ ...app, ...derived }));
}

const i18n = rosetta<Dictionary>();
/** What the screens shown so far need: every locale switch loads all of these. */
const wanted = new Set<Namespace>(['entry']);
const loaded = new Map<string, Promise<void>>();
const done = new Set<string>();
let active: Locale | null = null;

function loadInto(locale: Locale, namespace: Namespace): Promise<void> {
  const id = `${locale}/${namespace}`;
  let pending = loaded.get(id);
  if (!pending) {
    pending = loader(locale, namespace)().then((dictionary) => {
      i18n.set(locale, dictionary);
      done.add(id);
    });
    // A failed fetch (e.g. offline) may be retried by the next navigation.
    pending.catch(() => loaded.delete(id));
    loaded.set(id, pending);
  }
  return pending;
}

/** Fetches the locale's wanted namespaces (plus `extra`) once and makes it the active locale. */
export async function loadLocale(locale: Locale, extra: readonly Namespace[] = []): Promise<void> {
  for (const namespace of extra) wanted.add(namespace);
  await Promise.all([...wanted].map((namespace) => loadInto(locale, namespace)));
  i18n.locale(locale);
  active = locale;
}

/** A screen's namespaces: loaded in the active locale before it renders, and in every locale chosen later. */
export async function needMessages(namespaces: readonly Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  if (active) await Promise.all(namespaces.map((namespace) => loadInto(active as Locale, namespace)));
}

export function isLoaded(locale: Locale, namespace: Namespace = 'entry'): boolean {
  return done.has(`${locale}/${namespace}`);
}

/** Translates `key` in the active locale, filling `{{name}}` placeholders. */
export function t(key: string, params?: Record<string, string | number>): string {
  // An array key stops rosetta from reading 'menu.user.info' as the path menu -> user -> info.
  const text = i18n.t([key], params);
  return typeof text === 'string' && text !== '' ? text : key;
}

export { LOCALES };
