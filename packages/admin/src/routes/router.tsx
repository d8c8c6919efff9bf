/**
 * The wouter side of the routes table: reads the location (under the base /admin), runs the guards on every
 * navigation, then renders the page, replaces the location, or shows not-found. '/' goes to login.
 * A page that passed the guards is announced to the route listener (the app frame opens its tab).
 * Page transitions: the next screen's code loads while the current one stays (the top progress bar runs), then
 * they swap in one transition, so nothing jumps to a loading text and back; the page fades in.
 * Signed-in pages stay mounted in their tabs (kept-pages.tsx).
 */
import { topProgress } from '@soundboard/ui/feedback/top-progress-store.ts';
import { lazy, Suspense, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n/use-t';
import { removePrerenderedLogin } from '../lib/prerendered-login';
import { emitRouteChange } from '../lib/route-listener';
import { ENTRY_PAGES } from './entry-pages';
import { liveGuardState } from './guard-state';
import { type GuardDecision, type GuardState, type Query, runGuards } from './guards';
import { lazyPage, pageRequested, prefetchPage, preloadPage, preloadPageLoaders } from './lazy-page';
import { type RouteMatch, resolveRoute } from './match';
import { PageLoading } from './page-loading';
import { loadAppLayout } from './signed-in-code';
import { ENTRY_ROUTES, LOGIN, NOT_FOUND_ROUTE } from './table';

/** Loaded with the first signed-in screen (with the `app` dictionary), so the login screen does not pay for the frame. */
const AppLayout = lazy(() => loadAppLayout().then(([module]) => ({ default: module.AppLayout })));
/** With the frame, not the login screen: it brings the tabs store. */
const loadKeptPages = () => import('./kept-pages');
const KeptPages = lazy(loadKeptPages);

interface Resolved {
  key: string;
  path: string;
  /** Path plus query, relative to /admin. */
  fullPath: string;
  match: RouteMatch;
  decision: GuardDecision;
}

export function AppRoutes({ guardState = liveGuardState }: { guardState?: GuardState }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const key = `${location}?${search}`;
  const [resolved, setResolved] = useState<Resolved | null>(null);

  useEffect(() => {
    if (location === '/') {
      navigate('/login', { replace: true });
      return;
    }
    let current = true;
    const match = resolveRoute(location);
    const query: Query = Object.fromEntries(new URLSearchParams(search));
    // Signed in: the page loaders load beside the guards' request, not after it (lazy-page.tsx).
    if (guardState.hasToken() && !ENTRY_ROUTES.includes(match.route.name)) preloadPageLoaders();
    topProgress.start();
    void runGuards(match, query, guardState)
      .then(async (decision) => {
        if (!current) return;
        if (decision.kind === 'redirect') return navigate(decision.to, { replace: true });
        const shown = decision.kind === 'notFound' ? NOT_FOUND_ROUTE : match.route;
        // A first visit starts the page's first request beside its code (PagePrefetch). Later visits do not:
        // the page may be alive in its tab, or asks itself as its query changes.
        const framed = !ENTRY_ROUTES.includes(shown.name);
        const first = framed && decision.kind !== 'notFound' && !pageRequested(shown);
        const prefetched = first ? prefetchPage(shown, search) : null;
        // A failed load is not handled here: rendering the lazy page shows it (and retries).
        await Promise.all([
          preloadPage(shown, ENTRY_PAGES[shown.name]),
          framed ? Promise.all([loadAppLayout(), loadKeptPages()]) : null,
          prefetched,
        ]).catch(() => undefined);
        if (!current) return;
        const fullPath = `${location}${search ? `?${search}` : ''}`;
        startTransition(() => setResolved({ key, path: location, fullPath, match, decision }));
      })
      .finally(() => topProgress.done());
    return () => {
      current = false;
    };
  }, [key, location, search, navigate, guardState]);

  const shown = !resolved
    ? null
    : resolved.decision.kind === 'notFound'
      ? { route: NOT_FOUND_ROUTE, params: {} }
      : resolved.match;
  // Announced once the page is on screen (after the transition), so the tab, the menu and the page agree.
  useEffect(() => {
    if (resolved?.decision.kind === 'proceed')
      emitRouteChange({ route: resolved.match.route, fullPath: resolved.fullPath });
  }, [resolved]);
  // The login form the build drew goes with the first other screen shown (the login form takes it over itself,
  // also when its code comes after this commit).
  const shownName = shown?.route.name;
  useLayoutEffect(() => {
    if (shownName && shownName !== LOGIN) removePrerenderedLogin();
  }, [shownName]);
  const t = useT();
  const title = shown ? `${t(shown.route.titleKey)} - ${t('app.title')}` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (!resolved || !shown) return null;
  // The entry screens (login, register, forgot password) are full pages; every other screen sits in the app frame.
  if (ENTRY_ROUTES.includes(shown.route.name)) {
    const Page = lazyPage(shown.route, ENTRY_PAGES[shown.route.name]);
    return (
      <Suspense fallback={<PageLoading />}>
        <Page route={shown.route} params={shown.params} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <AppLayout route={shown.route}>
        <KeptPages shown={{ route: shown.route, path: resolved.path, fullPath: resolved.fullPath }} />
      </AppLayout>
    </Suspense>
  );
}
