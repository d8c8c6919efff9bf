/**
 * The menu the side and top menus show: the routes table filtered by the user's roles and permissions, or the server's menu when
 * menuFromServer is on; titles translated; the current page (or the list page of a sub-screen) active;
 * choosing an entry navigates to its page.
 */
import { useStore } from '@nanostores/react';
import type { MenuNode } from '@soundboard/ui/widgets/side-menu.tsx';
import { useLocation } from 'wouter';
import { useT } from '../i18n/use-t';
import type { AppRoute } from '../routes/types';
import { $locale } from '../stores/locale';
import { $session } from '../stores/session';
import { $settings } from '../stores/settings';
import { menuIcon } from './menu-icons';
import { menuFromRoutes, menuFromServerItems, type NavItem, selectedKeys, selectedPath } from './menu-model';

function toNodes(items: readonly NavItem[], t: (key: string) => string): MenuNode[] {
  return items.map((item) => ({
    key: item.key,
    label: item.title ?? t(item.titleKey),
    icon: menuIcon(item.icon),
    ...(item.children ? { children: toNodes(item.children, t) } : {}),
  }));
}

/** The page path of a menu key, if the key is a page. */
export function pathOfKey(items: readonly NavItem[], key: string): string | undefined {
  for (const item of items) {
    if (item.key === key) return item.path;
    const inner = pathOfKey(item.children ?? [], key);
    if (inner) return inner;
  }
  return undefined;
}

export function useAppMenu(route: AppRoute) {
  const t = useT();
  const settings = useStore($settings);
  const session = useStore($session);
  const locale = useStore($locale);
  const [, navigate] = useLocation();
  const nav = settings.menuFromServer
    ? menuFromServerItems(settings.serverMenu, locale)
    : menuFromRoutes({ roles: session.role ?? [], permissions: session.permissions });
  return {
    label: t('menu.main'),
    items: toNodes(nav, t),
    activeKey: selectedKeys(nav, selectedPath(route)).at(-1) ?? '',
    onSelect(key: string) {
      const path = pathOfKey(nav, key);
      if (path) navigate(path);
    },
    /** Whether a key is a page (not a group that only expands). */
    isPage: (key: string) => pathOfKey(nav, key) !== undefined,
  };
}
