/**
 * The UI kit's TabBar wired to the tabs store and the router: titles translated; refresh drops the tab's kept page
 * and goes through /redirect, so that page alone mounts afresh.
 */
import { useStore } from '@nanostores/react';
import { TabBar } from '@soundboard/ui/widgets/tab-bar.tsx';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n/use-t';
import { $tabs, refreshPath, refreshTab, replaceTabs, type TabItem } from '../stores/tabs';

export function AppTabBar() {
  const t = useT();
  const tabs = useStore($tabs);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const activePath = `${location}${search ? `?${search}` : ''}`;
  // The store keeps title keys; the bar shows text. Changes are mapped back to the stored entries by fullPath.
  const shown = tabs.map((tab) => ({ ...tab, title: t(tab.title) }));
  const stored = (list: readonly TabItem[]) =>
    list.flatMap((item) => tabs.filter((tab) => tab.fullPath === item.fullPath));

  return (
    <TabBar
      tabs={shown}
      activePath={activePath}
      onActivate={(tab) => navigate(tab.fullPath)}
      onTabsChange={(remaining, active) => {
        replaceTabs(stored(remaining));
        if (active.fullPath !== activePath) navigate(active.fullPath);
      }}
      onRefresh={(tab) => {
        refreshTab(tab);
        navigate(refreshPath(tab), { replace: true });
      }}
    />
  );
}
