/**
 * The tab bar's rules (docs/modules/app-shell.md), pure so the admin's nanostore and the TabBar both use them:
 * it starts with the workplace tab, which is always first and cannot be closed; a route named 'Redirect' is
 * never added; a page already open is not added twice — opened again with another query (a list's filters, kept
 * in the URL) its tab takes the new query, so going back to the tab shows the latest filters; "close all"
 * resets to the workplace tab only.
 */
export interface TabItem {
  /** Shown text (the caller translates it). */
  title: string;
  /** Route name. */
  name: string;
  fullPath: string;
  query?: Record<string, string>;
  /** The route's page is not kept alive (the admin's keep-alive list skips it). */
  ignoreCache?: boolean;
}

export const REDIRECT_ROUTE_NAME = 'Redirect';
export const WORKPLACE_TAB: TabItem = { title: 'Workplace', name: 'Workplace', fullPath: '/dashboard/workplace' };

export function isWorkplace(tab: TabItem): boolean {
  return tab.fullPath === WORKPLACE_TAB.fullPath;
}

/** The starting list; `title` lets the caller pass the translated workplace title. */
export function initialTabs(title = WORKPLACE_TAB.title): TabItem[] {
  return [{ ...WORKPLACE_TAB, title }];
}

/** A tab's path without its query: a page has one tab whatever its query. */
export const pathOf = (fullPath: string): string => fullPath.split('?')[0] ?? fullPath;

export function addTab(tabs: readonly TabItem[], tab: TabItem): TabItem[] {
  if (tab.name === REDIRECT_ROUTE_NAME) return [...tabs];
  const index = tabs.findIndex((open) => pathOf(open.fullPath) === pathOf(tab.fullPath));
  if (index < 0) return [...tabs, tab];
  const open = tabs[index] as TabItem;
  if (open.fullPath === tab.fullPath) return [...tabs];
  return tabs.map((existing, i) =>
    i === index ? { ...open, fullPath: tab.fullPath, query: tab.query ?? {} } : existing,
  );
}

export function closeTab(tabs: readonly TabItem[], fullPath: string): TabItem[] {
  return tabs.filter((tab) => isWorkplace(tab) || tab.fullPath !== fullPath);
}

export function closeLeft(tabs: readonly TabItem[], fullPath: string): TabItem[] {
  const index = tabs.findIndex((tab) => tab.fullPath === fullPath);
  return tabs.filter((tab, i) => isWorkplace(tab) || i >= index);
}

export function closeRight(tabs: readonly TabItem[], fullPath: string): TabItem[] {
  const index = tabs.findIndex((tab) => tab.fullPath === fullPath);
  if (index < 0) return [...tabs];
  return tabs.filter((tab, i) => isWorkplace(tab) || i <= index);
}

export function closeOthers(tabs: readonly TabItem[], fullPath: string): TabItem[] {
  return tabs.filter((tab) => isWorkplace(tab) || tab.fullPath === fullPath);
}

export function closeAll(tabs: readonly TabItem[]): TabItem[] {
  return [tabs.find(isWorkplace) ?? WORKPLACE_TAB];
}

/**
 * Which tab to show after `tabs` became `remaining`: the active one if it is still open, else its nearest
 * surviving left neighbour (as browsers do), else the first tab.
 */
export function activeAfterClose(tabs: readonly TabItem[], remaining: readonly TabItem[], activePath: string): TabItem {
  const stillOpen = remaining.find((tab) => tab.fullPath === activePath);
  if (stillOpen) return stillOpen;
  const index = tabs.findIndex((tab) => tab.fullPath === activePath);
  for (let i = index - 1; i >= 0; i--) {
    const survivor = remaining.find((tab) => tab.fullPath === tabs[i]?.fullPath);
    if (survivor) return survivor;
  }
  return remaining[0] ?? WORKPLACE_TAB;
}

/** Which context-menu actions make sense for a tab (the others are shown disabled). */
export function availableActions(tabs: readonly TabItem[], fullPath: string) {
  const index = tabs.findIndex((tab) => tab.fullPath === fullPath);
  const closable = (tab: TabItem) => !isWorkplace(tab);
  return {
    close: index >= 0 && closable(tabs[index] as TabItem),
    closeLeft: tabs.slice(0, index).some(closable),
    closeRight: index >= 0 && tabs.slice(index + 1).some(closable),
    closeOthers: tabs.some((tab, i) => i !== index && closable(tab)),
    closeAll: tabs.some(closable),
  };
}
