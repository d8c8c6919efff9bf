import { describe, expect, it } from 'vitest';
import { isPermission } from './permissions';
import { SCREEN_GROUPS, SCREENS, screenByName } from './screens';

describe('screens', () => {
  it('have unique names and paths, each under its group', () => {
    const names = SCREENS.map((screen) => screen.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const group of SCREEN_GROUPS) {
      expect(group.titleKey).toBe(`menu.${group.key}`);
      for (const screen of group.screens) {
        expect(screen.group).toBe(group.key);
        expect(screen.path.startsWith(`/${group.key}/`), screen.name).toBe(true);
        expect(screen.titleKey.startsWith(`${group.titleKey}.`), screen.name).toBe(true);
      }
    }
    expect(screenByName('Receipt')?.path).toBe('/order/receipt');
  });

  it('each need a permission code of the contract', () => {
    for (const screen of SCREENS) expect(isPermission(screen.permission), screen.name).toBe(true);
  });

  it('put sub-screens under a visible list page of their group and need what it needs, or a write permission of the same area', () => {
    for (const group of SCREEN_GROUPS) {
      for (const screen of group.screens.filter((entry) => entry.hideInMenu)) {
        const parent = group.screens
          .filter((other) => !other.hideInMenu && screen.path.startsWith(`${other.path}/`))
          .sort((a, b) => b.path.length - a.path.length)[0];
        expect(parent, screen.name).toBeDefined();
        const area = parent?.permission.split(':')[0];
        expect([parent?.permission, `${area}:write`], screen.name).toContain(screen.permission);
      }
    }
    expect(screenByName('ArticleEdit')).toMatchObject({ permission: 'content:write', ignoreCache: true });
    expect(screenByName('CustomerTracking')?.ignoreCache).toBe(false);
  });
});
