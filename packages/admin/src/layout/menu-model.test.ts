import { type MenuItem, PERMISSIONS } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { routeByName } from '../routes/table';
import type { AppRoute } from '../routes/types';
import {
  breadcrumbKeys,
  menuFromRoutes,
  menuFromServerItems,
  parentPage,
  selectedKeys,
  selectedPath,
} from './menu-model';

const route = (name: string) => routeByName(name) as AppRoute;
const everything = { roles: ['sales'], permissions: [...PERMISSIONS] };
/** The demo viewer's permission codes (packages/server/src/seed/roles.ts). */
const VIEWER = [
  'profile:read',
  'menu:read',
  'dashboard:read',
  'product:read',
  'order:read',
  'inventory:read',
  'customer:read',
  'content:read',
  'template:read',
];

describe('menu from the routes table', () => {
  it('lists every group with its visible pages for a user with a role and every permission', () => {
    const menu = menuFromRoutes(everything);
    expect(menu.map((group) => group.key)).toEqual([
      'dashboard',
      'content',
      'crm',
      'finance',
      'inventory',
      'order',
      'product',
      'setting',
      'store',
      'template',
      'user',
    ]);
    const content = menu.find((group) => group.key === 'content');
    expect(content?.children?.map((item) => item.key)).toEqual([
      'Article',
      'ArticleClassify',
      'Forum',
      'ForumClassify',
    ]);
    expect(content).toMatchObject({ titleKey: 'menu.content', icon: 'file-text' });
  });

  it("keeps only the role-less store and template groups for a user without roles ('*' needs one)", () => {
    const noRole = { roles: [], permissions: [...PERMISSIONS] };
    expect(menuFromRoutes(noRole).map((group) => group.key)).toEqual(['store', 'template']);
  });

  it('lists only the screens whose permission the user holds: the viewer sees no Receipts', () => {
    const menu = menuFromRoutes({ roles: ['viewer'], permissions: VIEWER });
    expect(menu.map((group) => group.key)).toEqual([
      'dashboard',
      'content',
      'crm',
      'inventory',
      'order',
      'product',
      'store',
      'template',
      'user',
    ]);
    const order = menu.find((group) => group.key === 'order');
    expect(order?.children?.map((item) => item.key)).toEqual(['SaleOrder', 'Delivery', 'Refund', 'RefundDelivery']);
    const crm = menu.find((group) => group.key === 'crm');
    expect(crm?.children?.map((item) => item.key)).toEqual(['Company', 'Customer']);
    expect(menuFromRoutes({ roles: ['viewer'], permissions: [] })).toEqual([]);
  });
});

describe('menu from the server', () => {
  it('maps entries to the same shape: groups with children, pages with paths', () => {
    const items: MenuItem[] = [
      {
        key: 'user',
        path: '/user',
        name: 'menu.user',
        icon: 'user',
        children: [{ key: 'user.info', path: '/user/info', name: 'menu.user.info' }],
      },
    ];
    expect(menuFromServerItems(items, 'en-US')).toEqual([
      {
        key: 'user',
        titleKey: 'menu.user',
        icon: 'user',
        children: [{ key: 'user.info', titleKey: 'menu.user.info', path: '/user/info' }],
      },
    ]);
  });

  it('carries the custom title of the locale shown, which wins over the title key', () => {
    const items: MenuItem[] = [
      {
        key: 'setting',
        path: '/setting',
        name: 'menu.setting',
        titles: { 'zh-CN': '系统', 'en-US': 'System' },
        children: [{ key: 'setting.menus', path: '/setting/menus', name: 'menu.setting.menus' }],
      },
    ];
    const [english] = menuFromServerItems(items, 'en-US');
    expect(english).toMatchObject({ key: 'setting', titleKey: 'menu.setting', title: 'System' });
    expect(english?.children?.[0]).not.toHaveProperty('title');
    expect(menuFromServerItems(items, 'zh-CN')[0]?.title).toBe('系统');
  });
});

describe('selection and breadcrumb', () => {
  it('puts a sub-screen under its list page', () => {
    expect(parentPage(route('ArticleEdit'))?.name).toBe('Article');
    expect(parentPage(route('DecorationHomeAdd'))?.name).toBe('DecorationHome');
    expect(parentPage(route('ConfigAttr'))?.name).toBe('Config');
    expect(parentPage(route('Article'))).toBeUndefined();
    expect(selectedPath(route('CustomerTracking'))).toBe('/crm/customer');
  });

  it('finds the keys to expand and select', () => {
    const menu = menuFromRoutes(everything);
    expect(selectedKeys(menu, '/order/refund/delivery')).toEqual(['order', 'RefundDelivery']);
    expect(selectedKeys(menu, '/nowhere')).toEqual([]);
  });

  it('builds the breadcrumb trail of title keys', () => {
    expect(breadcrumbKeys(route('ForumEdit'))).toEqual([
      'menu.content',
      'menu.content.forum',
      'menu.content.forumEdit',
    ]);
    expect(breadcrumbKeys(route('Workplace'))).toEqual(['menu.dashboard', 'menu.dashboard.workplace']);
    expect(breadcrumbKeys(route('Login'))).toEqual(['login.title']);
  });
});
