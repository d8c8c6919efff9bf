import { SCREENS } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { matchPath, resolveRoute } from './match';
import {
  ANY_ROLE,
  DEFAULT_ROUTE_PATH,
  ENTRY_ROUTES,
  NOT_FOUND,
  ROUTE_GROUPS,
  ROUTES,
  routeByName,
  WHITE_LIST,
  WORKPLACE,
} from './table';

/** The routes of docs/modules/app-shell.md, written out: every path must be a route of the table. */
const SPEC_PATHS = [
  '/login',
  '/dashboard/workplace',
  '/store/decoration/home/add',
  '/store/decoration/home/edit/:id',
  '/redirect/*',
  ...['article', 'article/add', 'article/edit/:id', 'article/classify'].map((p) => `/content/${p}`),
  ...['forum', 'forum/add', 'forum/edit/:id', 'forum/classify'].map((p) => `/content/${p}`),
  ...['company', 'customer', 'customer/tracking/:id', 'supplier'].map((p) => `/crm/${p}`),
  '/finance/withdrawal/list',
  '/finance/invoice/list',
  '/inventory/list',
  ...['sale', 'receipt', 'delivery', 'refund', 'refund/delivery'].map((p) => `/order/${p}`),
  '/product/product',
  ...['role', 'user', 'user/kpi', 'config', 'config/attr/:id', 'config/:key', 'menus'].map((p) => `/setting/${p}`),
  ...['home', 'material', 'material/classify', 'store'].map((p) => `/store/${p}`),
  ...['decoration/home', 'decoration/fitment', 'decoration/advertisement'].map((p) => `/store/${p}`),
  ...['text', 'text/classify', 'music', 'music/classify'].map((p) => `/template/${p}`),
  '/user/info',
  '/user/setting',
];

/**
 * Beyond those: the register and forgot-password screens the login links to (issue 7). They must be public,
 * since whoever uses them has no session, so "every route except login needs a user" widens to the entry pages.
 */
const ENTRY_PATHS = ['/register', '/forgot-password'];

/** Beyond those: the catalogue's server monitor (issue 14), for administrators. */
const MONITOR_PATHS = ['/dashboard/monitor'];

/**
 * Beyond those: the announcement and playlist editors (a script with its preview, a track list with waveforms
 * need a page, as the home template's editor does), a store's music week and the players' playout history
 * (issue 21), all hidden sub-screens of their list pages.
 */
const PLAYBACK_PATHS = [
  ...['text/add', 'text/edit/:id', 'music/add', 'music/edit/:id'].map((p) => `/template/${p}`),
  '/store/store/schedule/:id',
  '/store/store/playout',
];

/**
 * Beyond those: the finance module's partners (whose commission the withdrawals pay out) and the A4 print views of
 * an invoice or credit note and of a withdrawal slip (issue 22), hidden sub-screens of their lists.
 */
const FINANCE_PATHS = ['/finance/partner', '/finance/withdrawal/list/print/:id', '/finance/invoice/list/print/:id'];

/** Beyond those: the reviewer's queue of certification requests (issue 36), which no resource defines. */
const CERTIFICATION_PATHS = ['/setting/certification'];

/** Beyond those: the message centre behind the message box's "view more" (issue 36). */
const MESSAGE_CENTRE_PATHS = ['/user/message'];

describe('routes table', () => {
  it('holds the app routes, the entry pages, the monitor, the playback and finance screens, and else only resource screens', () => {
    const listed = [
      ...SPEC_PATHS,
      ...ENTRY_PATHS,
      ...MONITOR_PATHS,
      ...PLAYBACK_PATHS,
      ...FINANCE_PATHS,
      ...CERTIFICATION_PATHS,
      ...MESSAGE_CENTRE_PATHS,
    ];
    const paths = ROUTES.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(listed));
    // A resource's definition places its screen (contract screens.ts); any other route is one of the lists above.
    const others = ROUTES.filter((route) => !listed.includes(route.path));
    for (const route of others)
      expect(SCREENS.find((screen) => screen.name === route.name)?.resource, route.path).toBeDefined();
  });

  it('gives every route a unique name and a title key', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain(NOT_FOUND);
    for (const route of ROUTES) expect(route.titleKey).toMatch(/^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/);
  });

  it('makes Workplace the default route', () => {
    expect(routeByName(WORKPLACE)?.path).toBe(DEFAULT_ROUTE_PATH);
    expect(DEFAULT_ROUTE_PATH).toBe('/dashboard/workplace');
  });

  it('needs a signed-in user everywhere except the entry pages and not-found', () => {
    for (const route of ROUTES) expect(route.requiresAuth, route.name).toBe(!ENTRY_ROUTES.includes(route.name));
    expect(ENTRY_ROUTES).toEqual(['Login', 'Register', 'ForgotPassword']);
    expect(routeByName(NOT_FOUND)?.requiresAuth).toBe(false);
    expect(WHITE_LIST).toEqual(['Login', 'Register', 'ForgotPassword', 'NotFound']);
  });

  it("uses the '*' role for restricted routes and no roles for store and template routes", () => {
    for (const group of ROUTE_GROUPS) {
      for (const route of group.children) {
        if (group.key === 'store' || group.key === 'template') expect(route.roles, route.name).toBeUndefined();
        else expect(route.roles, route.name).toEqual([ANY_ROLE]);
      }
    }
    expect(routeByName('Redirect')?.roles).toEqual([ANY_ROLE]);
    expect(routeByName('Login')?.roles).toBeUndefined();
  });

  it('hides the helper, the sub-screens and the public routes from the menu', () => {
    for (const name of ['Redirect', 'Login', 'ArticleEdit', 'DecorationHomeAdd', 'CustomerTracking']) {
      expect(routeByName(name)?.hideInMenu, name).toBe(true);
    }
    expect(routeByName('Article')?.hideInMenu).toBeFalsy();
    for (const group of ROUTE_GROUPS) expect(group.icon).not.toBe('');
  });
});

describe('matching', () => {
  it('matches parameters, the rest wildcard and trailing slashes', () => {
    expect(matchPath('/content/article/edit/:id', '/content/article/edit/42')).toEqual({ id: '42' });
    expect(matchPath('/redirect/*', '/redirect/user/info')).toEqual({ '*': 'user/info' });
    expect(matchPath('/user/info', '/user/info/')).toEqual({});
    expect(matchPath('/user/info', '/user/info/more')).toBeNull();
    expect(matchPath('/setting/config/:key', '/setting/config/a%20b')).toEqual({ key: 'a b' });
  });

  it('resolves a path to its route, an unmatched one to not-found', () => {
    expect(resolveRoute('/setting/config/attr/7').route.name).toBe('ConfigAttr');
    expect(resolveRoute('/setting/config/site').route.name).toBe('ConfigDetail');
    expect(resolveRoute('/store/decoration/home/edit/3')).toMatchObject({
      route: { name: 'DecorationHomeEdit' },
      params: { id: '3' },
    });
    expect(resolveRoute('/nowhere').route.name).toBe(NOT_FOUND);
    expect(resolveRoute('/').route.name).toBe(NOT_FOUND);
  });
});
