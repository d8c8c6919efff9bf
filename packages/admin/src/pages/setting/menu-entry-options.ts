/**
 * The choices of the menu entry form, all derived from the contract: the app's title keys, the screens an entry
 * of a kind may point at (translated title and path: never a typed path), the permission codes, the icons.
 */
import {
  MENU_ICONS,
  MENU_TITLE_KEYS,
  type MenuKind,
  menuTargets,
  PERMISSIONS,
  permissionParts,
} from '@soundboard/contract';

export interface Option {
  id: string;
  label: string;
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

export const titleKeyOptions = (t: Translate): Option[] => MENU_TITLE_KEYS.map((key) => ({ id: key, label: t(key) }));

export const pathOptions = (kind: MenuKind, t: Translate): Option[] =>
  kind === 'directory'
    ? []
    : menuTargets(kind).map((screen) => ({ id: screen.path, label: `${t(screen.titleKey)} · ${screen.path}` }));

/** "Orders: Read (order:read)": the role editor's words, with the code for those who know it. */
export const permissionOptions = (t: Translate): Option[] =>
  PERMISSIONS.map((code) => {
    const { module, action } = permissionParts(code);
    const words = t('role.cellLabel', {
      module: t(`permission.module.${module}`),
      action: t(`permission.action.${action}`),
    });
    return { id: code, label: `${words} (${code})` };
  });

/** The select's id for "no icon" (a Select's option ids are strings). */
export const NO_ICON = 'none';

export const iconOptions = (t: Translate): Option[] => [
  { id: NO_ICON, label: t('menus.icon.none') },
  ...MENU_ICONS.map((icon) => ({ id: icon, label: t(`menus.icon.${icon}`) })),
];
