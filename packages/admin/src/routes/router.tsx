/**
 * The wouter side of the routes table: reads the location (under the base /admin), runs the guards on every
 * navigation, then renders the page, replaces the location, or shows not-found. '/' goes to login.
 * A page that passed the guards is announced to the route listener and opened as a tab.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { needMessages } from '../i18n';
import { useT } from '../i18n/use-t';
import { emitRouteChange } from '../lib/route-listener';
import { openTab } from '../stores/tabs';
import { liveGuardState } from './guard-state';
import { type GuardDecision, type GuardState, type Query, runGuards } from './guards';
import { lazyPage } from './lazy-page';
import { type RouteMatch, resolveRoute } from './match';
import { ENTRY_ROUTES, NOT_FOUND_ROUTE } from './table';

/** Loaded with the first signed-in screen (with the `app` dictionary), so the login screen does not pay for the frame. */
const AppLayout = lazy(() =>
  Promise.all([import('../layout/app-layout'), needMessages(['app'])]).then(([module]) => ({
    default: module.AppLayout,
  })),
);

interface Resolved {
  key: string;
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
    void runGuards(match, query, guardState).then((decision) => {
      if (!current) return;
      if (decision.kind === 'redirect') return navigate(decision.to, { replace: true });
      setResolved({ key, match, decision });
      if (decision.kind === 'proceed') {
        const fullPath = `${location}${search ? `?${search}` : ''}`;
        emitRouteChange({ route: match.route, fullPath });
        if (match.route.requiresAuth) openTab(match.route, fullPath, query);
      }
    });
    return () => {
      current = false;
    };
  }, [key, location, search, navigate, guardState]);

  if (!resolved) return null;
  const { match, decision } = resolved;
  const shown = decision.kind === 'notFound' ? { route: NOT_FOUND_ROUTE, params: {} } : match;
  const Page = lazyPage(shown.route);
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Page route={shown.route} params={shown.params} />
    </Suspense>
  );
  // The entry screens (login, register, forgot password) are full pages; every other screen sits in the app frame.
  if (ENTRY_ROUTES.includes(shown.route.name)) return page;
  return (
    <Suspense fallback={<PageLoading />}>
      <AppLayout>{page}</AppLayout>
    </Suspense>
  );
}

function PageLoading() {
  const t = useT();
  return (
    <p role="status" className="p-6 text-muted">
      {t('page.loading')}
    </p>
  );
}
