import { type MenuEntry, menuEntrySchema, menuTargets } from '@soundboard/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { draftOf, entryTitle, newDraft, toInput, withKind } from './menu-entry-draft';
import { pathOptions, permissionOptions, titleKeyOptions } from './menu-entry-options';

const menus: MenuEntry = {
  id: 7,
  parentId: 1,
  key: 'setting.menus',
  kind: 'page',
  path: '/setting/menus',
  titleKey: 'menu.setting.menus',
  titleZh: '',
  titleEn: '',
  icon: 'settings',
  permission: 'menu:write',
  visible: true,
  sort: 3,
  seeded: true,
};
const words = (key: string) => `<${key}>`;

describe('menu entry draft', () => {
  it('shows the custom title of the locale, else the title key translated, else the key', () => {
    expect(entryTitle(menus, 'en-US', words)).toBe('<menu.setting.menus>');
    const custom = { ...menus, titleZh: '菜单编辑', titleEn: 'Menu editor' };
    expect(entryTitle(custom, 'en-US', words)).toBe('Menu editor');
    expect(entryTitle(custom, 'zh-CN', words)).toBe('菜单编辑');
    expect(entryTitle({ ...menus, titleKey: null }, 'zh-CN', words)).toBe('setting.menus');
  });

  it('sends what the contract accepts: the key title clears custom titles, custom titles keep the key', () => {
    const draft = draftOf(menus);
    expect(draft.titleMode).toBe('key');
    const input = toInput({ ...draft, titleZh: '旧', titleEn: 'old' });
    expect(input).toMatchObject({ titleKey: 'menu.setting.menus', titleZh: '', titleEn: '', path: '/setting/menus' });
    expect(v.safeParse(menuEntrySchema, input).success).toBe(true);
    const custom = toInput({ ...draft, titleMode: 'custom', titleZh: '菜单编辑', titleEn: 'Menu editor' });
    expect(custom).toMatchObject({ titleKey: 'menu.setting.menus', titleZh: '菜单编辑', titleEn: 'Menu editor' });
    expect(v.safeParse(menuEntrySchema, custom).success).toBe(true);
  });

  it('starts a new directory with custom titles and no path, and the contract refuses it until titled', () => {
    const draft = newDraft('directory', null);
    expect(draft).toMatchObject({ kind: 'directory', titleMode: 'custom', path: null, visible: true });
    expect(v.safeParse(menuEntrySchema, toInput(draft)).success).toBe(false);
    expect(v.safeParse(menuEntrySchema, toInput({ ...draft, titleZh: '常用', titleEn: 'Favourites' })).success).toBe(
      true,
    );
  });

  it('keeps the path on a kind change only when the new kind may point at it', () => {
    const page = draftOf(menus);
    expect(withKind(page, 'directory').path).toBeNull();
    expect(withKind(page, 'action').path).toBeNull();
    const action = menuTargets('action')[0];
    expect(withKind({ ...page, kind: 'action', path: action?.path ?? null }, 'action').path).toBe(action?.path);
  });
});

describe('menu entry options', () => {
  it('offers only the screens of the kind, by translated title and path', () => {
    expect(pathOptions('directory', words)).toEqual([]);
    const pages = pathOptions('page', words);
    expect(pages).toContainEqual({ id: '/setting/menus', label: '<menu.setting.menus> · /setting/menus' });
    expect(pages.map((option) => option.id)).toEqual(menuTargets('page').map((screen) => screen.path));
    expect(pathOptions('action', words).every((option) => !option.id.includes(':'))).toBe(true);
  });

  it('names permissions and title keys in words', () => {
    const t = (key: string, params?: Record<string, string | number>) =>
      params ? `${params.module}/${params.action}` : (key.split('.').at(-1) ?? key);
    expect(permissionOptions(t)).toContainEqual({ id: 'menu:write', label: 'menu/write (menu:write)' });
    expect(titleKeyOptions(words)).toContainEqual({ id: 'menu.setting.menus', label: '<menu.setting.menus>' });
  });
});
