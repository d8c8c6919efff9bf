/**
 * The contract names menu icons by string (MENU_ICONS, so screens and the server menu stay data); this maps each
 * to a kit icon. Typed by the contract's list: an icon added there fails to compile here until it is mapped.
 */
import type { MenuIcon } from '@soundboard/contract';
import {
  IconDashboard,
  IconFile,
  IconMusic,
  IconOrder,
  IconSettings,
  IconSpeaker,
  IconStore,
  IconUser,
  IconUsers,
  IconWallet,
  IconWarehouse,
} from '@soundboard/ui/icons/icons.tsx';
import type { ReactNode } from 'react';

export const MENU_ICON_NODES: Readonly<Record<MenuIcon, ReactNode>> = {
  'layout-dashboard': <IconDashboard />,
  'file-text': <IconFile />,
  contact: <IconUsers />,
  wallet: <IconWallet />,
  warehouse: <IconWarehouse />,
  'shopping-cart': <IconOrder />,
  speaker: <IconSpeaker />,
  settings: <IconSettings />,
  store: <IconStore />,
  music: <IconMusic />,
  user: <IconUser />,
};

/** The icon for a menu entry; unknown names (e.g. from a server menu) show none rather than a wrong one. */
export function menuIcon(name: string | undefined): ReactNode {
  return name && Object.hasOwn(MENU_ICON_NODES, name) ? MENU_ICON_NODES[name as MenuIcon] : undefined;
}
