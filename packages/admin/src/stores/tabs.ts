/**
 * The tab bar's open pages (docs/modules/app-shell.md), built on the UI kit's pure tab-bar model: it starts with the
 * workplace tab; routes are added (never the Redirect route, never twice); tabs are deleted, reset to the workplace
 * tab, refreshed. Titles are i18n keys here, translated when the bar renders. Routes with ignoreCache are not cached.
 */
import * as model from '@soundboard/ui/widgets/tab-bar-model.ts';
import { atom, computed } from 'nanostores';
import type { AppRoute } from '../routes/types';

export type TabItem = model.TabItem;

export const $tabs = atom<TabItem[]>(model.initialTabs('menu.dashboard.workplace'));

/** Names of the open routes whose pages may be kept alive (ignoreCache routes are left out). */
export const $cachedNames = computed($tabs, (tabs) => tabs.filter((tab) => !tab.ignoreCache).map((tab) => tab.name));

/** A route was opened: add its tab. `fullPath` is the path plus query, relative to /admin. */
export function openTab(route: AppRoute, fullPath: string, query: Record<string, string> = {}): void {
  if (route.hideInMenu && !route.requiresAuth) return; // login and not-found never become tabs
  const tab: TabItem = { title: route.titleKey, name: route.name, fullPath, query };
  if (route.ignoreCache) tab.ignoreCache = true;
  $tabs.set(model.addTab($tabs.get(), tab));
}

export function closeTab(fullPath: string): void {
  $tabs.set(model.closeTab($tabs.get(), fullPath));
}

/** The tab bar closed several tabs at once (close left/right/others/all). */
export function replaceTabs(tabs: TabItem[]): void {
  $tabs.set(tabs.length > 0 ? tabs : model.initialTabs('menu.dashboard.workplace'));
}

/** Reset to the workplace tab only (logout, close all). */
export function resetTabs(): void {
  $tabs.set(model.initialTabs('menu.dashboard.workplace'));
}

/** Where to reload a tab: the Redirect helper re-mounts the page at its path. */
export function refreshPath(tab: TabItem): string {
  return `/redirect${tab.fullPath}`;
}
