/**
 * Every framed page's code, by screen name: the only module with their `import()` calls. The bundler puts each
 * call's preload list in the chunk holding the call, so this module must be a chunk the login screen does not
 * load: only lazy-page.tsx imports it, on demand (import-graph.test.ts holds every other module to that). Each
 * new page then grows this chunk, never the login's first load.
 * A resource screen without a page of its own shows the generic resource page; a screen not built yet shares one
 * placeholder that shows its title. The entry pages (login and its neighbours) are in entry-pages.ts.
 */
import type { ScreenName } from '@soundboard/contract';
import { NOT_FOUND, REDIRECT } from './table';
import type { AppRoute, PageLoad, PagePrefetch } from './types';

export const placeholder: PageLoad = () => import('../pages/placeholder');
export const resourcePage: PageLoad = () => import('../pages/resource-page');

/** Screens with a page file of their own. */
const PAGES = {
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
  UserMessage: () => import('../pages/user-message/user-message-page'),
  UserManage: () => import('../pages/setting/users'),
  Role: () => import('../pages/setting/roles'),
  Menus: () => import('../pages/setting/menus'),
  Config: () => import('../pages/setting/config'),
  ConfigDetail: () => import('../pages/setting/config-detail'),
  ConfigAttr: () => import('../pages/setting/dictionary'),
  UserKpi: () => import('../pages/setting/kpi'),
  CertificationReview: () => import('../pages/certification-review/certification-review-page'),
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
} satisfies Partial<Record<ScreenName, PageLoad>>;

/** The framed pages that are no screen. */
const OTHER_PAGES: Readonly<Record<string, PageLoad>> = {
  [REDIRECT]: () => import('../pages/redirect'),
  [NOT_FOUND]: () => import('../pages/not-found'),
};

/** Pages whose data can be asked for while their code loads (see PagePrefetch). */
const PREFETCH = {
  // Through the page's own module (which re-exports it), so the prefetch is no file of its own.
  Workplace: () =>
    void import('../pages/workplace').then(
      (page) => page.prefetchWorkplace(),
      () => undefined, // the page's own load will show the failure
    ),
} satisfies Partial<Record<ScreenName, PagePrefetch>>;

/** A resource screen's first page, asked for beside its code (resource/list-prefetch.ts). */
const prefetchResourceList =
  (resource: string): PagePrefetch =>
  (search) =>
    import('../resource/list-prefetch').then(
      (lists) => lists.prefetchList(resource, search),
      () => undefined, // the screen's own load will show the failure
    );

/** The maps are keyed by screen name (a typo does not compile); a route's name is any string. */
const pages: Partial<Record<string, PageLoad>> = PAGES;
const prefetches: Partial<Record<string, PagePrefetch>> = PREFETCH;

export function pageLoad(route: AppRoute): PageLoad {
  return pages[route.name] ?? OTHER_PAGES[route.name] ?? (route.resource ? resourcePage : placeholder);
}

export function pagePrefetch(route: AppRoute): PagePrefetch | undefined {
  return prefetches[route.name] ?? (route.resource ? prefetchResourceList(route.resource) : undefined);
}
