import type { MenuItem } from '@soundboard/contract';
import { toastStore } from '@soundboard/ui/feedback/toast.ts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../i18n';
import { $menuLoading, fetchServerMenu, flattenMenu, serverMenuIsEmpty, setMenuFromServer } from './menu';
import { $settings, resetSettings } from './settings';

const MENU: MenuItem[] = [
  {
    key: 'user',
    path: '/user',
    name: 'menu.user',
    icon: 'user',
    children: [{ key: 'user.info', path: '/user/info', name: 'menu.user.info' }],
  },
];

const notices = () => toastStore.getSnapshot().map((notice) => notice.data);

describe('menu store', () => {
  beforeAll(() => loadLocale('en-US', ['app']));
  beforeEach(() => {
    resetSettings();
    toastStore.clear();
  });

  it('shows an info notice while loading, replaced by success, and keeps the menu', async () => {
    let release: (menu: MenuItem[]) => void = () => {};
    const pending = fetchServerMenu(() => new Promise((resolve) => (release = resolve)));
    expect($menuLoading.get()).toBe(true);
    expect(notices()).toEqual([{ status: 'info', content: 'Loading the menu…' }]);
    release(MENU);
    await pending;
    expect(notices()).toEqual([{ status: 'success', content: 'Menu loaded' }]);
    expect($settings.get().serverMenu).toEqual(MENU);
    expect(serverMenuIsEmpty()).toBe(false);
    expect($menuLoading.get()).toBe(false);
  });

  it('shows an error notification when the fetch fails and passes the error on', async () => {
    await expect(fetchServerMenu(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(notices()).toEqual([{ status: 'error', content: 'Could not load the menu' }]);
    expect(serverMenuIsEmpty()).toBe(true);
  });

  it('fetches when menuFromServer turns on, not when it turns off', async () => {
    let calls = 0;
    const fetcher = async () => {
      calls += 1;
      return MENU;
    };
    await setMenuFromServer(true, fetcher);
    expect($settings.get().menuFromServer).toBe(true);
    await setMenuFromServer(false, fetcher);
    expect($settings.get().menuFromServer).toBe(false);
    expect(calls).toBe(1);
  });

  it('flattens groups and pages', () => {
    expect(flattenMenu(MENU).map((item) => item.path)).toEqual(['/user', '/user/info']);
  });
});
