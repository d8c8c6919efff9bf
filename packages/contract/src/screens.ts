/**
 * Every screen of the back office, once: the admin's route table and menu, the server's menu seed and
 * the permission guard all read this list. The groups and their pages are listed here; a resource's screen comes
 * from its definition (`menu`, read from the generated catalog, so no definition is loaded) and needs the
 * resource's read permission. Paths are relative to the base /admin; title keys are `menu.<group>.<x>` (a page's
 * text is in the admin's app dictionary, a resource screen's in the resource dictionaries: derived-texts.ts). A
 * sub-screen (add, edit, detail) needs what its list page needs, since the server menu lets a path under a menu
 * page through.
 */
import type { Permission } from './permissions';
import { RESOURCE_CATALOG } from './resources/catalog';
import type { CatalogEntry, CatalogScreen } from './resources/catalog-of';

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

/** The screens the definitions place (CatalogScreen), in catalog order. */
const RESOURCE_SCREENS = (Object.entries(RESOURCE_CATALOG) as [string, CatalogEntry][]).flatMap(([resource, entry]) =>
  entry.screen ? [{ resource, permission: entry.read as Permission, screen: entry.screen }] : [],
);

type Catalog = typeof RESOURCE_CATALOG;
/** The names of the resources' screens. */
type ResourceScreenName = {
  [K in keyof Catalog]: Catalog[K] extends { screen: { name: infer N extends string } } ? N : never;
}[keyof Catalog];

function resourceDraft({ resource, permission, screen }: (typeof RESOURCE_SCREENS)[number]): Draft {
  const { name, path, key, icon } = screen;
  return { name, path, title: key, resource, permission, ...(icon ? { icon } : {}) };
}

/** The index just after screen `name` and the sub-screens under it that follow it; -1 when it is not there. */
function indexAfter(drafts: readonly Draft[], name: string): number {
  let index = drafts.findIndex((draft) => draft.name === name);
  if (index < 0) return -1;
  const anchor = drafts[index] as Draft;
  while (drafts[index + 1]?.hideInMenu && drafts[index + 1]?.path.startsWith(`${anchor.path}/`)) index += 1;
  return index + 1;
}

/** A group's pages with its resource screens placed: the first ones, then each after its screen, then the rest. */
function withResourceScreens(key: string, pages: readonly Draft[]): Draft[] {
  const drafts = [...pages];
  const own = RESOURCE_SCREENS.filter((entry) => entry.screen.group === key);
  const isIn = (screen: CatalogScreen) => drafts.some((draft) => draft.name === screen.name);
  drafts.unshift(...own.filter((entry) => entry.screen.first).map(resourceDraft));
  let waiting = own.filter((entry) => entry.screen.after);
  while (waiting.length > 0) {
    const ready = waiting.filter((entry) => indexAfter(drafts, entry.screen.after ?? '') >= 0);
    if (ready.length === 0) throw new Error(`${waiting.map((entry) => entry.screen.name)} follow no screen of ${key}`);
    for (const entry of ready) drafts.splice(indexAfter(drafts, entry.screen.after ?? ''), 0, resourceDraft(entry));
    waiting = waiting.filter((entry) => !isIn(entry.screen));
  }
  drafts.push(...own.filter((entry) => !entry.screen.first && !entry.screen.after).map(resourceDraft));
  return drafts;
}

