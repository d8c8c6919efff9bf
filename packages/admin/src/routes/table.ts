/**
 * The one routes table (spec §2, §6): the menu, breadcrumbs, guards and the tab bar all read it.
 * Screens not built yet share one lazily loaded placeholder that shows the translated title.
 */
import type { AppRoute, PageModule, RouteGroup } from './types';

export const ANY_ROLE = '*';
export const LOGIN = 'Login';
export const REGISTER = 'Register';
export const FORGOT_PASSWORD = 'ForgotPassword';
export const NOT_FOUND = 'NotFound';
export const REDIRECT = 'Redirect';
export const WORKPLACE = 'Workplace';
export const DEFAULT_ROUTE_PATH = '/dashboard/workplace';

const placeholder = (): Promise<PageModule> => import('../pages/placeholder');
const staff = [ANY_ROLE] as const;

type Leaf = Omit<AppRoute, 'requiresAuth' | 'roles' | 'load'> & Partial<Pick<AppRoute, 'load'>>;

/** A group whose routes need a signed-in user; `roles` is '*' or absent (store, template). */
function group(key: string, icon: string, roles: readonly string[] | undefined, leaves: Leaf[]): RouteGroup {
  const children = leaves.map(
    (leaf): AppRoute => ({ load: placeholder, ...leaf, requiresAuth: true, ...(roles ? { roles } : {}) }),
  );
  return { key, titleKey: `menu.${key}`, icon, children };
}

const page = (name: string, path: string, titleKey: string): Leaf => ({ name, path, titleKey });
/** A screen built on the resource framework: its page plus the resource dictionaries. */
const resource = (leaf: Leaf, load: Leaf['load']): Leaf => ({ ...leaf, load, messages: ['resources'] });
/** Sub-screens reached from a list (add, edit, detail): out of the menu; editors open fresh each time. */
const sub = (name: string, path: string, titleKey: string, ignoreCache = true): Leaf => ({
  name,
  path,
  titleKey,
  hideInMenu: true,
  ignoreCache,
});

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  group('dashboard', 'layout-dashboard', staff, [
    // The latest orders' status labels are the resource dictionaries' (saleOrder.status.*).
    resource(page(WORKPLACE, DEFAULT_ROUTE_PATH, 'menu.dashboard.workplace'), () => import('../pages/workplace')),
  ]),
  group('content', 'file-text', staff, [
    page('Article', '/content/article', 'menu.content.article'),
    sub('ArticleAdd', '/content/article/add', 'menu.content.articleAdd'),
    sub('ArticleEdit', '/content/article/edit/:id', 'menu.content.articleEdit'),
    page('ArticleClassify', '/content/article/classify', 'menu.content.articleClassify'),
    page('Forum', '/content/forum', 'menu.content.forum'),
    sub('ForumAdd', '/content/forum/add', 'menu.content.forumAdd'),
    sub('ForumEdit', '/content/forum/edit/:id', 'menu.content.forumEdit'),
    page('ForumClassify', '/content/forum/classify', 'menu.content.forumClassify'),
  ]),
  group('crm', 'contact', staff, [
    page('Company', '/crm/company', 'menu.crm.company'),
    page('Customer', '/crm/customer', 'menu.crm.customer'),
    sub('CustomerTracking', '/crm/customer/tracking/:id', 'menu.crm.customerTracking', false),
    page('Supplier', '/crm/supplier', 'menu.crm.supplier'),
  ]),
  group('finance', 'wallet', staff, [
    page('Withdrawal', '/finance/withdrawal/list', 'menu.finance.withdrawal'),
    page('Invoice', '/finance/invoice/list', 'menu.finance.invoice'),
  ]),
  group('inventory', 'warehouse', staff, [
    resource(page('Inventory', '/inventory/list', 'menu.inventory.list'), () => import('../pages/inventory/stock')),
  ]),
  group('order', 'shopping-cart', staff, [
    resource(page('SaleOrder', '/order/sale', 'menu.order.sale'), () => import('../pages/order/sale')),
    resource(page('Receipt', '/order/receipt', 'menu.order.receipt'), () => import('../pages/order/receipt')),
    resource(page('Delivery', '/order/delivery', 'menu.order.delivery'), () => import('../pages/order/delivery')),
    resource(page('Refund', '/order/refund', 'menu.order.refund'), () => import('../pages/order/refund')),
    resource(
      page('RefundDelivery', '/order/refund/delivery', 'menu.order.refundDelivery'),
      () => import('../pages/order/refund-delivery'),
    ),
  ]),
  group('product', 'speaker', staff, [
    resource(page('Product', '/product/product', 'menu.product.product'), () => import('../pages/product/product')),
  ]),
  group('setting', 'settings', staff, [
    page('Role', '/setting/role', 'menu.setting.role'),
    page('UserManage', '/setting/user', 'menu.setting.user'),
    sub('UserKpi', '/setting/user/kpi', 'menu.setting.userKpi', false),
    page('Config', '/setting/config', 'menu.setting.config'),
    sub('ConfigAttr', '/setting/config/attr/:id', 'menu.setting.configAttr', false),
    sub('ConfigDetail', '/setting/config/:key', 'menu.setting.configDetail', false),
    page('Menus', '/setting/menus', 'menu.setting.menus'),
  ]),
  group('store', 'store', undefined, [
    page('StoreHome', '/store/home', 'menu.store.home'),
    page('Material', '/store/material', 'menu.store.material'),
    page('MaterialClassify', '/store/material/classify', 'menu.store.materialClassify'),
    page('StoreInfo', '/store/store', 'menu.store.store'),
    page('DecorationHome', '/store/decoration/home', 'menu.store.decorationHome'),
    sub('DecorationHomeAdd', '/store/decoration/home/add', 'menu.store.decorationHomeAdd'),
    sub('DecorationHomeEdit', '/store/decoration/home/edit/:id', 'menu.store.decorationHomeEdit'),
    page('Fitment', '/store/decoration/fitment', 'menu.store.fitment'),
    page('Advertisement', '/store/decoration/advertisement', 'menu.store.advertisement'),
  ]),
  group('template', 'music', undefined, [
    page('TextTemplate', '/template/text', 'menu.template.text'),
    page('TextClassify', '/template/text/classify', 'menu.template.textClassify'),
    page('MusicTemplate', '/template/music', 'menu.template.music'),
    page('MusicClassify', '/template/music/classify', 'menu.template.musicClassify'),
  ]),
  group('user', 'user', staff, [
    { ...page('UserInfo', '/user/info', 'menu.user.info'), load: () => import('../pages/user-info') },
    { ...page('UserSetting', '/user/setting', 'menu.user.setting'), load: () => import('../pages/user-setting') },
  ]),
];

