import { beforeEach, describe, expect, it } from 'vitest';
import { routeByName } from '../routes/table';
import type { AppRoute } from '../routes/types';
import {
  $keptPaths,
  $tabs,
  closeTab,
  KEEP_ALIVE_CAP,
  openTab,
  refreshPath,
  refreshTab,
  replaceTabs,
  resetTabs,
} from './tabs';

const route = (name: string): AppRoute => {
  const found = routeByName(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

describe('tabs store', () => {
  beforeEach(() => resetTabs());

  it('starts with the workplace tab only', () => {
    expect($tabs.get()).toEqual([
      { title: 'menu.dashboard.workplace', name: 'Workplace', fullPath: '/dashboard/workplace' },
    ]);
  });

  it('adds a route once, never the Redirect route nor the public screens', () => {
    openTab(route('Article'), '/content/article');
    openTab(route('Article'), '/content/article');
    openTab(route('Redirect'), '/redirect/content/article');
    openTab(route('Login'), '/login');
    openTab(route('NotFound'), '/nowhere');
    expect($tabs.get().map((tab) => tab.name)).toEqual(['Workplace', 'Article']);
  });

  it('keeps query and leaves ignoreCache routes out of the kept pages', () => {
    openTab(route('Workplace'), '/dashboard/workplace');
    openTab(route('ArticleEdit'), '/content/article/edit/4?from=list', { from: 'list' });
    openTab(route('Customer'), '/crm/customer?q=li', { q: 'li' });
    expect($tabs.get()[1]).toMatchObject({ name: 'ArticleEdit', query: { from: 'list' }, ignoreCache: true });
    expect($keptPaths.get()).toEqual(['/dashboard/workplace', '/crm/customer']);
  });

  it('deletes tabs but never the workplace tab, and resets', () => {
    openTab(route('Article'), '/content/article');
    openTab(route('Forum'), '/content/forum');
    closeTab('/content/article');
    closeTab('/dashboard/workplace');
    expect($tabs.get().map((tab) => tab.name)).toEqual(['Workplace', 'Forum']);
    replaceTabs([]);
    expect($tabs.get().map((tab) => tab.name)).toEqual(['Workplace']);
  });

  it('refreshes a tab through the Redirect helper', () => {
    expect(refreshPath({ title: 't', name: 'Article', fullPath: '/content/article?page=2' })).toBe(
      '/redirect/content/article?page=2',
    );
  });
});

describe('kept pages', () => {
  beforeEach(() => resetTabs());

  /** Opens `count` tracking screens of distinct customers (one route, a tab per path). */
  const openTracking = (from: number, count: number) => {
    for (let id = from; id < from + count; id++) openTab(route('CustomerTracking'), `/crm/customer/tracking/${id}`);
  };

  it('keeps at most KEEP_ALIVE_CAP pages, the least recently shown dropped first, in tab order', () => {
    openTab(route('Workplace'), '/dashboard/workplace');
    openTracking(1, KEEP_ALIVE_CAP - 1);
    expect($keptPaths.get()).toHaveLength(KEEP_ALIVE_CAP);
    openTab(route('Workplace'), '/dashboard/workplace'); // shown again: now the most recent
    openTracking(KEEP_ALIVE_CAP, 1);
    const kept = $keptPaths.get();
    expect(kept).toHaveLength(KEEP_ALIVE_CAP);
    expect(kept).not.toContain('/crm/customer/tracking/1');
    expect(kept[0]).toBe('/dashboard/workplace');
    expect(kept.at(-1)).toBe(`/crm/customer/tracking/${KEEP_ALIVE_CAP}`);
    // The dropped page's tab stays open: shown again, its page mounts afresh and the next oldest goes.
    expect($tabs.get()).toHaveLength(KEEP_ALIVE_CAP + 1);
    openTab(route('CustomerTracking'), '/crm/customer/tracking/1');
    expect($keptPaths.get()).toContain('/crm/customer/tracking/1');
    expect($keptPaths.get()).not.toContain('/crm/customer/tracking/2');
  });

  it('a query change keeps the page (one tab, one page per path)', () => {
    openTab(route('Customer'), '/crm/customer');
    openTab(route('Customer'), '/crm/customer?page=2', { page: '2' });
    expect($keptPaths.get()).toEqual(['/crm/customer']);
  });

  it('closing a tab drops its page, and reopening it keeps a new one', () => {
    openTab(route('Article'), '/content/article');
    openTab(route('Forum'), '/content/forum');
    closeTab('/content/article');
    expect($keptPaths.get()).toEqual(['/content/forum']);
    openTab(route('Article'), '/content/article');
    expect($keptPaths.get()).toEqual(['/content/forum', '/content/article']);
    replaceTabs([]);
    expect($keptPaths.get()).toEqual([]);
  });

  it('refresh drops that page only, and the Redirect helper is never kept', () => {
    openTab(route('Article'), '/content/article');
    openTab(route('Forum'), '/content/forum?page=3', { page: '3' });
    const forum = $tabs.get().find((tab) => tab.name === 'Forum');
    if (!forum) throw new Error('no forum tab');
    refreshTab(forum);
    openTab(route('Redirect'), refreshPath(forum));
    expect($keptPaths.get()).toEqual(['/content/article']);
    openTab(route('Forum'), '/content/forum?page=3', { page: '3' });
    expect($keptPaths.get()).toEqual(['/content/article', '/content/forum']);
  });

  it('signing out drops every page, the workplace too', () => {
    openTab(route('Workplace'), '/dashboard/workplace');
    openTab(route('Article'), '/content/article');
    resetTabs();
    expect($keptPaths.get()).toEqual([]);
  });
});
