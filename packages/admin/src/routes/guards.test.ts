import { type MenuItem, PERMISSIONS } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import {
  type GuardState,
  inServerMenu,
  isPermitted,
  loginRedirect,
  navigationGuard,
  permissionGuard,
  type Query,
  redirectTarget,
  runGuards,
} from './guards';
import { resolveRoute } from './match';
import { routeByName } from './table';
import type { AppRoute } from './types';

const MENU: MenuItem[] = [
  {
    key: 'content',
    path: '/content',
    name: 'menu.content',
    children: [{ key: 'content.article', path: '/content/article', name: 'menu.content.article' }],
  },
  {
    key: 'user',
    path: '/user',
    name: 'menu.user',
    children: [{ key: 'u', path: '/user/info', name: 'menu.user.info' }],
  },
];

/** Guard state over plain variables, counting the calls the guards make. Permissions: all, unless given. */
function state(init: {
  token?: boolean;
  roles?: string[] | null;
  permissions?: string[];
  infoFails?: boolean;
  fromServer?: boolean;
  menu?: MenuItem[];
  menuFails?: boolean;
}) {
  let roles = init.roles ?? null;
  const permissions = init.permissions ?? [...PERMISSIONS];
  let token = init.token ?? false;
  let menu: readonly MenuItem[] = init.menu ?? [];
  const calls = { info: 0, logout: 0, menu: 0 };
  const guardState: GuardState = {
    hasToken: () => token,
    roles: () => roles,
    permissions: () => (roles === null ? [] : permissions),
    loadUserInfo: async () => {
      calls.info += 1;
      if (init.infoFails) throw new Error('401');
      roles = ['sales'];
    },
    logout: async () => {
      calls.logout += 1;
      token = false;
      roles = null;
    },
    menuFromServer: () => init.fromServer ?? false,
    serverMenu: () => menu,
    fetchServerMenu: async () => {
      calls.menu += 1;
      if (init.menuFails) throw new Error('down');
      menu = MENU;
    },
  };
  return { guardState, calls, token: () => token };
}

const at = (path: string) => resolveRoute(path);
const query = (text: string): Query => Object.fromEntries(new URLSearchParams(text));

describe('navigation guard', () => {
  it('without a token sends any route but login to login with the route name and its query', async () => {
    const { guardState } = state({});
    expect(await navigationGuard(at('/content/article'), query('page=2&q=mic'), guardState)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=Article&page=2&q=mic',
    });
    expect(await navigationGuard(at('/login'), {}, guardState)).toEqual({ kind: 'proceed' });
    expect(await navigationGuard(at('/nowhere'), {}, guardState)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=NotFound',
    });
  });

  it('opens the register and forgot-password screens without a token, and skips them once signed in', async () => {
    const signedOut = state({}).guardState;
    expect(await runGuards(at('/register'), {}, signedOut)).toEqual({ kind: 'proceed' });
    expect(await runGuards(at('/forgot-password'), {}, signedOut)).toEqual({ kind: 'proceed' });
    const signedIn = state({ token: true, roles: ['sales'], fromServer: true }).guardState;
    expect(await runGuards(at('/register'), {}, signedIn)).toEqual({ kind: 'redirect', to: '/dashboard/workplace' });
    expect(await runGuards(at('/forgot-password'), {}, signedIn)).toEqual({
      kind: 'redirect',
      to: '/dashboard/workplace',
    });
    // A redirect query naming an entry page never bounces a signed-in user back to it.
    expect(redirectTarget(query('redirect=Register'))).toBe('/dashboard/workplace');
  });

  it('carries path parameters so login can return to the same record', async () => {
    const { guardState } = state({});
    const decision = await navigationGuard(at('/content/article/edit/42'), query('tab=seo'), guardState);
    expect(decision).toEqual({ kind: 'redirect', to: '/login?redirect=ArticleEdit&tab=seo&id=42' });
    expect(redirectTarget(query('redirect=ArticleEdit&tab=seo&id=42'))).toBe('/content/article/edit/42?tab=seo');
  });

  it('with a token and no role fetches user info once, then proceeds', async () => {
    const { guardState, calls } = state({ token: true });
    expect(await navigationGuard(at('/user/info'), {}, guardState)).toEqual({ kind: 'proceed' });
    expect(await navigationGuard(at('/user/setting'), {}, guardState)).toEqual({ kind: 'proceed' });
    expect(calls.info).toBe(1);
  });

  it('logs out and goes to login with the redirect query when user info fails', async () => {
    const { guardState, calls, token } = state({ token: true, infoFails: true });
    expect(await navigationGuard(at('/order/sale'), query('status=draft'), guardState)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=SaleOrder&status=draft',
    });
    expect(calls.logout).toBe(1);
    expect(token()).toBe(false);
  });

  it('sends a signed-in user from login to the redirect target or the workplace', async () => {
    const { guardState } = state({ token: true, roles: ['sales'] });
    expect(await navigationGuard(at('/login'), query('redirect=Customer&page=3'), guardState)).toEqual({
      kind: 'redirect',
      to: '/crm/customer?page=3',
    });
    expect(await navigationGuard(at('/login'), {}, guardState)).toEqual({
      kind: 'redirect',
      to: '/dashboard/workplace',
    });
  });

  it('keeps a user with a generated password on the password form until they set their own', async () => {
    const { guardState } = state({ token: true, roles: ['sales'] });
    let mustChange = true;
    const forced: GuardState = { ...guardState, mustChangePassword: () => mustChange };
    const toForm = { kind: 'redirect', to: '/user/setting?tab=security' };
    expect(await navigationGuard(at('/order/sale'), {}, forced)).toEqual(toForm);
    expect(await navigationGuard(at('/login'), query('redirect=Customer'), forced)).toEqual(toForm);
    expect(await navigationGuard(at('/user/setting'), query('tab=security'), forced)).toEqual({ kind: 'proceed' });
    mustChange = false;
    expect(await navigationGuard(at('/order/sale'), {}, forced)).toEqual({ kind: 'proceed' });
  });

  it('keeps a user whose role requires a second factor on the security tab until they have enrolled', async () => {
    const { guardState } = state({ token: true, roles: ['finance'] });
    let mustEnrol = true;
    const forced: GuardState = { ...guardState, mustEnrolTwoFactor: () => mustEnrol };
    const toSecurity = { kind: 'redirect', to: '/user/setting?tab=security' };
    expect(await navigationGuard(at('/order/sale'), {}, forced)).toEqual(toSecurity);
    expect(await navigationGuard(at('/user/setting'), query('tab=security'), forced)).toEqual({ kind: 'proceed' });
    mustEnrol = false;
    expect(await navigationGuard(at('/order/sale'), {}, forced)).toEqual({ kind: 'proceed' });
  });
});

