/**
 * The side menu (vertical, width from settings) over the app's menu. It stays in view under the sticky navbar
 * (h-15) as the page scrolls, so its foot, the collapse control, is always at hand; Ctrl/⌘+\ does the same while
 * it is shown (not under the top menu, not in the mobile drawer).
 */
import { useStore } from '@nanostores/react';
import { cn } from '@soundboard/ui/lib/cn.ts';
import { SideMenu } from '@soundboard/ui/widgets/side-menu.tsx';
import { MENU_COLLAPSE_SHORTCUT, useMenuCollapseShortcut } from '../lib/menu-collapse-shortcut';
import type { AppRoute } from '../routes/types';
import { $settings, setMenuCollapse } from '../stores/settings';
import { useAppMenu } from './use-app-menu';

export function AppSideMenu({ route, className }: { route: AppRoute; className?: string }) {
  const settings = useStore($settings);
  const menu = useAppMenu(route);
  useMenuCollapseShortcut(() => setMenuCollapse(!$settings.get().menuCollapse));
  return (
    <SideMenu
      aria-label={menu.label}
      items={menu.items}
      activeKey={menu.activeKey}
      onSelect={menu.onSelect}
      width={settings.menuWidth}
      collapsed={settings.menuCollapse}
      onCollapsedChange={setMenuCollapse}
      collapseShortcut={MENU_COLLAPSE_SHORTCUT}
      className={cn(
        'sticky self-start',
        settings.navbar ? 'top-15 h-[calc(100dvh-3.75rem)]' : 'top-0 h-dvh',
        className,
      )}
    />
  );
}
