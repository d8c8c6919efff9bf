/**
 * The one routes table (docs/modules/app-shell.md): the menu, breadcrumbs, guards and the tab bar all read it. The
 * screens (paths, names, titles, groups, permissions) are the contract's SCREENS; this file adds what only the admin
 * knows: the routes' roles and the dictionaries each page needs. No page code: that is page-loaders.ts, which only the
 * page renderer loads, so whatever reads the table (the login form, the menu) does not import every page.
 */
import { SCREEN_GROUPS, type Screen } from '@soundboard/contract';
import { pageMessages } from './page-messages';
import type { AppRoute, RouteGroup } from './types';

export const ANY_ROLE = '*';
export const LOGIN = 'Login';
export const REGISTER = 'Register';
export const FORGOT_PASSWORD = 'ForgotPassword';
export const NOT_FOUND = 'NotFound';
export const REDIRECT = 'Redirect';
export const WORKPLACE = 'Workplace';
export const DEFAULT_ROUTE_PATH = '/dashboard/workplace';
export const USER_SETTING = 'UserSetting';
/** The user settings' security tab: where a user with a generated password sets their own. */
export const PASSWORD_CHANGE_PATH = '/user/setting?tab=security';

const staff = [ANY_ROLE] as const;

/** The store and template screens carry no roles; every other screen needs a signed-in user with a role. */
const ROLE_FREE_GROUPS: readonly string[] = ['store', 'template'];

function toRoute(screen: Screen): AppRoute {
  const { name, path, titleKey, permission, resource, icon, hideInMenu, ignoreCache } = screen;
  const messages = pageMessages(screen);
  return {
    name,
    path,
    titleKey,
    requiresAuth: true,
    ...(ROLE_FREE_GROUPS.includes(screen.group) ? {} : { roles: staff }),
    permission,
    ...(resource ? { resource } : {}),
    ...(icon ? { icon } : {}),
    ...(hideInMenu ? { hideInMenu } : {}),
    ...(ignoreCache ? { ignoreCache } : {}),
    ...(messages.length > 0 ? { messages } : {}),
  };
}

export const ROUTE_GROUPS: readonly RouteGroup[] = SCREEN_GROUPS.map(
  (group): RouteGroup => ({
    key: group.key,
    titleKey: group.titleKey,
    icon: group.icon,
    children: group.screens.map(toRoute),
  }),
);

/** Routes outside the menu groups. '/' is not a page: the router redirects it to login. */
export const LOGIN_ROUTE: AppRoute = {
  name: LOGIN,
  path: '/login',
  titleKey: 'login.title',
  requiresAuth: false,
  hideInMenu: true,
};

export const REDIRECT_ROUTE: AppRoute = {
  name: REDIRECT,
  path: '/redirect/*',
  titleKey: 'route.redirect',
  requiresAuth: true,
  roles: staff,
  hideInMenu: true,
  ignoreCache: true,
};

/** The other account entry pages beside login: they file a request an administrator handles. */
export const REGISTER_ROUTE: AppRoute = {
  name: REGISTER,
  path: '/register',
  titleKey: 'register.title',
  requiresAuth: false,
  hideInMenu: true,
  messages: ['app'],
};

export const FORGOT_PASSWORD_ROUTE: AppRoute = {
  name: FORGOT_PASSWORD,
  path: '/forgot-password',
  titleKey: 'forgotPassword.title',
  requiresAuth: false,
  hideInMenu: true,
  messages: ['app'],
};

/**
 * Entry pages: shown full-page without the app frame, open without a token, and a signed-in user is sent on
 * to the redirect target as from login.
 */
export const ENTRY_ROUTES: readonly string[] = [LOGIN, REGISTER, FORGOT_PASSWORD];

/** Shown for any unmatched path (its `path` is never matched directly). */
export const NOT_FOUND_ROUTE: AppRoute = {
  name: NOT_FOUND,
  path: '/:all*',
  titleKey: 'route.notFound',
  requiresAuth: false,
  hideInMenu: true,
};

/** Every route, in match order (the not-found route is the fallback, not in this list). */
export const ROUTES: readonly AppRoute[] = [
  LOGIN_ROUTE,
  REGISTER_ROUTE,
  FORGOT_PASSWORD_ROUTE,
  REDIRECT_ROUTE,
  ...ROUTE_GROUPS.flatMap((entry) => entry.children),
];

/** Routes the permission guard always lets through (login and not-found, plus the other public entry pages). */
export const WHITE_LIST: readonly string[] = [...ENTRY_ROUTES, NOT_FOUND];

export function routeByName(name: string): AppRoute | undefined {
  if (name === NOT_FOUND) return NOT_FOUND_ROUTE;
  return ROUTES.find((route) => route.name === name);
}
