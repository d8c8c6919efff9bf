import { describe, expect, it } from 'vitest';
import {
  allowedPageKeys,
  checkedFromMenuKeys,
  type MenuKeyGroup,
  menuKeysFromChecked,
  roleMenuTree,
} from './role-menu';

const groups: MenuKeyGroup[] = [
  {
    key: 'order',
    titleKey: 'menu.order',
    pages: [
      { key: 'order.sale', titleKey: 'menu.order.sale', path: '/order/sale', permission: 'order:read' },
      { key: 'order.receipt', titleKey: 'menu.order.receipt', path: '/order/receipt', permission: 'order:read' },
    ],
  },
  {
    key: 'setting',
    titleKey: 'menu.setting',
    pages: [{ key: 'setting.role', titleKey: 'menu.setting.role', path: '/setting/role', permission: 'role:read' }],
  },
  { key: 'empty', titleKey: 'menu.empty', pages: [] },
];
const upper = (key: string) => key.toUpperCase();

describe('role menu tree', () => {
  it('translates titles, marks pages the permissions do not allow, drops empty groups', () => {
    const tree = roleMenuTree(upper, new Set(['order:read']), 'not allowed', groups);
    expect(tree).toEqual([
      {
        id: 'order',
        title: 'MENU.ORDER',
        children: [
          { id: 'order.sale', title: 'MENU.ORDER.SALE' },
          { id: 'order.receipt', title: 'MENU.ORDER.RECEIPT' },
        ],
      },
      {
        id: 'setting',
        title: 'MENU.SETTING',
        children: [{ id: 'setting.role', title: 'MENU.SETTING.ROLE (not allowed)' }],
      },
    ]);
  });

  it('menu keys carry the checked pages and their groups, and come back as the same checks', () => {
    const tree = roleMenuTree(upper, new Set(), '-', groups);
    const keys = menuKeysFromChecked(new Set(['order.receipt', 'setting.role', 'setting']), tree);
    expect(keys).toEqual(['order', 'order.receipt', 'setting', 'setting.role']);
    expect(checkedFromMenuKeys(keys, tree)).toEqual(new Set(['order.receipt', 'setting.role', 'setting']));
    // A group key alone (a page of it no longer in the menu) checks nothing.
    expect(checkedFromMenuKeys(['order'], tree)).toEqual(new Set());
  });

  it('the allowed pages follow the permissions', () => {
    expect(allowedPageKeys(new Set(['order:read']), groups)).toEqual(['order.sale', 'order.receipt']);
  });
});
