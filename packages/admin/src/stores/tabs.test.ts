import { beforeEach, describe, expect, it } from 'vitest';
import { routeByName } from '../routes/table';
import type { AppRoute } from '../routes/types';
import { $cachedNames, $tabs, closeTab, openTab, refreshPath, replaceTabs, resetTabs } from './tabs';

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

  it('keeps query and leaves ignoreCache routes out of the cache', () => {
    openTab(route('ArticleEdit'), '/content/article/edit/4?from=list', { from: 'list' });
    openTab(route('Customer'), '/crm/customer');
    expect($tabs.get()[1]).toMatchObject({ name: 'ArticleEdit', query: { from: 'list' }, ignoreCache: true });
    expect($cachedNames.get()).toEqual(['Workplace', 'Customer']);
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