function group<N extends string = never>(
  key: string,
  icon: string,
  pages: Draft<N>[],
): ScreenGroup<N | ResourceScreenName> {
  const drafts = withResourceScreens(key, pages) as Draft<N | ResourceScreenName>[];
  const screens = drafts.map(({ title, permission, ...rest }): Screen & { name: N | ResourceScreenName } => {
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
    sub('ArticleAdd', '/content/article/add', 'articleAdd', true, 'content:write'),
    sub('ArticleEdit', '/content/article/edit/:id', 'articleEdit', true, 'content:write'),
    page('ArticleClassify', '/content/article/classify', 'articleClassify', 'content:read'),
    sub('ForumAdd', '/content/forum/add', 'forumAdd', true, 'content:write'),
    sub('ForumEdit', '/content/forum/edit/:id', 'forumEdit', true, 'content:write'),
    page('ForumClassify', '/content/forum/classify', 'forumClassify', 'content:read'),
  ]),
  group('crm', 'contact', [sub('CustomerTracking', '/crm/customer/tracking/:id', 'customerTracking', false)]),
  group('finance', 'wallet', [
    sub('WithdrawalPrint', '/finance/withdrawal/list/print/:id', 'withdrawalPrint', false),
    sub('InvoicePrint', '/finance/invoice/list/print/:id', 'invoicePrint', false),
  ]),
  group('inventory', 'warehouse', []),
  group('order', 'shopping-cart', []),
  group('product', 'speaker', []),
  group('setting', 'settings', [
    page('Role', '/setting/role', 'role', 'role:read'),
    page('UserManage', '/setting/user', 'user', 'user:read'),
    page('UserKpi', '/setting/user/kpi', 'userKpi', 'kpi:read'),
    page('CertificationReview', '/setting/certification', 'certification', 'certification:review'),
    page('Config', '/setting/config', 'config', 'config:read'),
    sub('ConfigAttr', '/setting/config/attr/:id', 'configAttr', false),
    sub('ConfigDetail', '/setting/config/:key', 'configDetail', false),
    page('Menus', '/setting/menus', 'menus', 'menu:write'),
  ]),
  group('store', 'store', [
    page('StoreHome', '/store/home', 'home', 'store:read'),
    page('Material', '/store/material', 'material', 'material:read'),
    page('MaterialClassify', '/store/material/classify', 'materialClassify', 'material:read'),
    sub('StoreSchedule', '/store/store/schedule/:id', 'storeSchedule', false),
    sub('StorePlayout', '/store/store/playout', 'storePlayout', false),
    sub('DecorationHomeAdd', '/store/decoration/home/add', 'decorationHomeAdd', true, 'content:write'),
    sub('DecorationHomeEdit', '/store/decoration/home/edit/:id', 'decorationHomeEdit', true, 'content:write'),
    page('Fitment', '/store/decoration/fitment', 'fitment', 'content:read'),
  ]),
  group('template', 'music', [
    sub('TextTemplateAdd', '/template/text/add', 'textAdd', true, 'template:write'),
    sub('TextTemplateEdit', '/template/text/edit/:id', 'textEdit', true, 'template:write'),
    page('TextClassify', '/template/text/classify', 'textClassify', 'template:read'),
    sub('MusicTemplateAdd', '/template/music/add', 'musicAdd', true, 'template:write'),
    sub('MusicTemplateEdit', '/template/music/edit/:id', 'musicEdit', true, 'template:write'),
    page('MusicClassify', '/template/music/classify', 'musicClassify', 'template:read'),
  ]),
  group('user', 'user', [
    page('UserInfo', '/user/info', 'info', 'profile:read'),
    page('UserSetting', '/user/setting', 'setting', 'profile:read'),
    /** The message centre: "view more" in the navbar's message box. */
    page('UserMessage', '/user/message', 'message', 'message:read'),
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

/**
 * The address of a screen by its name, its `:params` filled in: pages and the server's message links name
 * screens instead of re-typing paths ('ArticleEdit', { id: 7 } → /content/article/edit/7).
 */
export function screenPath(name: string, params: Record<string, string | number> = {}): string {
  const screen = screenByName(name);
  if (!screen) throw new Error(`no screen named ${name}`);
  return screen.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`screen ${name} needs :${key}`);
    return encodeURIComponent(String(value));
  });
}

/** The list screen's query parameter that opens one record's detail drawer. */
export const VIEW_PARAM = 'view';
/** The list screen's query parameter (`=1`) that opens its new-record form. */
export const NEW_PARAM = 'new';

/** The address that opens record `id` of a resource: its list screen with the detail drawer open. */
export function recordPath(resource: string, id: number): string {
  const screen = SCREENS.find((candidate) => candidate.resource === resource && !candidate.hideInMenu);
  if (!screen) throw new Error(`no list screen shows ${resource}`);
  return `${screen.path}?${VIEW_PARAM}=${id}`;
}
