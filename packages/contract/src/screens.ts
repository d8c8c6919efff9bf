/**
 * Every screen of the back office (spec §2), once: the admin's route table and menu, the server's menu seed and
 * the permission guard all read this list. Paths are relative to the base /admin; title keys are the admin app
 * dictionaries' `menu.<group>.<x>`. A resource screen's permission is its definition's read permission; a
 * sub-screen (add, edit, detail) needs what its list page needs, since the server menu lets a path under a menu
 * page through.
 */
import type { Permission } from './permissions';
import { RESOURCE_ACCESS, type ResourceName } from './resources/access';

export interface Screen {
  /** Unique; the admin's redirect query and tab bar carry it. */
  name: string;
  /** Relative to /admin: ':name' is one segment. */
  path: string;
  titleKey: string;
  /** Key of the menu group it sits in. */
  group: string;
  /** The contract resource it shows (RESOURCES key); absent for a page. */
  resource?: string;
  permission: Permission;
  /** lucide icon name. */
  icon?: string;
  /** Sub-screens reached from a list page: not menu entries. */
  hideInMenu?: boolean;
  /** Opened fresh each time instead of kept alive by the tab bar. */
  ignoreCache?: boolean;
}

/** `N`: the names of its screens, kept literal so that ScreenName (below) lists them. */
export interface ScreenGroup<N extends string = string> {
  key: string;
  titleKey: string;
  /** lucide icon name. */
  icon: string;
  screens: readonly (Screen & { name: N })[];
}

/** A screen before its group is known; a sub-screen has no permission of its own. */
type Draft<N extends string = string> = Omit<Screen, 'name' | 'group' | 'titleKey' | 'permission'> & {
  name: N;
  title: string;
  permission?: Permission;
};

const page = <N extends string>(name: N, path: string, title: string, permission: Permission): Draft<N> => ({
  name,
  path,
  title,
  permission,
});

const resource = <N extends string>(name: N, path: string, title: string, resourceName: ResourceName): Draft<N> => ({
  name,
  path,
  title,
  resource: resourceName,
  permission: RESOURCE_ACCESS[resourceName].read,
});

/**
 * Editors (add, edit) open fresh each time; detail screens may stay alive. A sub-screen needs its list page's
 * permission unless it names a stricter one (an editor that only writers can use).
 */
const sub = <N extends string>(
  name: N,
  path: string,
  title: string,
  ignoreCache = true,
  permission?: Permission,
): Draft<N> => ({
  name,
  path,
  title,
  hideInMenu: true,
  ignoreCache,
  ...(permission ? { permission } : {}),
});

