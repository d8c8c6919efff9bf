/**
 * The login screen as the build draws it into a page of its own per locale (prerender-login.ts beside
 * vite.config.ts; contract login-page.ts): the same components the app renders, in their inert copy
 * (lib/prerendered-login.ts), in the default look. Runs in Node at build time only.
 */
import { LOCALES, type Locale, prerenderedLoginFile } from '@soundboard/contract';
import { UiLocaleContext } from '@soundboard/ui/i18n/locale-context.ts';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { BASE } from '../../app';
import { loadLocale } from '../../i18n';
import { APP_ENTRY_ATTRIBUTE, APP_MODULES_ATTRIBUTE, PRERENDERED_LOGIN_ID } from '../../lib/prerendered-login';
import { LOGIN_ROUTE } from '../../routes/table';
import { $locale } from '../../stores/locale';
import LoginPage from '../login';
import { PrerenderingLogin } from './prerendering';

const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_TAG = /<html lang="[^"]*">/;
/** The app's entry and the modules it preloads, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with the drawn form before the app's root, in the locale's language. The page asks for
 * nothing but its stylesheet and `startScript` (login-start.ts, at low priority): the app's entry and modules
 * become that script's attributes, and it fetches them once the page has loaded and runs them when the visitor
 * turns to the page, so the first paint shares the network with nothing.
 */
export function withPrerenderedLogin(page: {
  template: string;
  locale: Locale;
  markup: string;
  startScript: string;
  /** Each locale's entry dictionary file: index.html preloads the default locale's, a page wants its own. */
  dictionaries: Readonly<Record<string, string>>;
}): string {
  const { template, locale, markup, startScript, dictionaries } = page;
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const dictionary = dictionaries[locale];
  if (!template.includes(ROOT_ELEMENT) || !HTML_TAG.test(template) || !entry || !dictionary)
    throw new Error(`index.html has no ${ROOT_ELEMENT}, <html lang> or entry script, or ${locale} no entry dictionary`);
  const otherDictionaries = Object.values(dictionaries).filter((file) => file !== dictionary);
  const modules = [...template.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1] ?? '')
    .map((file) => (otherDictionaries.includes(file) ? dictionary : file));
  const start =
    `<script type="module" fetchpriority="low" crossorigin src="${startScript}" ` +
    `${APP_ENTRY_ATTRIBUTE}="${entry}" ${APP_MODULES_ATTRIBUTE}="${modules.join(' ')}"></script>`;
  return template
    .replace(HTML_TAG, `<html lang="${locale}">`)
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `\n    ${start}`)
    .replace(ROOT_ELEMENT, `<div id="${PRERENDERED_LOGIN_ID}">${markup}</div>${ROOT_ELEMENT}`);
}

export async function prerenderLogin(locale: Locale): Promise<string> {
  await loadLocale(locale);
  $locale.set(locale);
  return renderToString(
    <UiLocaleContext.Provider value={locale}>
      <PrerenderingLogin.Provider value>
        <Router base={BASE} ssrPath={LOGIN_ROUTE.path}>
          <LoginPage />
        </Router>
      </PrerenderingLogin.Provider>
    </UiLocaleContext.Provider>,
  );
}

/**
 * Every locale's page: its file name in the build folder and its HTML; `startScript` is login-start.ts built,
 * `dictionaries` each locale's entry dictionary file.
 */
export async function prerenderedLoginPages(
  template: string,
  startScript: string,
  dictionaries: Readonly<Record<string, string>>,
): Promise<{ file: string; html: string }[]> {
  const pages = [];
  for (const locale of LOCALES)
    pages.push({
      file: prerenderedLoginFile(locale),
      html: withPrerenderedLogin({
        template,
        locale,
        markup: await prerenderLogin(locale),
        startScript,
        dictionaries,
      }),
    });
  return pages;
}
