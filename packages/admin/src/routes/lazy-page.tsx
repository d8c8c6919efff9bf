/**
 * One React.lazy component per route (code plus dictionaries), created on first use and reused so a page never
 * remounts needlessly; `preloadPage` starts the same load ahead of rendering (the router waits for it, so the
 * previous screen stays until the next can show).
 * A framed page's code comes through page-loaders.ts, loaded here on demand and nowhere else: the chunk holding
 * every page's `import()` is not part of the login screen's first load. An entry page's loader is handed in by the
 * router (entry-pages.ts).
 */
import { type ComponentType, lazy } from 'react';
import { needMessages } from '../i18n';
import type { AppRoute, PageLoad, PageModule, PageProps } from './types';

const loaders = () => import('./page-loaders');

const loads = new Map<string, Promise<PageModule>>();
const pages = new Map<string, ComponentType<PageProps>>();

/**
 * Fetches the page loaders ahead (a signed-in visit: its first screen needs them once the guards pass, so they
 * load beside the guards' request instead of after it).
 */
export function preloadPageLoaders(): void {
  loaders().catch(() => undefined); // the page's own load reports a failure
}

/** The page's code and its dictionaries, together: it never shows a key in place of a text. */
export function preloadPage(route: AppRoute, entryLoad?: PageLoad): Promise<PageModule> {
  let load = loads.get(route.name);
  if (!load) {
    const code = entryLoad ? entryLoad() : loaders().then((pageLoaders) => pageLoaders.pageLoad(route)());
    load = Promise.all([code, needMessages(route.messages ?? [])]).then(([module]) => module);
    // A failed chunk load (network) may be retried by the next navigation.
    load.catch(() => loads.delete(route.name));
    loads.set(route.name, load);
  }
  return load;
}

/** Whether the page's code was asked for already (a later visit: the page may still be mounted in its tab). */
export function pageRequested(route: AppRoute): boolean {
  return loads.has(route.name);
}

/** Starts the page's first request, if it has one (see PagePrefetch); resolves once that is on its way. */
export async function prefetchPage(route: AppRoute, search: string): Promise<void> {
  const pageLoaders = await loaders();
  await pageLoaders.pagePrefetch(route)?.(search);
}

export function lazyPage(route: AppRoute, entryLoad?: PageLoad): ComponentType<PageProps> {
  let page = pages.get(route.name);
  if (!page) {
    page = lazy(() => preloadPage(route, entryLoad));
    pages.set(route.name, page);
  }
  return page;
}