/** The list page of a sub-screen: the longest visible path of the group that prefixes it. */
function listPageOf(path: string, drafts: readonly Draft[]): Draft | undefined {
  return drafts
    .filter((other) => !other.hideInMenu && path.startsWith(`${other.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

function group<N extends string>(key: string, icon: string, drafts: Draft<N>[]): ScreenGroup<N> {
  const screens = drafts.map(({ title, permission, ...rest }): Screen & { name: N } => {
    const needs = permission ?? listPageOf(rest.path, drafts)?.permission;
    if (!needs) throw new Error(`screen ${rest.name} has no permission and no list page`);
    return { ...rest, group: key, titleKey: `menu.${key}.${title}`, permission: needs };
  });
  return { key, titleKey: `menu.${key}`, icon, screens };
}

const GROUPS = [
  group('dashboard', 'layout-dashboard', [
    page('Workplace', '/dashboard/workplace', 'workplace', 'dashboard:read'),
    page('Monitor', '/dashboard/monitor', 'monitor', 'monitor:read'),
  ]),
  group('content', 'file-text', [
    resource('Article', '/content/article', 'article', 'article'),
    sub('ArticleAdd', '/content/article/add', 'articleAdd', true, 'content:write'),
    sub('ArticleEdit', '/content/article/edit/:id', 'articleEdit', true, 'content:write'),
    page('ArticleClassify', '/content/article/classify', 'articleClassify', 'content:read'),
    resource('Forum', '/content/forum', 'forum', 'forumTopic'),
    sub('ForumAdd', '/content/forum/add', 'forumAdd', true, 'content:write'),
    sub('ForumEdit', '/content/forum/edit/:id', 'forumEdit', true, 'content:write'),
    page('ForumClassify', '/content/forum/classify', 'forumClassify', 'content:read'),
  ]),
  group('crm', 'contact', [
    resource('Company', '/crm/company', 'company', 'company'),
    resource('Customer', '/crm/customer', 'customer', 'customer'),
    sub('CustomerTracking', '/crm/customer/tracking/:id', 'customerTracking', false),
    resource('Supplier', '/crm/supplier', 'supplier', 'supplier'),
  ]),
  group('finance', 'wallet', [
    resource('Withdrawal', '/finance/withdrawal/list', 'withdrawal', 'withdrawal'),
    sub('WithdrawalPrint', '/finance/withdrawal/list/print/:id', 'withdrawalPrint', false),
    resource('Invoice', '/finance/invoice/list', 'invoice', 'invoice'),
    sub('InvoicePrint', '/finance/invoice/list/print/:id', 'invoicePrint', false),
    resource('Partner', '/finance/partner', 'partner', 'partner'),
  ]),
  group('inventory', 'warehouse', [resource('Inventory', '/inventory/list', 'list', 'stock')]),
  group('order', 'shopping-cart', [
    resource('SaleOrder', '/order/sale', 'sale', 'saleOrder'),
    resource('Receipt', '/order/receipt', 'receipt', 'receipt'),
    resource('Delivery', '/order/delivery', 'delivery', 'delivery'),
    resource('Refund', '/order/refund', 'refund', 'refund'),
    resource('RefundDelivery', '/order/refund/delivery', 'refundDelivery', 'refundDelivery'),
  ]),
  group('product', 'speaker', [resource('Product', '/product/product', 'product', 'product')]),
  group('setting', 'settings', [
    page('Role', '/setting/role', 'role', 'role:read'),
    page('UserManage', '/setting/user', 'user', 'user:read'),
    page('UserKpi', '/setting/user/kpi', 'userKpi', 'kpi:read'),
    page('Config', '/setting/config', 'config', 'config:read'),
    sub('ConfigAttr', '/setting/config/attr/:id', 'configAttr', false),
    sub('ConfigDetail', '/setting/config/:key', 'configDetail', false),
    page('Menus', '/setting/menus', 'menus', 'menu:write'),
  ]),
  group('store', 'store', [
    page('StoreHome', '/store/home', 'home', 'store:read'),
    page('Material', '/store/material', 'material', 'material:read'),
    page('MaterialClassify', '/store/material/classify', 'materialClassify', 'material:read'),
    resource('StoreInfo', '/store/store', 'store', 'store'),
    sub('StoreSchedule', '/store/store/schedule/:id', 'storeSchedule', false),
    sub('StorePlayout', '/store/store/playout', 'storePlayout', false),
    resource('DecorationHome', '/store/decoration/home', 'decorationHome', 'homeTemplate'),
    sub('DecorationHomeAdd', '/store/decoration/home/add', 'decorationHomeAdd', true, 'content:write'),
    sub('DecorationHomeEdit', '/store/decoration/home/edit/:id', 'decorationHomeEdit', true, 'content:write'),
    page('Fitment', '/store/decoration/fitment', 'fitment', 'content:read'),
    resource('Advertisement', '/store/decoration/advertisement', 'advertisement', 'advertisement'),
  ]),
  group('template', 'music', [
    resource('TextTemplate', '/template/text', 'text', 'textTemplate'),
    sub('TextTemplateAdd', '/template/text/add', 'textAdd', true, 'template:write'),
    sub('TextTemplateEdit', '/template/text/edit/:id', 'textEdit', true, 'template:write'),
    page('TextClassify', '/template/text/classify', 'textClassify', 'template:read'),
    resource('MusicTemplate', '/template/music', 'music', 'musicTemplate'),
    sub('MusicTemplateAdd', '/template/music/add', 'musicAdd', true, 'template:write'),
    sub('MusicTemplateEdit', '/template/music/edit/:id', 'musicEdit', true, 'template:write'),
    page('MusicClassify', '/template/music/classify', 'musicClassify', 'template:read'),
  ]),
  group('user', 'user', [
    page('UserInfo', '/user/info', 'info', 'profile:read'),
    page('UserSetting', '/user/setting', 'setting', 'profile:read'),
  ]),
];

export const SCREEN_GROUPS: readonly ScreenGroup[] = GROUPS;

/** A screen's name, as a type: a map keyed by it (the admin's pages) cannot name a screen that does not exist. */
export type ScreenName = (typeof GROUPS)[number]['screens'][number]['name'];

/** Every screen, in menu order. */
export const SCREENS: readonly Screen[] = SCREEN_GROUPS.flatMap((entry) => entry.screens);

export function screenByName(name: string): Screen | undefined {
  return SCREENS.find((screen) => screen.name === name);
}
