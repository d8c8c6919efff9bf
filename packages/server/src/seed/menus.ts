import { type MenuKind, type Permission, pageMenuKey, SCREEN_GROUPS } from '@soundboard/contract';

/** The server-driven menu: names are the admin app's i18n keys; pages carry the permission that shows them. */
export interface MenuSeed {
  key: string;
  kind: MenuKind;
  path: string;
  name: string;
  icon?: string;
  permission: Permission;
  children?: MenuSeed[];
}

/**
 * The contract's screens as menu entries: each group with its pages (same paths, title keys and permissions as
 * the admin's routes). Sub-screens (add, edit, detail) are no entries: the admin accepts a path under a menu page.
 * A page's key is its title key without `menu.`, which keeps the keys of databases seeded before this list.
 */
export const MENU: MenuSeed[] = SCREEN_GROUPS.map((group) => ({
  key: group.key,
  kind: 'directory',
  path: `/${group.key}`,
  name: group.titleKey,
  icon: group.icon,
  permission: 'menu:read' as const,
  children: group.screens
    .filter((screen) => !screen.hideInMenu)
    .map(
      (screen): MenuSeed => ({
        key: pageMenuKey(screen),
        kind: 'page',
        path: screen.path,
        name: screen.titleKey,
        ...(screen.icon ? { icon: screen.icon } : {}),
        permission: screen.permission,
      }),
    ),
}));
