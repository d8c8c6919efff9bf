/**
 * One React.lazy component per route (code plus dictionaries), created on first use and reused so a page never
 * remounts needlessly; `preloadPage` starts the same load ahead of rendering (the router waits for it, so the
 * previous screen stays until the next can show).
 */
import { type ComponentType, lazy } from 'react';
import { needMessages } from '../i18n';
import type { AppRoute, PageModule, PageProps } from './types';

const loads = new Map<string, Promise<PageModule>>();
const pages = new Map<string, ComponentType<PageProps>>();

/** The page's code and its dictionaries, together: it never shows a key in place of a text. */
export function preloadPage(route: AppRoute): Promise<PageModule> {
  let load = loads.get(route.name);
  if (!load) {
    load = Promise.all([route.load(), needMessages(route.messages ?? [])]).then(([module]) => module);
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

export function lazyPage(route: AppRoute): ComponentType<PageProps> {
  let page = pages.get(route.name);
  if (!page) {
    page = lazy(() => preloadPage(route));
    pages.set(route.name, page);
  }
  return page;
}
