/**
 * The server menu's editor (Settings → menus, /setting/menus): a tree of directories, pages and actions. A page or
 * action points only at a screen the app has (SCREEN_GROUPS), chosen from a list, never typed: a server menu can
 * never lead to a screen the client lacks. Entries seeded from the screens cannot be deleted (hide them instead);
 * an entry the administrator has edited is no longer brought back to the seed at start-up.
 */
import * as v from 'valibot';
import { PERMISSIONS, type Permission } from '../permissions';
import { SCREEN_GROUPS, type Screen } from '../screens';

export const MENU_ADMIN_PATH = '/settings/menus';

/** directory: groups entries, no screen; page: a menu screen; action: a sub-screen without parameters (e.g. "New product"). */
export const MENU_KINDS = ['directory', 'page', 'action'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

/** The icons an entry may carry: names the admin maps to kit icons (admin/src/layout/menu-icons.tsx). */
export const MENU_ICONS = [
  'layout-dashboard',
  'file-text',
  'contact',
  'wallet',
  'warehouse',
  'shopping-cart',
  'speaker',
  'settings',
  'store',
  'music',
  'user',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

const ALL_SCREENS: readonly Screen[] = SCREEN_GROUPS.flatMap((group) => group.screens);

/**
 * The menu's shape: directories sit at the top level, pages and actions inside a directory. The message key of why
 * an entry of `kind` cannot sit under `parentKind` (null: the top level), or null when it can. The editor checks
 * it before sending a move; the server on every write.
 */
export function menuPlacementProblem(kind: MenuKind, parentKind: MenuKind | null): string | null {
  if (kind === 'directory') return parentKind === null ? null : 'menu.parentInvalid';
  return parentKind === 'directory' ? null : 'menu.parentInvalid';
}

/** The screens an entry of a kind may point at: menu screens for pages, parameterless sub-screens for actions. */
export function menuTargets(kind: Exclude<MenuKind, 'directory'>): readonly Screen[] {
  return ALL_SCREENS.filter((screen) =>
    kind === 'page' ? !screen.hideInMenu : screen.hideInMenu === true && !screen.path.includes(':'),
  );
}

/** The screen at a path (pages and actions), if the app has one. */
export function screenAt(path: string): Screen | undefined {
  return ALL_SCREENS.find((screen) => screen.path === path && !screen.path.includes(':'));
}

/** Title keys an entry may use without custom titles: the groups' and the screens'. */
export const MENU_TITLE_KEYS: readonly string[] = [
  ...SCREEN_GROUPS.map((group) => group.titleKey),
  ...ALL_SCREENS.map((screen) => screen.titleKey),
];

const customTitle = v.pipe(v.string(), v.trim(), v.maxLength(40, 'validation.tooLong'));

/**
 * One entry as the editor writes it. A directory has no path; a page or action has the path of a screen of its
 * kind. The title is a known title key, or custom zh-CN and en-US titles (both, and they win over the key).
 */
export const menuEntrySchema = v.pipe(
  v.strictObject({
    parentId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
    kind: v.picklist(MENU_KINDS, 'validation.invalid'),
    path: v.nullable(v.pipe(v.string(), v.maxLength(200, 'validation.tooLong'))),
    titleKey: v.nullable(v.picklist(MENU_TITLE_KEYS, 'validation.invalid')),
    titleZh: customTitle,
    titleEn: customTitle,
    icon: v.nullable(v.picklist(MENU_ICONS, 'validation.invalid')),
    permission: v.picklist(PERMISSIONS, 'validation.invalid'),
    visible: v.boolean(),
  }),
  v.forward(
    v.check(
      (entry) =>
        entry.kind === 'directory' ? entry.path === null : menuTargets(entry.kind).some((s) => s.path === entry.path),
      'menu.pathUnknown',
    ),
    ['path'],
  ),
  v.forward(
    v.check((entry) => entry.titleKey !== null || (entry.titleZh !== '' && entry.titleEn !== ''), 'menu.titleRequired'),
    ['titleZh'],
  ),
);
export type MenuEntryInput = v.InferInput<typeof menuEntrySchema>;

/** A new place for every entry of the tree at once (drag and drop, keyboard moves): one transaction. */
export const menuOrderSchema = v.strictObject({
  entries: v.pipe(
    v.array(
      v.strictObject({
        id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
        parentId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
        sort: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
      }),
    ),
    v.maxLength(1000, 'validation.tooMany'),
  ),
});
export type MenuOrderInput = v.InferInput<typeof menuOrderSchema>;

/** The editor's preview: the menu the role with this key would get. */
export const menuPreviewQuery = v.strictObject({ role: v.pipe(v.string(), v.maxLength(40, 'validation.tooLong')) });

/** One entry as the editor lists it (a flat list; parentId and sort give the tree). */
export interface MenuEntry {
  id: number;
  parentId: number | null;
  key: string;
  kind: MenuKind;
  /** null for a directory. */
  path: string | null;
  titleKey: string | null;
  titleZh: string;
  titleEn: string;
  icon: MenuIcon | null;
  permission: Permission;
  visible: boolean;
  sort: number;
  /** Stands for one of the app's screens or groups: it can be hidden, not deleted. */
  seeded: boolean;
}
