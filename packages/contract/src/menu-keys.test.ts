import { describe, expect, it } from 'vitest';
import { menuKeyGroups, pageMenuKey } from './menu-keys';
import { SCREEN_GROUPS } from './screens';

describe('menu keys', () => {
  it('a page is keyed by its title key without menu.', () => {
    expect(pageMenuKey({ titleKey: 'menu.setting.role' })).toBe('setting.role');
  });

  it('lists every group with its menu pages only, keys unique', () => {
    const groups = menuKeyGroups();
    expect(groups.map((group) => group.key)).toEqual(SCREEN_GROUPS.map((group) => group.key));
    const setting = groups.find((group) => group.key === 'setting');
    expect(setting?.pages.map((page) => page.key)).toEqual([
      'setting.role',
      'setting.user',
      'setting.userKpi',
      'setting.certification',
      'setting.config',
      'setting.menus',
    ]);
    expect(setting?.pages[0]?.permission).toBe('role:read');
    const keys = groups.flatMap((group) => [group.key, ...group.pages.map((page) => page.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
