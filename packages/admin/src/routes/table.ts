/**
 * The one routes table (spec §2, §6): the menu, breadcrumbs, guards and the tab bar all read it. The screens
 * (paths, names, titles, groups, permissions) are the contract's SCREENS; this file adds what only the admin
 * knows: the spec's roles, each page's code and the dictionaries it needs. A resource screen without a page of
 * its own shows the generic resource page; a screen not built yet shares one placeholder that shows its title.
 */
import { SCREEN_GROUPS, type Screen } from '@soundboard/contract';
import type { Namespace } from '../i18n';
import type { AppRoute, RouteGroup } from './types';

export const ANY_ROLE = '*';
export const LOGIN = 'Login';
export const REGISTER = 'Register';
export const FORGOT_PASSWORD = 'ForgotPassword';
export const NOT_FOUND = 'NotFound';
export const REDIRECT = 'Redirect';
export const WORKPLACE = 'Workplace';
export const DEFAULT_ROUTE_PATH = '/dashboard/workplace';
export const USER_SETTING = 'UserSetting';
/** The user settings' security tab: where a user with a generated password sets their own. */
export const PASSWORD_CHANGE_PATH = '/user/setting?tab=security';

type Load = AppRoute['load'];

const placeholder: Load = () => import('../pages/placeholder');
const resourcePage: Load = () => import('../pages/resource-page');
const staff = [ANY_ROLE] as const;

/** Screens with a page file of their own, by screen name. */
const PAGES: Readonly<Record<string, Load>> = {
  Workplace: () => import('../pages/workplace'),
  Monitor: () => import('../pages/monitor/monitor-page'),
  Inventory: () => import('../pages/inventory/stock'),
  SaleOrder: () => import('../pages/order/sale'),
  Receipt: () => import('../pages/order/receipt'),
  Delivery: () => import('../pages/order/delivery'),
  Refund: () => import('../pages/order/refund'),
  RefundDelivery: () => import('../pages/order/refund-delivery'),
  UserInfo: () => import('../pages/user-info'),
  UserSetting: () => import('../pages/user-setting'),
  UserManage: () => import('../pages/setting/users'),
  Role: () => import('../pages/setting/roles'),
  Menus: () => import('../pages/setting/menus'),
  Config: () => import('../pages/setting/config'),
  ConfigDetail: () => import('../pages/setting/config-detail'),
  ConfigAttr: () => import('../pages/setting/dictionary'),
  UserKpi: () => import('../pages/setting/kpi'),
  ArticleClassify: () => import('../pages/classify/classify-page'),
  ForumClassify: () => import('../pages/classify/classify-page'),
  MaterialClassify: () => import('../pages/classify/classify-page'),
  TextClassify: () => import('../pages/classify/classify-page'),
  MusicClassify: () => import('../pages/classify/classify-page'),
  Material: () => import('../pages/material/material-page'),
  Company: () => import('../pages/crm/company-page'),
  Customer: () => import('../pages/crm/customer-page'),
  CustomerTracking: () => import('../pages/crm/tracking-page'),
  Article: () => import('../pages/content/article-page'),
  ArticleAdd: () => import('../pages/content/article-editor-page'),
  ArticleEdit: () => import('../pages/content/article-editor-page'),
  Forum: () => import('../pages/forum/forum-page'),
  ForumAdd: () => import('../pages/forum/forum-editor-page'),
  ForumEdit: () => import('../pages/forum/forum-editor-page'),
  StoreHome: () => import('../pages/store/store-home-page'),
  StoreInfo: () => import('../pages/store/store-page'),
  DecorationHome: () => import('../pages/decoration/template-list-page'),
  DecorationHomeAdd: () => import('../pages/decoration/template-editor-page'),
  DecorationHomeEdit: () => import('../pages/decoration/template-editor-page'),
  Fitment: () => import('../pages/decoration/fitment-page'),
  Advertisement: () => import('../pages/decoration/advertisement-page'),
  TextTemplate: () => import('../pages/template/text-template-list-page'),
  TextTemplateAdd: () => import('../pages/template/text-template-editor-page'),
  TextTemplateEdit: () => import('../pages/template/text-template-editor-page'),
  MusicTemplate: () => import('../pages/template/music-template-list-page'),
  MusicTemplateAdd: () => import('../pages/template/music-template-editor-page'),
  MusicTemplateEdit: () => import('../pages/template/music-template-editor-page'),
  StoreSchedule: () => import('../pages/playback/store-schedule-page'),
  StorePlayout: () => import('../pages/playback/playout-page'),
  Withdrawal: () => import('../pages/finance/withdrawal-page'),
  WithdrawalPrint: () => import('../pages/finance/withdrawal-print-page'),
  Invoice: () => import('../pages/finance/invoice-page'),
  InvoicePrint: () => import('../pages/finance/invoice-print-page'),
  Partner: () => import('../pages/finance/partner-page'),
};

