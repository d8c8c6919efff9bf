/** The side menu (vertical, collapsible, width from settings) over the app's menu. */
import { useStore } from '@nanostores/react';
import { SideMenu } from '@soundboard/ui/widgets/side-menu.tsx';
import type { AppRoute } from '../routes/types';
import { $settings } from '../stores/settings';
import { useAppMenu } from './use-app-menu';

export function AppSideMenu({ route, className }: { route: AppRoute; className?: string }) {
  const settings = useStore($settings);
  const menu = useAppMenu(route);
  return (
    <SideMenu
      aria-label={menu.label}
      items={menu.items}
      activeKey={menu.activeKey}
      onSelect={menu.onSelect}
      width={settings.menuWidth}
      collapsed={settings.menuCollapse}
      className={className}
    />
  );
}
