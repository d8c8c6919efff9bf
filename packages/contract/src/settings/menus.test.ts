import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MENU_KINDS, menuEntrySchema, menuPlacementProblem, menuTargets } from './menus';

describe('menu shape', () => {
  it('keeps directories at the top level and pages and actions inside a directory', () => {
    expect(menuPlacementProblem('directory', null)).toBeNull();
    expect(menuPlacementProblem('page', 'directory')).toBeNull();
    expect(menuPlacementProblem('action', 'directory')).toBeNull();
    for (const parent of MENU_KINDS) expect(menuPlacementProblem('directory', parent)).toBe('menu.parentInvalid');
    for (const kind of ['page', 'action'] as const) {
      expect(menuPlacementProblem(kind, null)).toBe('menu.parentInvalid');
      expect(menuPlacementProblem(kind, 'page')).toBe('menu.parentInvalid');
    }
  });

  it('lets a page point only at a menu screen and an action only at a parameterless sub-screen', () => {
    const entry = (kind: 'page' | 'action', path: string) => ({
      parentId: 1,
      kind,
      path,
      titleKey: null,
      titleZh: '标题',
      titleEn: 'Title',
      icon: null,
      permission: 'menu:read',
      visible: true,
    });
    const page = menuTargets('page')[0]?.path ?? '';
    const action = menuTargets('action')[0]?.path ?? '';
    expect(v.safeParse(menuEntrySchema, entry('page', page)).success).toBe(true);
    expect(v.safeParse(menuEntrySchema, entry('action', action)).success).toBe(true);
    expect(v.safeParse(menuEntrySchema, entry('page', action)).success).toBe(false);
    expect(v.safeParse(menuEntrySchema, entry('page', '/no/such/screen')).success).toBe(false);
    expect(menuTargets('action').some((screen) => screen.path.includes(':'))).toBe(false);
  });
});
