/**
 * The navigation and permission guards (docs/modules/app-shell.md, Guards), as pure async decisions over injected
 * state, so every branch is unit-tested; ./router.tsx runs them on each navigation.
 *
 * Navigation: no token -> any route but login goes to login with `?redirect=<route name>&<original query>`;
 * a token and no role -> fetch user info; if that fails, log out and go to login with the same query.
 * A signed-in user opening login is sent on to the redirect target or the workplace.
 * Permission: menuFromServer on -> fetch the server menu when it is empty (unless the route is whitelisted);
 * the route must be in the server menu or the whitelist, and permitted; off -> permitted routes proceed.
 * Permitted: the route's roles and its screen's permission among the user's permission codes, so a
 * screen the server would answer 403 for is never opened. Anything else shows not-found.
 */
import type { MenuItem } from '@soundboard/contract';
import { hasPermission } from '@soundboard/ui/widgets/has-permission.ts';
import { matchPath, type RouteMatch } from './match';
import {
  DEFAULT_ROUTE_PATH,
  ENTRY_ROUTES,
  PASSWORD_CHANGE_PATH,
  REDIRECT,
  routeByName,
  USER_SETTING,
  WHITE_LIST,
} from './table';
import type { AppRoute } from './types';

export type Query = Record<string, string>;

export type GuardDecision =
  | { kind: 'proceed' }
  /** Navigate (replace) to this path + query, relative to /admin. */
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

export interface GuardState {
  hasToken: () => boolean;
  /** The user's roles; null while unknown (not fetched). */
  roles: () => string[] | null;
  /** The permission codes the server grants the user (empty while unknown). */
  permissions: () => readonly string[];
  /** The user must replace a generated password first (absent: never). */
  mustChangePassword?: () => boolean;
  /** A role requires a second factor the user has not set up (absent: never); enrolment is on the same tab. */
  mustEnrolTwoFactor?: () => boolean;
  loadUserInfo: () => Promise<unknown>;
  logout: () => Promise<unknown>;
  menuFromServer: () => boolean;
  serverMenu: () => readonly MenuItem[];
  fetchServerMenu: () => Promise<unknown>;
}

export function toSearch(query: Query): string {
  const text = new URLSearchParams(query).toString();
  return text ? `?${text}` : '';
}

/** The login location carrying the target: its name, its path parameters and its original query. */
export function loginRedirect(target: RouteMatch, query: Query): string {
  const { '*': rest, ...params } = target.params;
  const carried: Query = { redirect: target.route.name, ...query, ...params };
  if (rest !== undefined) carried['*'] = rest;
  return `/login${toSearch(carried)}`;
}

/** Where login sends a signed-in user: the `redirect` route (parameters filled from the query) or Workplace. */
export function redirectTarget(query: Query): string {
  const { redirect, ...rest } = query;
  const route = redirect ? routeByName(redirect) : undefined;
  if (!route || ENTRY_ROUTES.includes(route.name) || !route.requiresAuth) return DEFAULT_ROUTE_PATH;
  const remaining: Query = { ...rest };
  let missing = false;
  const path = route.path
    .split('/')
    .map((part) => {
      const key = part === '*' ? '*' : part.startsWith(':') ? part.slice(1) : null;
      if (key === null) return part;
      const value = remaining[key];
      delete remaining[key];
      if (value === undefined) missing = true;
      return key === '*' ? (value ?? '') : encodeURIComponent(value ?? '');
    })
    .join('/');
  return missing ? DEFAULT_ROUTE_PATH : `${path}${toSearch(remaining)}`;
}

/** What a user holds that routes ask for: role keys and permission codes. */
export interface Grants {
  roles: readonly string[];
  permissions: readonly string[];
}

/**
 * Public routes always; otherwise the screen's permission code must be granted, and the roles met (no
 * roles for any signed-in user, '*' for any user with a role, else one of the listed roles).
 */
export function isPermitted(route: AppRoute, { roles, permissions }: Grants): boolean {
  if (!route.requiresAuth) return true;
  if (route.permission && !permissions.includes(route.permission)) return false;
  return !route.roles || hasPermission(roles, route.roles);
}

/** A path is in the server menu when an entry has it, or when it lies under a page entry (add/edit screens). */
export function inServerMenu(path: string, menu: readonly MenuItem[]): boolean {
  const visit = (items: readonly MenuItem[]): boolean =>
    items.some((item) => {
      const children = item.children ?? [];
      if (matchPath(item.path, path)) return true;
      if (children.length === 0 && path.startsWith(`${item.path.replace(/\/$/, '')}/`)) return true;
      return visit(children);
    });
  return visit(menu);
}

export async function navigationGuard(target: RouteMatch, query: Query, state: GuardState): Promise<GuardDecision> {
  // Login, register and forgot-password: open without a token, skipped once signed in.
  const isLogin = ENTRY_ROUTES.includes(target.route.name);
  if (!state.hasToken()) return isLogin ? { kind: 'proceed' } : { kind: 'redirect', to: loginRedirect(target, query) };
  if (state.roles() === null) {
    try {
      await state.loadUserInfo();
    } catch {
      await state.logout().catch(() => undefined);
      return isLogin ? { kind: 'proceed' } : { kind: 'redirect', to: loginRedirect(target, query) };
    }
  }
  // A generated password (new user, reset) is replaced before anything else: the server refuses the rest too.
  const mustFirst = state.mustChangePassword?.() || state.mustEnrolTwoFactor?.();
  if (mustFirst && target.route.name !== USER_SETTING) return { kind: 'redirect', to: PASSWORD_CHANGE_PATH };
  return isLogin ? { kind: 'redirect', to: redirectTarget(query) } : { kind: 'proceed' };
}

export async function permissionGuard(target: RouteMatch, state: GuardState): Promise<GuardDecision> {
  const { route } = target;
  const permitted = isPermitted(route, { roles: state.roles() ?? [], permissions: state.permissions() });
  if (!state.menuFromServer()) return permitted ? { kind: 'proceed' } : { kind: 'notFound' };
  const whitelisted = WHITE_LIST.includes(route.name);
  if (!whitelisted && state.serverMenu().length === 0) await state.fetchServerMenu().catch(() => undefined);
  // The tab-refresh helper stands for the page it reloads.
  const path = route.name === REDIRECT ? `/${target.params['*'] ?? ''}` : concretePath(target);
  const listed = whitelisted || inServerMenu(path, state.serverMenu());
  return listed && permitted ? { kind: 'proceed' } : { kind: 'notFound' };
}

/** The route's pattern with its parameters filled, to compare with menu paths. */
function concretePath({ route, params }: RouteMatch): string {
  return route.path
    .split('/')
    .map((part) => (part.startsWith(':') ? (params[part.slice(1)] ?? part) : part === '*' ? (params['*'] ?? '') : part))
    .join('/');
}

/** Both guards in order: navigation first, then permission. */
export async function runGuards(target: RouteMatch, query: Query, state: GuardState): Promise<GuardDecision> {
  const navigation = await navigationGuard(target, query, state);
  if (navigation.kind !== 'proceed') return navigation;
  return permissionGuard(target, state);
}
