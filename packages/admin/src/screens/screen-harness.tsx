/**
 * What the app wraps its screens in, for the screen stories (Storybook only: nothing in the app imports this):
 * the toolbar's `locale` (the admin's dictionaries and $locale, as main.tsx's initLocale does), its `theme` (the
 * settings store), a signed-in user in the session store (or none, for the entry screens), a wouter memory
 * location under the app's base, React Aria's locale (AriaLocale, as the app frame) and the API answered from
 * fixtures: `window.fetch` is replaced for the story's lifetime (the app's client is built at import and calls
 * the global fetch) and restored when it unmounts.
 */
import { type Locale, toLocale, type UserInfoAnswer } from '@soundboard/contract';
import { PermissionProvider } from '@soundboard/ui/widgets/use-permission.ts';
import type { Args, Decorator, Loader } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BASE } from '../app';
import { isLoaded, LOCALES, loadLocale, NAMESPACES, type Namespace } from '../i18n';
import { AriaLocale } from '../i18n/aria-locale';
import { AppLayout } from '../layout/app-layout';
import { AriaRouter } from '../layout/aria-router';
import { clearToken, setToken } from '../lib/token';
import type { AppRoute } from '../routes/types';
import { $locale } from '../stores/locale';
import { clearMessages } from '../stores/messages';
import { clearUserInfo, setUserInfo } from '../stores/session';
import { type AppSettings, applyViewportWidth, resetSettings, type Theme, updateSettings } from '../stores/settings';
import { resetTabs } from '../stores/tabs';
import { type FixtureRoute, fixtureFetch } from './fixtures/fixture-fetch';

export interface ScreenOptions {
  /** The location inside the app (under /admin), query included. */
  path?: string;
  /** Dictionaries the screen needs besides `entry` and `app` (its route's `messages`). */
  namespaces?: readonly Namespace[];
  /** The signed-in user; null for the entry screens (no token, no session). */
  user?: UserInfoAnswer | null;
  /** The API's answers. */
  routes?: readonly FixtureRoute[];
  /**
   * The app frame (layout/app-layout.tsx: navbar, menu, tabs, breadcrumb, settings drawer) around the screen, as
   * the router shows this route; without it a signed-in screen still gets the frame's providers (React Aria's
   * locale and router, the permissions).
   */
  frame?: AppRoute;
  /** Settings the story starts from (the settings drawer open, a top menu…). */
  settings?: Partial<AppSettings>;
  /** The React Aria providers; off for the login screen, which loads no React Aria. */
  aria?: boolean;
}

/** The global fetch as the page had it before any story replaced it. */
const pageFetch = globalThis.fetch;

/**
 * The 390 px phone the mobile stories use (parameters.viewport.options + globals.viewport: the storybook test
 * project sets the page to it). Not captured as a baseline ('!visual'): the visual captures
 * (packages/ui/visual/screens.visual.test.tsx) already take every screen story in a 1440 px and a 390 px window.
 */
export const PHONE_VIEWPORT = {
  tags: ['!visual'],
  parameters: {
    viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

function dictionariesReady(locale: Locale, namespaces: readonly Namespace[]): boolean {
  return ['entry', 'app', ...namespaces].every((namespace) => isLoaded(locale, namespace as Namespace));
}

/** Loads the dictionaries ahead (the visual captures call it once, so no frame shows keys while they load). */
export async function preloadDictionaries(locale: string, namespaces: readonly Namespace[]): Promise<void> {
  const chosen = toLocale(locale);
  await loadLocale(chosen, ['app', ...namespaces]);
  $locale.set(chosen);
}

/** Every dictionary in both locales (the visual captures render stories without their loaders). */
export async function preloadAllDictionaries(): Promise<void> {
  for (const locale of LOCALES) await loadLocale(locale, [...NAMESPACES, 'resources']);
  // Each loadLocale made its locale the active one: give that back to the store's locale, which the first story's
  // harness finds already set (it would render with the store's words for the page and the last loaded for the rest).
  await loadLocale($locale.get());
}

interface HarnessProps extends ScreenOptions {
  locale: string;
  theme: Theme;
  children: ReactNode;
}

export function ScreenHarness({
  locale: wanted,
  theme,
  path = '/',
  namespaces = [],
  user = null,
  routes = [],
  frame,
  settings,
  aria = true,
  children,
}: HarnessProps) {
  const locale = toLocale(wanted);
  // Set up before the first render of the screen, so its first requests already meet the fixtures and the user.
  const [setup] = useState(() => {
    const fetchLike = fixtureFetch(routes);
    globalThis.fetch = fetchLike as typeof fetch;
    resetSettings();
    updateSettings({ theme, globalSettings: false, ...settings });
    applyViewportWidth(window.innerWidth);
    resetTabs();
    clearMessages();
    if (user) {
      setToken('story-token');
      setUserInfo(user);
    } else {
      clearToken();
      clearUserInfo();
    }
    const [pathname = '/', search = ''] = path.split('?');
    return { fetchLike, location: memoryLocation({ path: `${BASE}${pathname}`, searchPath: search }) };
  });
  useEffect(
    () => () => {
      if (globalThis.fetch === (setup.fetchLike as typeof fetch)) globalThis.fetch = pageFetch;
      // React Aria keeps an announcement in its live region for seconds, some as a reference to an element of
      // the screen (a pending button's label): once the screen is gone they point at nothing, and the next story's
      // axe check would count them against it.
      for (const stale of document.querySelectorAll('[data-live-announcer] [role="log"] > *')) stale.remove();
    },
    [setup],
  );
  useEffect(() => updateSettings({ theme }), [theme]);

  const [ready, setReady] = useState(() => dictionariesReady(locale, namespaces) && $locale.get() === locale);
  // The namespaces by value: a story passes a new array on every render.
  const wantedNamespaces = namespaces.join(',');
  useEffect(() => {
    let current = true;
    const list = (wantedNamespaces ? wantedNamespaces.split(',') : []) as Namespace[];
    void preloadDictionaries(locale, list).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [locale, wantedNamespaces]);
  if (!ready) return null;

  const granted = user ? [...user.role, ...user.permissions] : [];
  const providers = frame ? (
    <AppLayout route={frame} path={frame.path}>
      {children}
    </AppLayout>
  ) : aria ? (
    <AriaLocale>
      <AriaRouter>
        <PermissionProvider roles={granted}>{children}</PermissionProvider>
      </AriaRouter>
    </AriaLocale>
  ) : (
    children
  );
  return (
    <Router base={BASE} hook={setup.location.hook} searchHook={setup.location.searchHook}>
      {providers}
    </Router>
  );
}

/** The decorator of a screen story: the harness with the toolbar's locale and theme. */
export function withScreen<TArgs = Args>(options: ScreenOptions): Decorator<TArgs> {
  return (Story, context) => {
    const { locale, theme } = context.globals as { locale: string; theme: Theme };
    return (
      <ScreenHarness {...options} locale={locale} theme={theme}>
        <Story />
      </ScreenHarness>
    );
  };
}

/**
 * A screen story's decorator and loader: the loader fetches the dictionaries of the toolbar's locale before the
 * story renders, so the first frame and the play function already have the screen's words.
 */
export function screen<TArgs = Args>(
  options: ScreenOptions,
): { decorators: Decorator<TArgs>[]; loaders: Loader<TArgs>[] } {
  return {
    decorators: [withScreen<TArgs>(options)],
    loaders: [({ globals }) => preloadDictionaries(String(globals.locale), options.namespaces ?? [])],
  };
}
