import type { Permission } from '@soundboard/contract';
import type { ComponentType } from 'react';
import type { Namespace } from '../i18n';

/** What every page component receives: its own route entry and the matched path parameters. */
export interface PageProps {
  route: AppRoute;
  params: Record<string, string>;
}

export type PageModule = { default: ComponentType<PageProps> };

/** One screen of the app. `path` is relative to the base /admin (':name' a segment, a final '*' the rest). */
export interface AppRoute {
  /** Unique; the redirect query and the tab bar carry it. */
  name: string;
  path: string;
  /** i18n key of the title (menu, breadcrumb, tab, document title). */
  titleKey: string;
  requiresAuth: boolean;
  /** '*' = any signed-in user; absent = no role restriction (store, template and public routes). */
  roles?: readonly string[];
  /** The permission code the user must hold besides the roles (a screen's, from the contract's SCREENS). */
  permission?: Permission;
  /** The contract resource a resource screen shows (a RESOURCES key). */
  resource?: string;
  /** Not kept alive by the tab bar: opened fresh each time. */
  ignoreCache?: boolean;
  hideInMenu?: boolean;
  /** lucide icon name (menu). */
  icon?: string;
  /** Dictionary namespaces the page needs besides `entry` and `app` (loaded with it). */
  messages?: readonly Namespace[];
}

/** A page's code, loaded on first visit (page-loaders.ts; the entry pages' in entry-pages.ts). */
export type PageLoad = () => Promise<PageModule>;

/**
 * Starts the page's first request once the route is known to open (guards passed, or at sign-in), so its
 * answer and its code arrive together; the page takes that answer when it mounts instead of asking again.
 * A promise resolves once the request is on its way (the router renders the page after that, so the page
 * always finds it).
 */
export type PagePrefetch = (search: string) => Promise<void> | void;

/** A top-level menu group: its children are the routes. Groups are not routes themselves. */
export interface RouteGroup {
  key: string;
  titleKey: string;
  icon: string;
  children: readonly AppRoute[];
}
