/** One React.lazy component per route (code plus dictionaries), created on first use and reused so a page never remounts needlessly. */
import { type ComponentType, lazy } from 'react';
import { needMessages } from '../i18n';
import type { AppRoute, PageProps } from './types';

const pages = new Map<string, ComponentType<PageProps>>();

export function lazyPage(route: AppRoute): ComponentType<PageProps> {
  let page = pages.get(route.name);
  if (!page) {
    // The page's code and its dictionaries arrive together, so it never shows a key in place of a text.
    page = lazy(() => Promise.all([route.load(), needMessages(route.messages ?? [])]).then(([module]) => module));
    pages.set(route.name, page);
  }
  return page;
}
