/**
 * The server menu's entry keys, derived once from SCREEN_GROUPS: a group's key is its own, a page's is its title
 * key without `menu.` (which keeps the keys of databases seeded before this list). A role's menuKeys name these;
 * the server's menu seed and the admin's role editor both read them from here.
 */
import type { Permission } from './permissions';
import { SCREEN_GROUPS, type Screen, type ScreenGroup } from './screens';

export const pageMenuKey = (screen: Pick<Screen, 'titleKey'>): string => screen.titleKey.replace(/^menu\./, '');

/** A menu group and its pages (sub-screens are no entries), with their keys, title keys and permissions. */
export interface MenuKeyGroup {
  key: string;
  titleKey: string;
  pages: { key: string; titleKey: string; path: string; permission: Permission }[];
}

export function menuKeyGroups(groups: readonly ScreenGroup[] = SCREEN_GROUPS): MenuKeyGroup[] {
  return groups.map((group) => ({
    key: group.key,
    titleKey: group.titleKey,
    pages: group.screens
      .filter((screen) => !screen.hideInMenu)
      .map((screen) => ({
        key: pageMenuKey(screen),
        titleKey: screen.titleKey,
        path: screen.path,
        permission: screen.permission,
      })),
  }));
}
