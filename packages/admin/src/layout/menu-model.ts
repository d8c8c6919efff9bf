/**
 * What the side/top menu and the breadcrumb show, as pure functions over the routes table (or the server's
 * menu when menuFromServer is on): groups with their permitted, visible pages; the selected entry for a path;
 * the breadcrumb trail of title keys (a sub-screen such as "edit article" sits under its list page).
 */
import type { Locale, MenuItem } from '@soundboard/contract';
import { type Grants, isPermitted } from '../routes/guards';
import { ROUTE_GROUPS, ROUTES } from '../routes/table';
import type { AppRoute, RouteGroup } from '../routes/types';

export interface NavItem {
  key: string;
  titleKey: string;
  /** A custom title from the menu editor (already in the user's language): shown instead of the title key's text. */
  title?: string;
  /** Pages have a path; groups have children. */
  path?: string;
  icon?: string;
  children?: NavItem[];
}

/**
 * The menu from the routes table: visible routes the user may open (the guard's own test, so no entry leads to
 * not-found), groups that keep at least one.
 */
export function menuFromRoutes(grants: Grants, groups: readonly RouteGroup[] = ROUTE_GROUPS): NavItem[] {
  return groups.flatMap((group) => {
    const children = group.children
      .filter((route) => !route.hideInMenu && isPermitted(route, grants))
      .map((route): NavItem => ({ key: route.name, titleKey: route.titleKey, path: route.path }));
    return children.length > 0 ? [{ key: group.key, titleKey: group.titleKey, icon: group.icon, children }] : [];
  });
}

/** The server's menu in the same shape (its `name` is an i18n key; custom `titles` win, in the locale shown). */
export function menuFromServerItems(items: readonly MenuItem[], locale: Locale): NavItem[] {
  return items.map((item) => {
    const nav: NavItem = { key: item.key, titleKey: item.name };
    const title = item.titles?.[locale];
    if (title) nav.title = title;
    if (item.icon) nav.icon = item.icon;
    if (item.children && item.children.length > 0) nav.children = menuFromServerItems(item.children, locale);
    else nav.path = item.path;
    return nav;
  });
}

/** The list page a hidden sub-screen belongs to: the longest visible route path of the group that prefixes it. */
export function parentPage(route: AppRoute, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined {
  if (!route.hideInMenu) return undefined;
  return routes
    .filter((other) => !other.hideInMenu && other !== route && route.path.startsWith(`${other.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** The menu path to highlight for a route: its own, or its list page's for a sub-screen. */
export function selectedPath(route: AppRoute): string {
  return parentPage(route)?.path ?? route.path;
}

/** Keys of the entries to select and expand for a path: [group key, ..., page key]. */
export function selectedKeys(menu: readonly NavItem[], path: string): string[] {
  for (const item of menu) {
    if (item.path === path) return [item.key];
    const inner = selectedKeys(item.children ?? [], path);
    if (inner.length > 0) return [item.key, ...inner];
  }
  return [];
}

/** Title keys of the breadcrumb after the home icon: group, list page (for sub-screens), the screen. */
export function breadcrumbKeys(route: AppRoute, groups: readonly RouteGroup[] = ROUTE_GROUPS): string[] {
  const group = groups.find((entry) => entry.children.includes(route));
  if (!group) return [route.titleKey];
  const parent = parentPage(route, group.children);
  return [group.titleKey, ...(parent ? [parent.titleKey] : []), route.titleKey];
}
