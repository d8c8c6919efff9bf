import type { Permission } from '@soundboard/contract';

/** The server-driven menu: names are the admin app's i18n keys; pages carry the permission that shows them. */
export interface MenuSeed {
  key: string;
  path: string;
  name: string;
  icon?: string;
  permission: Permission;
  children?: MenuSeed[];
}

const page = (key: string, path: string, permission: Permission): MenuSeed => ({
  key,
  path,
  name: `menu.${key}`,
  permission,
});
const group = (key: string, icon: string, children: MenuSeed[]): MenuSeed => ({
  key,
  path: `/${key}`,
  name: `menu.${key}`,
  icon,
  permission: 'menu:read',
  children,
});

/**
 * The menu pages are the admin app's routes of spec §2 (same paths, same title keys as
 * packages/admin/src/routes/table.ts); add/edit/detail screens are not menu entries: the admin accepts a path
 * lying under a menu page.
 */
export const MENU: MenuSeed[] = [
  group('dashboard', 'layout-dashboard', [page('dashboard.workplace', '/dashboard/workplace', 'dashboard:read')]),
  group('content', 'file-text', [
    page('content.article', '/content/article', 'content:read'),
    page('content.articleClassify', '/content/article/classify', 'content:read'),
    page('content.forum', '/content/forum', 'content:read'),
    page('content.forumClassify', '/content/forum/classify', 'content:read'),
  ]),
  group('crm', 'contact', [
    page('crm.company', '/crm/company', 'customer:read'),
    page('crm.customer', '/crm/customer', 'customer:read'),
    page('crm.supplier', '/crm/supplier', 'supplier:read'),
  ]),
  group('finance', 'wallet', [
    page('finance.withdrawal', '/finance/withdrawal/list', 'finance:read'),
    page('finance.invoice', '/finance/invoice/list', 'finance:read'),
  ]),
  group('inventory', 'warehouse', [page('inventory.list', '/inventory/list', 'inventory:read')]),
  group('order', 'shopping-cart', [
    page('order.sale', '/order/sale', 'order:read'),
    page('order.receipt', '/order/receipt', 'finance:read'),
    page('order.delivery', '/order/delivery', 'order:read'),
    page('order.refund', '/order/refund', 'order:read'),
    page('order.refundDelivery', '/order/refund/delivery', 'order:read'),
  ]),
  group('product', 'speaker', [page('product.product', '/product/product', 'product:read')]),
  group('setting', 'settings', [
    page('setting.role', '/setting/role', 'role:read'),
    page('setting.user', '/setting/user', 'user:read'),
    page('setting.config', '/setting/config', 'role:read'),
    page('setting.menus', '/setting/menus', 'role:read'),
  ]),
  group('store', 'store', [
    page('store.home', '/store/home', 'content:read'),
    page('store.material', '/store/material', 'content:read'),
    page('store.materialClassify', '/store/material/classify', 'content:read'),
    page('store.store', '/store/store', 'content:read'),
    page('store.decorationHome', '/store/decoration/home', 'content:read'),
    page('store.fitment', '/store/decoration/fitment', 'content:read'),
    page('store.advertisement', '/store/decoration/advertisement', 'content:read'),
  ]),
  group('template', 'music', [
    page('template.text', '/template/text', 'template:read'),
    page('template.textClassify', '/template/text/classify', 'template:read'),
    page('template.music', '/template/music', 'template:read'),
    page('template.musicClassify', '/template/music/classify', 'template:read'),
  ]),
  group('user', 'user', [
    page('user.info', '/user/info', 'profile:read'),
    page('user.setting', '/user/setting', 'profile:read'),
  ]),
];