describe('redirect target', () => {
  it('falls back to the workplace for unknown, public or incomplete targets', () => {
    expect(redirectTarget(query('redirect=Nope'))).toBe('/dashboard/workplace');
    expect(redirectTarget(query('redirect=Login'))).toBe('/dashboard/workplace');
    expect(redirectTarget(query('redirect=ArticleEdit'))).toBe('/dashboard/workplace');
    expect(redirectTarget(query('redirect=Redirect&*=user/info'))).toBe('/redirect/user/info');
  });

  it('round-trips a target through the login query', () => {
    const target = at('/setting/config/site%20name');
    const login = loginRedirect(target, { view: 'raw' });
    expect(redirectTarget(query(login.split('?')[1] ?? ''))).toBe('/setting/config/site%20name?view=raw');
  });
});

describe('permission guard, menuFromServer off', () => {
  it("lets '*' routes through for a user with a role and role-less routes for anyone signed in", async () => {
    const { guardState } = state({ token: true, roles: ['sales'] });
    expect(await permissionGuard(at('/order/sale'), guardState)).toEqual({ kind: 'proceed' });
    expect(await permissionGuard(at('/template/music'), guardState)).toEqual({ kind: 'proceed' });
  });

  it('shows not-found for a route the user is not permitted', async () => {
    const { guardState } = state({ token: true, roles: [] });
    expect(await permissionGuard(at('/order/sale'), guardState)).toEqual({ kind: 'notFound' });
    expect(await permissionGuard(at('/store/home'), guardState)).toEqual({ kind: 'proceed' });
  });

  it('checks routes against their roles list', () => {
    const all = [...PERMISSIONS];
    const restricted = { ...(routeByName('Role') as AppRoute), roles: ['admin'] };
    expect(isPermitted(restricted, { roles: ['admin'], permissions: all })).toBe(true);
    expect(isPermitted(restricted, { roles: ['sales'], permissions: all })).toBe(false);
    expect(isPermitted(routeByName('Login') as AppRoute, { roles: [], permissions: [] })).toBe(true);
  });

  it("needs the screen's permission code besides the roles: a viewer never opens Receipts (finance:read)", async () => {
    const viewer = ['dashboard:read', 'profile:read', 'order:read', 'content:read', 'template:read', 'store:read'];
    const { guardState } = state({ token: true, roles: ['viewer'], permissions: viewer });
    expect(await permissionGuard(at('/order/sale'), guardState)).toEqual({ kind: 'proceed' });
    expect(await permissionGuard(at('/order/receipt'), guardState)).toEqual({ kind: 'notFound' });
    expect(await permissionGuard(at('/setting/role'), guardState)).toEqual({ kind: 'notFound' });
    // Sub-screens need what their list page needs, or the stricter permission they name (editors need
    // content:write); role-less store screens still need their permission.
    expect(await permissionGuard(at('/content/article/edit/3'), guardState)).toEqual({ kind: 'notFound' });
    const writer = state({ token: true, roles: ['editor'], permissions: [...viewer, 'content:write'] });
    expect(await permissionGuard(at('/content/article/edit/3'), writer.guardState)).toEqual({ kind: 'proceed' });
    expect(await permissionGuard(at('/store/home'), guardState)).toEqual({ kind: 'proceed' });
    const noContent = state({ token: true, roles: ['viewer'], permissions: ['dashboard:read'] });
    expect(await permissionGuard(at('/store/home'), noContent.guardState)).toEqual({ kind: 'notFound' });
    expect(await permissionGuard(at('/store/decoration/home'), noContent.guardState)).toEqual({ kind: 'notFound' });
    expect(await permissionGuard(at('/nowhere'), noContent.guardState)).toEqual({ kind: 'proceed' });
  });
});

