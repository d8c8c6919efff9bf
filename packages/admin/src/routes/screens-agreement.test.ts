/**
 * Routes, both menus and the permission guard agree (issue 13): every route of a screen needs a permission,
 * the menu built from the routes and the server's menu seed list only routes, with their route's permission, and
 * every title is translated. The server's seed is read from its source (a test-only import: the admin app never
 * imports the server).
 */
import { LOCALES, PERMISSIONS, SCREEN_GROUPS, SCREENS } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { MENU as SERVER_MENU } from '../../../server/src/seed/menus';
import { namespaceFiles } from '../i18n/catalogue';
import { menuFromRoutes, type NavItem } from '../layout/menu-model';
import { resolveRoute } from './match';
import { NOT_FOUND, REDIRECT, ROUTE_GROUPS, ROUTES } from './table';

type Entry = { path: string; permission?: string };

/** The pages of a menu tree (groups only hold them). */
function pages<T extends { children?: readonly T[] }>(items: readonly T[]): T[] {
  return items.flatMap((item) => (item.children?.length ? pages(item.children) : [item]));
}

/** A menu entry's route: the one its path resolves to, which must be a visible page. */
function routeOf(entry: Entry) {
  const { route, params } = resolveRoute(entry.path);
  return route.name === NOT_FOUND || Object.keys(params).length > 0 || route.hideInMenu ? undefined : route;
}

describe('screens, routes and menus agree', () => {
  it('give every signed-in route but the tab-refresh helper a permission, the one of its screen', () => {
    for (const route of ROUTES.filter((entry) => entry.requiresAuth && entry.name !== REDIRECT)) {
      expect(route.permission, route.name).toBeDefined();
      const screen = SCREENS.find((entry) => entry.name === route.name);
      expect(screen, route.name).toBeDefined();
      expect(route).toMatchObject({
        path: screen?.path,
        titleKey: screen?.titleKey,
        permission: screen?.permission,
      });
    }
    expect(ROUTE_GROUPS.flatMap((group) => group.children.map((route) => route.name))).toEqual(
      SCREENS.map((screen) => screen.name),
    );
  });

  it('list in the menu from the routes only routes, with their permission', () => {
    const menu = pages<NavItem>(menuFromRoutes({ roles: ['admin'], permissions: [...PERMISSIONS] }));
    expect(menu.length).toBe(SCREENS.filter((screen) => !screen.hideInMenu).length);
    for (const item of menu) {
      const route = routeOf({ path: item.path ?? '' });
      expect(route, item.key).toBeDefined();
      expect(route?.name).toBe(item.key);
      expect(route?.permission).toBe(SCREENS.find((screen) => screen.path === item.path)?.permission);
    }
  });

  it("list in the server's menu seed only routes, with their route's permission, and every menu route", () => {
    const seeded = pages(SERVER_MENU);
    for (const entry of seeded) {
      const route = routeOf(entry);
      expect(route, entry.path).toBeDefined();
      expect(entry.permission, entry.path).toBe(route?.permission);
      expect(entry.name, entry.path).toBe(route?.titleKey);
    }
    const visible = ROUTES.filter((route) => route.requiresAuth && !route.hideInMenu);
    expect(seeded.map((entry) => entry.path).sort()).toEqual(visible.map((route) => route.path).sort());
    expect(SERVER_MENU.map((group) => [group.key, group.name, group.icon])).toEqual(
      ROUTE_GROUPS.map((group) => [group.key, group.titleKey, group.icon]),
    );
  });

  it('translate every screen and group title in both app dictionaries', () => {
    const files = namespaceFiles();
    const keys = [...SCREENS.map((screen) => screen.titleKey), ...SCREEN_GROUPS.map((group) => group.titleKey)];
    for (const locale of LOCALES) {
      const app = files[locale]?.app ?? {};
      for (const key of keys) expect(app, `${locale} ${key}`).toHaveProperty([key]);
    }
  });
});
