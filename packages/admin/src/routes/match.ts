/**
 * Path matching for the routes table, shared by the router and the guards (outside React): ':name' matches one
 * segment, a final '*' the rest (possibly empty). Trailing slashes are ignored; segments are URI-decoded.
 */
import { NOT_FOUND_ROUTE, ROUTES } from './table';
import type { AppRoute } from './types';

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(path);
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part === '*') {
      params['*'] = have.slice(index).join('/');
      return params;
    }
    const value = have[index];
    if (value === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decode(value);
    else if (part !== value) return null;
  }
  return want.length === have.length ? params : null;
}

/** The route for a path (relative to /admin); any unmatched path is the not-found route. */
export function resolveRoute(path: string, routes: readonly AppRoute[] = ROUTES): RouteMatch {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}
