/**
 * The menu a caller gets (`POST /user/menu`, and the editor's preview for a role): the server menu's rows filtered
 * by permissions and the role's menu list. A page or action shows when it is visible, its own permission and its
 * screen's permission are both granted (so an entry can narrow a screen, never widen it) and the role lists it;
 * a directory shows when something inside it does.
 */
import { type MenuItem, screenAt } from '@soundboard/contract';
import type { menus } from '../db/schema';

type MenuRow = typeof menus.$inferSelect;

export interface MenuAudience {
  permissions: ReadonlySet<string>;
  /** Keys the role's menu lists; null: every entry the permissions allow. */
  menuKeys: ReadonlySet<string> | null;
}

function shows(row: MenuRow, audience: MenuAudience): boolean {
  const screen = screenAt(row.path);
  if (!screen) return false;
  const { permissions, menuKeys } = audience;
  return permissions.has(row.permission) && permissions.has(screen.permission) && (!menuKeys || menuKeys.has(row.key));
}

function item(row: MenuRow): MenuItem {
  const entry: MenuItem = { key: row.key, path: row.path, name: row.name };
  if (row.icon) entry.icon = row.icon;
  if (row.titleZh && row.titleEn) entry.titles = { 'zh-CN': row.titleZh, 'en-US': row.titleEn };
  return entry;
}

/** Rows sorted by (sort, id) give the tree in order. */
export function menuFor(rows: readonly MenuRow[], audience: MenuAudience): MenuItem[] {
  const build = (parentId: number | null): MenuItem[] =>
    rows
      .filter((row) => row.parentId === parentId && !row.hidden)
      .flatMap((row) => {
        if (row.kind !== 'directory') return shows(row, audience) ? [item(row)] : [];
        const children = build(row.id);
        return children.length > 0 ? [{ ...item(row), children }] : [];
      });
  return build(null);
}

/** Keys already worked out: a signed-in user's audience is the session cache's object, the same on every request. */
const keys = new WeakMap<MenuAudience, string>();

/** A stable cache key for an audience (computed once per audience object: the menu is a hot path). */
export function audienceKey(audience: MenuAudience): string {
  let key = keys.get(audience);
  if (key === undefined) {
    const { permissions, menuKeys } = audience;
    key = `${[...permissions].sort().join(',')}|${menuKeys ? [...menuKeys].sort().join(',') : '*'}`;
    keys.set(audience, key);
  }
  return key;
}