/** Dictionary namespaces a page needs besides `entry` and `app`, by screen name. */
const PAGE_MESSAGES: Readonly<Record<string, readonly Namespace[]>> = {
  UserManage: ['settings'],
  Role: ['settings'],
  Menus: ['settings', 'menus'],
  Config: ['config'],
  ConfigDetail: ['config'],
  ConfigAttr: ['config', 'resources'],
  UserKpi: ['kpi'],
  ArticleClassify: ['classify'],
  ForumClassify: ['classify'],
  MaterialClassify: ['classify'],
  TextClassify: ['classify'],
  MusicClassify: ['classify'],
  Material: ['materials', 'classify'],
  Company: ['crm'],
  Customer: ['crm'],
  CustomerTracking: ['crm', 'resources'],
  Article: ['articles', 'classify'],
  ArticleAdd: ['articles', 'resources', 'classify'],
  ArticleEdit: ['articles', 'resources', 'classify'],
  Forum: ['forum', 'classify'],
  ForumAdd: ['forum', 'resources', 'classify'],
  ForumEdit: ['forum', 'resources', 'classify'],
  StoreHome: ['stores', 'resources'],
  StoreInfo: ['stores', 'resources'],
  DecorationHome: ['decoration', 'resources'],
  DecorationHomeAdd: ['decoration', 'resources'],
  DecorationHomeEdit: ['decoration', 'resources'],
  Fitment: ['decoration', 'resources'],
  Advertisement: ['ads', 'decoration', 'resources'],
  TextTemplate: ['templates', 'resources', 'classify'],
  TextTemplateAdd: ['templates', 'resources', 'classify'],
  TextTemplateEdit: ['templates', 'resources', 'classify'],
  MusicTemplate: ['music', 'resources', 'classify'],
  MusicTemplateAdd: ['music', 'resources', 'classify'],
  MusicTemplateEdit: ['music', 'resources', 'classify'],
  StoreSchedule: ['playback', 'stores', 'resources'],
  StorePlayout: ['playback', 'stores', 'resources'],
  Withdrawal: ['finance', 'resources'],
  WithdrawalPrint: ['finance', 'resources'],
  Invoice: ['finance', 'resources'],
  InvoicePrint: ['finance', 'resources'],
  Partner: ['finance', 'resources'],
};

/** Pages whose data can be asked for while their code loads (see AppRoute.prefetch). */
const PREFETCH: Readonly<Record<string, (search: string) => Promise<void> | void>> = {
  Workplace: () =>
    void import('../api/workplace').then(
      (api) => api.prefetchWorkplaceFigures(),
      () => undefined, // the page's own load will show the failure
    ),
};

/** A resource screen's first page, asked for beside its code (resource/list-prefetch.ts). */
const prefetchResourceList = (resource: string) => (search: string) =>
  import('../resource/list-prefetch').then(
    (lists) => lists.prefetchList(resource, search),
    () => undefined, // the screen's own load will show the failure
  );

/** Pages that are no resource screen but need the resource dictionaries: the workplace's latest orders' statuses. */
const RESOURCE_WORDS: readonly string[] = [WORKPLACE];

/** Spec §6: the store and template screens carry no roles; every other screen needs a signed-in user with a role. */
const ROLE_FREE_GROUPS: readonly string[] = ['store', 'template'];

function toRoute(screen: Screen): AppRoute {
  const { name, path, titleKey, permission, resource, icon, hideInMenu, ignoreCache } = screen;
  const messages: Namespace[] = [
    ...(resource || RESOURCE_WORDS.includes(name) ? (['resources'] as const) : []),
    ...(PAGE_MESSAGES[name] ?? []),
  ];
  return {
    name,
    path,
    titleKey,
    requiresAuth: true,
    ...(ROLE_FREE_GROUPS.includes(screen.group) ? {} : { roles: staff }),
    permission,
    ...(resource ? { resource } : {}),
    ...(icon ? { icon } : {}),
    ...(hideInMenu ? { hideInMenu } : {}),
    ...(ignoreCache ? { ignoreCache } : {}),
    ...(messages.length > 0 ? { messages } : {}),
    load: PAGES[name] ?? (resource ? resourcePage : placeholder),
    ...(PREFETCH[name] ? { prefetch: PREFETCH[name] } : resource ? { prefetch: prefetchResourceList(resource) } : {}),
  };
}

export const ROUTE_GROUPS: readonly RouteGroup[] = SCREEN_GROUPS.map(
  (group): RouteGroup => ({
    key: group.key,
    titleKey: group.titleKey,
    icon: group.icon,
    children: group.screens.map(toRoute),
  }),
);

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
