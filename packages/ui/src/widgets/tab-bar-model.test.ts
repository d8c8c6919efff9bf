import { describe, expect, it } from 'vitest';
import {
  activeAfterClose,
  addTab,
  availableActions,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  initialTabs,
  type TabItem,
  WORKPLACE_TAB,
} from './tab-bar-model';

const tab = (name: string): TabItem => ({ title: name, name, fullPath: `/${name.toLowerCase()}` });
const paths = (tabs: TabItem[]) => tabs.map((t) => t.fullPath);
const open = [WORKPLACE_TAB, tab('Sale'), tab('Receipt'), tab('Delivery'), tab('Refund')];

describe('tab bar model', () => {
  it('starts with the workplace tab (name Workplace, /dashboard/workplace), title translatable', () => {
    expect(initialTabs()).toEqual([{ title: 'Workplace', name: 'Workplace', fullPath: '/dashboard/workplace' }]);
    expect(initialTabs('工作台')[0]).toMatchObject({ title: '工作台', name: 'Workplace' });
  });

  it('adds a tab at the end, never the Redirect route, never a page twice', () => {
    expect(paths(addTab(initialTabs(), tab('Sale')))).toEqual(['/dashboard/workplace', '/sale']);
    expect(addTab(initialTabs(), { title: 'r', name: 'Redirect', fullPath: '/redirect/sale' })).toHaveLength(1);
    expect(addTab(open, { ...tab('Sale'), title: 'again', name: 'Other' })).toEqual(open);
    // One tab per page: opened again with other filters, the tab takes them (and keeps its place).
    const withQuery = addTab(initialTabs(), { ...tab('Sale'), fullPath: '/sale?page=2', query: { page: '2' } });
    const other = addTab(withQuery, tab('Other'));
    expect(paths(addTab(other, tab('Sale')))).toEqual(['/dashboard/workplace', '/sale', '/other']);
    expect(addTab(other, tab('Sale'))[1]?.query).toEqual({});
  });

  it('closes one tab but never the workplace', () => {
    expect(paths(closeTab(open, '/receipt'))).toEqual(['/dashboard/workplace', '/sale', '/delivery', '/refund']);
    expect(closeTab(open, '/dashboard/workplace')).toEqual(open);
    expect(closeTab(open, '/missing')).toEqual(open);
  });

  it('closes left / right / others, keeping the workplace first', () => {
    expect(paths(closeLeft(open, '/delivery'))).toEqual(['/dashboard/workplace', '/delivery', '/refund']);
    expect(paths(closeRight(open, '/receipt'))).toEqual(['/dashboard/workplace', '/sale', '/receipt']);
    expect(paths(closeRight(open, '/dashboard/workplace'))).toEqual(['/dashboard/workplace']);
    expect(paths(closeOthers(open, '/delivery'))).toEqual(['/dashboard/workplace', '/delivery']);
    expect(paths(closeOthers(open, '/dashboard/workplace'))).toEqual(['/dashboard/workplace']);
  });

  it('close all resets to the workplace tab only', () => {
    expect(closeAll(open)).toEqual([WORKPLACE_TAB]);
    expect(closeAll([tab('Sale')])).toEqual([WORKPLACE_TAB]);
  });

  it('picks the next active tab: unchanged if still open, else the nearest left survivor', () => {
    expect(activeAfterClose(open, closeTab(open, '/sale'), '/receipt').fullPath).toBe('/receipt');
    expect(activeAfterClose(open, closeTab(open, '/receipt'), '/receipt').fullPath).toBe('/sale');
    expect(activeAfterClose(open, closeAll(open), '/refund').fullPath).toBe('/dashboard/workplace');
    expect(activeAfterClose(open, closeLeft(open, '/delivery'), '/sale').fullPath).toBe('/dashboard/workplace');
  });

  it('offers only the actions that would change something', () => {
    expect(availableActions(open, '/dashboard/workplace')).toEqual({
      close: false,
      closeLeft: false,
      closeRight: true,
      closeOthers: true,
      closeAll: true,
    });
    expect(availableActions(open, '/sale')).toMatchObject({ close: true, closeLeft: false, closeRight: true });
    expect(availableActions(open, '/refund')).toMatchObject({ closeLeft: true, closeRight: false });
    expect(availableActions(initialTabs(), '/dashboard/workplace')).toMatchObject({
      closeOthers: false,
      closeAll: false,
    });
  });
});