describe('permission guard, menuFromServer on', () => {
  it('fetches the server menu when empty, then lets listed, permitted routes through', async () => {
    const { guardState, calls } = state({ token: true, roles: ['sales'], fromServer: true });
    expect(await permissionGuard(at('/content/article'), guardState)).toEqual({ kind: 'proceed' });
    expect(await permissionGuard(at('/content/article/edit/3'), guardState)).toEqual({ kind: 'proceed' });
    expect(calls.menu).toBe(1);
  });

  it('shows not-found for a route missing from the server menu, or listed but not permitted', async () => {
    const { guardState } = state({ token: true, roles: ['sales'], fromServer: true, menu: MENU });
    expect(await permissionGuard(at('/order/sale'), guardState)).toEqual({ kind: 'notFound' });
    const none = state({ token: true, roles: [], fromServer: true, menu: MENU });
    expect(await permissionGuard(at('/user/info'), none.guardState)).toEqual({ kind: 'notFound' });
    const noContent = state({
      token: true,
      roles: ['sales'],
      permissions: ['profile:read'],
      fromServer: true,
      menu: MENU,
    });
    expect(await permissionGuard(at('/content/article'), noContent.guardState)).toEqual({ kind: 'notFound' });
    expect(await permissionGuard(at('/user/info'), noContent.guardState)).toEqual({ kind: 'proceed' });
  });

  it('does not fetch for the whitelisted login and not-found routes, which always pass', async () => {
    const { guardState, calls } = state({ token: false, roles: null, fromServer: true });
    expect(await permissionGuard(at('/login'), guardState)).toEqual({ kind: 'proceed' });
    expect(await permissionGuard(at('/nowhere'), guardState)).toEqual({ kind: 'proceed' });
    expect(calls.menu).toBe(0);
  });

  it('shows not-found when the menu cannot be fetched', async () => {
    const { guardState } = state({ token: true, roles: ['sales'], fromServer: true, menuFails: true });
    expect(await permissionGuard(at('/user/info'), guardState)).toEqual({ kind: 'notFound' });
  });

  it('judges the tab-refresh helper by the page it reloads', async () => {
    const { guardState } = state({ token: true, roles: ['sales'], fromServer: true, menu: MENU });
    expect(await permissionGuard(at('/redirect/user/info'), guardState)).toEqual({ kind: 'proceed' });
    expect(await permissionGuard(at('/redirect/order/sale'), guardState)).toEqual({ kind: 'notFound' });
  });

  it('matches menu paths and the screens under a menu page only', () => {
    expect(inServerMenu('/content/article', MENU)).toBe(true);
    expect(inServerMenu('/content/article/add', MENU)).toBe(true);
    expect(inServerMenu('/content/forum', MENU)).toBe(false);
    expect(inServerMenu('/user/setting', MENU)).toBe(false);
  });
});

describe('both guards', () => {
  it('run navigation first: no token never reaches the permission check', async () => {
    const { guardState, calls } = state({ fromServer: true });
    expect(await runGuards(at('/user/info'), {}, guardState)).toMatchObject({ kind: 'redirect' });
    expect(calls.menu).toBe(0);
    const signedIn = state({ token: true, fromServer: true });
    expect(await runGuards(at('/user/info'), {}, signedIn.guardState)).toEqual({ kind: 'proceed' });
    expect(signedIn.calls).toEqual({ info: 1, logout: 0, menu: 1 });
  });
});
