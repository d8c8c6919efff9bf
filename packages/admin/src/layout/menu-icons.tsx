/** The routes table names its group icons by string (so the table stays data); this maps them to kit icons. */
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

const ICONS: Record<string, ReactNode> = {
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
  return name ? ICONS[name] : undefined;
}
