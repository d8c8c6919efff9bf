/**
 * What the first screen after sign-in needs (the session and API code, the app frame and its dictionary, the
 * toast and modal hosts, the target page's code), imported on the sign-in click — from the browser's cache: the
 * login screen had it downloaded while idle (prefetch-files.ts) — and the target page's data started with it
 * (see PagePrefetch), so the click waits only for the login answer and the page's own request. Nothing here is
 * part of the login screen's first load.
 */
import { type Grants, isPermitted } from './guards';
import { prefetchPage, preloadPage } from './lazy-page';
import { resolveRoute } from './match';
import { loadAppLayout, loadModalHost, loadToastStack } from './signed-in-code';
import { ENTRY_ROUTES } from './table';
import type { AppRoute } from './types';

const isFramed = (route: AppRoute) => !ENTRY_ROUTES.includes(route.name);

/**
 * The code of the screen at `path` (relative to /admin) and of what surrounds it once signed in, run: at the click,
 * or earlier once the visitor types into the login form.
 */
export function preloadSignedIn(path: string): Promise<unknown> {
  const { route } = resolveRoute(path);
  return Promise.all([
    import('../api/auth'),
    // An entry page is no screen to open after sign-in (its code is the router's: entry-pages.ts).
    isFramed(route) ? preloadPage(route) : null,
    isFramed(route) ? loadAppLayout() : null,
    loadModalHost(),
    loadToastStack(),
  ]).catch(() => undefined); // a failed prefetch costs nothing: the navigation loads (and reports) it again
}

/**
 * Signed in, about to open `path`: its data request starts now, beside its code, when the user may open it
 * (a request the server would refuse must not be sent: it would show an error toast).
 */
export function startSignedIn(path: string, grants: Grants): void {
  const { route } = resolveRoute(path);
  if (isFramed(route) && isPermitted(route, grants))
    void prefetchPage(route, path.split('?')[1] ?? '').catch(() => undefined);
  void preloadSignedIn(path);
}
