/**
 * The role's menu as a check tree: the server menu's groups and their pages, keyed by the server's menu keys
 * (contract menu-keys.ts). A role's menuKeys hold the checked pages and every group with a checked page (so the
 * group shows); null means every entry its permissions allow, and is the editor's default.
 */
import type { Permission } from '@soundboard/contract';
import { type MenuKeyGroup, menuKeyGroups } from '@soundboard/contract';

export type { MenuKeyGroup };

export interface MenuTreeNode {
  id: string;
  title: string;
  children?: MenuTreeNode[];
}

/**
 * The tree with translated titles; a page the role's permissions do not allow is marked, since checking it
 * alone does not show it.
 */
export function roleMenuTree(
  translate: (key: string) => string,
  granted: ReadonlySet<Permission>,
  notAllowed: string,
  groups: readonly MenuKeyGroup[] = menuKeyGroups(),
): MenuTreeNode[] {
  return groups
    .filter((group) => group.pages.length > 0)
    .map((group) => ({
      id: group.key,
      title: translate(group.titleKey),
      children: group.pages.map((page) => ({
        id: page.key,
        title: granted.has(page.permission) ? translate(page.titleKey) : `${translate(page.titleKey)} (${notAllowed})`,
      })),
    }));
}

/** The tree's checked set for a role's menu keys (pages only: the tree derives its groups). */
export function checkedFromMenuKeys(menuKeys: readonly string[], tree: readonly MenuTreeNode[]): Set<string> {
  const keys = new Set(menuKeys);
  const checked = new Set<string>();
  for (const group of tree) {
    const pages = group.children ?? [];
    for (const page of pages) if (keys.has(page.id)) checked.add(page.id);
    if (pages.length > 0 && pages.every((page) => checked.has(page.id))) checked.add(group.id);
  }
  return checked;
}

/** The menu keys to save: the checked pages and each group with at least one checked page, in menu order. */
export function menuKeysFromChecked(checked: ReadonlySet<string>, tree: readonly MenuTreeNode[]): string[] {
  return tree.flatMap((group) => {
    const pages = (group.children ?? []).filter((page) => checked.has(page.id)).map((page) => page.id);
    return pages.length > 0 ? [group.id, ...pages] : [];
  });
}

/** The pages a role's permissions allow: the starting choice when one switches from "all allowed" to choosing. */
export function allowedPageKeys(granted: ReadonlySet<Permission>, groups = menuKeyGroups()): string[] {
  return groups.flatMap((group) => group.pages.filter((page) => granted.has(page.permission)).map((page) => page.key));
}
