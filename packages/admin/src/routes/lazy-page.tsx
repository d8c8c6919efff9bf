/** One React.lazy component per route, created on first use and reused so a page never remounts needlessly. */
import { type ComponentType, lazy } from 'react';
import type { AppRoute, PageProps } from './types';

const pages = new Map<string, ComponentType<PageProps>>();

export function lazyPage(route: AppRoute): ComponentType<PageProps> {
  let page = pages.get(route.name);
  if (!page) {
    page = lazy(route.load);
    pages.set(route.name, page);
  }
  return page;
}
