/**
 * The tab bar's open pages (docs/modules/app-shell.md), built on the UI kit's pure tab-bar model: it starts with the
 * workplace tab; routes are added (never the Redirect route, never twice); tabs are deleted, reset to the workplace
 * tab, refreshed. Titles are i18n keys here, translated when the bar renders.
 * Keep-alive: the pages of the most recently shown tabs stay mounted (hidden) up to KEEP_ALIVE_CAP, the least recently
 * shown dropped first; ignoreCache routes are never kept; closing a tab, refreshing it or signing out drops its page.
 */
import * as model from '@soundboard/ui/widgets/tab-bar-model.ts';
import { atom, computed } from 'nanostores';
import type { AppRoute } from '../routes/types';

export type TabItem = model.TabItem;

export const $tabs = atom<TabItem[]>(model.initialTabs('menu.dashboard.workplace'));

/** How many pages stay mounted in their tabs (each holds its whole tree and DOM: see docs/modules/app-shell.md). */
export const KEEP_ALIVE_CAP = 10;

/** Paths of the pages shown, least recently shown first. */
const $recent = atom<string[]>([]);

/**
 * Paths of the open tabs whose pages stay mounted: the KEEP_ALIVE_CAP most recently shown, never an ignoreCache
 * route's. In tab order, not recency order, so switching tabs never moves a kept page's DOM.
 */
export const $keptPaths = computed([$tabs, $recent], (tabs, recent) => {
  const keepable = new Set(tabs.filter((tab) => !tab.ignoreCache).map((tab) => model.pathOf(tab.fullPath)));
  const newest = new Set(recent.filter((path) => keepable.has(path)).slice(-KEEP_ALIVE_CAP));
  return tabs.map((tab) => model.pathOf(tab.fullPath)).filter((path) => newest.has(path));
});

/** A page was shown: it becomes the most recently shown. */
function touch(fullPath: string): void {
  const path = model.pathOf(fullPath);
  $recent.set([...$recent.get().filter((shown) => shown !== path), path]);
}

/** Forgets the pages not in `keep` (they mount afresh when next shown). */
function forgetAllBut(keep: (path: string) => boolean): void {
  $recent.set($recent.get().filter(keep));
}

/** The open tabs changed: the pages of closed tabs are forgotten. */
function setTabs(tabs: TabItem[]): void {
  $tabs.set(tabs);
  const open = new Set(tabs.map((tab) => model.pathOf(tab.fullPath)));
  forgetAllBut((path) => open.has(path));
}

/** A route was opened: add its tab. `fullPath` is the path plus query, relative to /admin. */
export function openTab(route: AppRoute, fullPath: string, query: Record<string, string> = {}): void {
  if (route.hideInMenu && !route.requiresAuth) return; // login and not-found never become tabs
  const tab: TabItem = { title: route.titleKey, name: route.name, fullPath, query };
  if (route.ignoreCache) tab.ignoreCache = true;
  $tabs.set(model.addTab($tabs.get(), tab));
  if (!route.ignoreCache) touch(fullPath);
}

export function closeTab(fullPath: string): void {
  setTabs(model.closeTab($tabs.get(), fullPath));
}

/** The tab bar closed several tabs at once (close left/right/others/all). */
export function replaceTabs(tabs: TabItem[]): void {
  setTabs(tabs.length > 0 ? tabs : model.initialTabs('menu.dashboard.workplace'));
}

/** Reset to the workplace tab only (logout, close all); no page is kept, the workplace's neither. */
export function resetTabs(): void {
  $tabs.set(model.initialTabs('menu.dashboard.workplace'));
  forgetAllBut(() => false);
}

/**
 * The tab bar's refresh drops this tab's kept page (only this one); the Redirect helper shown at `refreshPath` in
 * its place then comes back to it, and it mounts afresh.
 */
export function refreshTab(tab: TabItem): void {
  const refreshed = model.pathOf(tab.fullPath);
  forgetAllBut((path) => path !== refreshed);
}

/** Where to reload a tab: the Redirect helper re-mounts the page at its path. */
export function refreshPath(tab: TabItem): string {
  return `/redirect${tab.fullPath}`;
}