/** Routes outside the menu groups. '/' is not a page: the router redirects it to login. */
export const LOGIN_ROUTE: AppRoute = {
  name: LOGIN,
  path: '/login',
  titleKey: 'login.title',
  requiresAuth: false,
  hideInMenu: true,
  load: () => import('../pages/login'),
};

export const REDIRECT_ROUTE: AppRoute = {
  name: REDIRECT,
  path: '/redirect/*',
  titleKey: 'route.redirect',
  requiresAuth: true,
  roles: staff,
  hideInMenu: true,
  ignoreCache: true,
  load: () => import('../pages/redirect'),
};

/** The other account entry pages beside login: they file a request an administrator handles. */
export const REGISTER_ROUTE: AppRoute = {
  name: REGISTER,
  path: '/register',
  titleKey: 'register.title',
  requiresAuth: false,
  hideInMenu: true,
  messages: ['app'],
  load: () => import('../pages/register'),
};

export const FORGOT_PASSWORD_ROUTE: AppRoute = {
  name: FORGOT_PASSWORD,
  path: '/forgot-password',
  titleKey: 'forgotPassword.title',
  requiresAuth: false,
  hideInMenu: true,
  messages: ['app'],
  load: () => import('../pages/forgot-password'),
};

/**
 * Entry pages: shown full-page without the app frame, open without a token, and a signed-in user is sent on
 * to the redirect target as from login.
 */
export const ENTRY_ROUTES: readonly string[] = [LOGIN, REGISTER, FORGOT_PASSWORD];

/** Shown for any unmatched path (its `path` is never matched directly). */
export const NOT_FOUND_ROUTE: AppRoute = {
  name: NOT_FOUND,
  path: '/:all*',
  titleKey: 'route.notFound',
  requiresAuth: false,
  hideInMenu: true,
  load: () => import('../pages/not-found'),
};

/** Every route, in match order (the not-found route is the fallback, not in this list). */
export const ROUTES: readonly AppRoute[] = [
  LOGIN_ROUTE,
  REGISTER_ROUTE,
  FORGOT_PASSWORD_ROUTE,
  REDIRECT_ROUTE,
  ...ROUTE_GROUPS.flatMap((entry) => entry.children),
];

/** Routes the permission guard always lets through (spec §4 whitelist, plus the other public entry pages). */
export const WHITE_LIST: readonly string[] = [...ENTRY_ROUTES, NOT_FOUND];

export function routeByName(name: string): AppRoute | undefined {
  if (name === NOT_FOUND) return NOT_FOUND_ROUTE;
  return ROUTES.find((route) => route.name === name);
}

/** The menu group a route belongs to (breadcrumbs, menu selection). */
export function groupOf(name: string): RouteGroup | undefined {
  return ROUTE_GROUPS.find((entry) => entry.children.some((route) => route.name === name));
}
